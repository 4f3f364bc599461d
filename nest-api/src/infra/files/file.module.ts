import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { DiskFileStorage, FILE_STORAGE, type FileStorage } from './file-storage';
import { FilesService } from './files.service';
import { StoredFileRepository } from './stored-file.repository';

/**
 * Uploaded files: their rows and their bytes in the file storage. Who may read one is a rule of
 * the domains (modules/idea/file-access), so this stays below them.
 */
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStorage => new DiskFileStorage(join(config.dataDir, 'files')),
    },
    StoredFileRepository,
    FilesService,
  ],
  exports: [FilesService, FILE_STORAGE],
})
export class FileModule {}

import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { DiskFileStorage, FILE_STORAGE, type FileStorage } from './file-storage';
import { CrowdModule } from '../../modules/crowd/crowd/crowd.module';
import { IdeaModule } from '../../modules/idea/idea/idea.module';
import { FileAccess } from '../../modules/idea/file-access/file-access';
import { FilesController } from '../../modules/idea/file-access/files.controller';
import { FilesService } from './files.service';
import { StoredFileRepository } from './stored-file.repository';

/** Uploaded files: their rows, who may read them, and their bytes in the file storage. */
@Module({
  imports: [CrowdModule, IdeaModule],
  controllers: [FilesController],
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStorage => new DiskFileStorage(join(config.dataDir, 'files')),
    },
    StoredFileRepository,
    FilesService,
    FileAccess,
  ],
  exports: [FilesService, FILE_STORAGE],
})
export class FileModule {}

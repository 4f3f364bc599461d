import { join } from 'node:path';
import { Module } from '@nestjs/common';
import type { AppConfig } from '../../infra/config/config';
import { APP_CONFIG } from '../../infra/config/config.module';
import { DiskFileStorage, FILE_STORAGE, type FileStorage } from '../../infra/files/file-storage';
import { CrowdModule } from '../crowd/crowd.module';
import { IdeaModule } from '../idea/idea.module';
import { FileAccess } from './file-access';
import { FilesController } from './files.controller';
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

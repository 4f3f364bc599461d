import { Module } from '@nestjs/common';
import { FileModule } from '../../../infra/files/file.module';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { IdeaModule } from '../idea/idea.module';
import { FileAccess } from './file-access';
import { FilesController } from './files.controller';

/** GET /api/file: an uploaded file, served as its crowd or its idea is read. */
@Module({
  imports: [FileModule, CrowdModule, IdeaModule],
  controllers: [FilesController],
  providers: [FileAccess],
})
export class FileAccessModule {}

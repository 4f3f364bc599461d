import { Module } from '@nestjs/common';
import { CrowdModule } from '../crowd/crowd.module';
import { FileModule } from '../../../infra/files/file.module';
import { IdeaModule } from '../../idea/idea/idea.module';
import { CrowdRemovalController } from './crowd-removal.controller';
import { CrowdRemovalService } from './crowd-removal.service';

/** Deleting crowds that came to nothing; the service is exported for flows that made one (billing). */
@Module({
  imports: [CrowdModule, FileModule, IdeaModule],
  controllers: [CrowdRemovalController],
  providers: [CrowdRemovalService],
  exports: [CrowdRemovalService],
})
export class CrowdRemovalModule {}

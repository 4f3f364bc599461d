import { Module } from '@nestjs/common';
import { CrowdModule } from '../crowd/crowd.module';
import { IdeaActivityRepository } from './idea-activity.repository';
import { IdeaCategoryRepository } from './idea-category.repository';
import { IdeaViewController } from './idea-view.controller';
import { IdeaReadingService } from './idea-reading.service';
import { IdeaViewService } from './idea-view.service';
import { IdeaRepository } from './idea.repository';

@Module({
  imports: [CrowdModule],
  controllers: [IdeaViewController],
  providers: [IdeaActivityRepository, IdeaCategoryRepository, IdeaRepository, IdeaReadingService, IdeaViewService],
  exports: [IdeaActivityRepository, IdeaCategoryRepository, IdeaRepository, IdeaReadingService],
})
export class IdeaModule {}

import { Module } from '@nestjs/common';
import { IdeaActivityRepository } from './idea-activity.repository';
import { IdeaCategoryRepository } from './idea-category.repository';

@Module({
  providers: [IdeaActivityRepository, IdeaCategoryRepository],
  exports: [IdeaActivityRepository, IdeaCategoryRepository],
})
export class IdeaModule {}

import { Module } from '@nestjs/common';
import { IdeaActivityRepository } from './idea-activity.repository';
import { IdeaCategoryRepository } from './idea-category.repository';
import { IdeaRepository } from './idea.repository';

@Module({
  providers: [IdeaActivityRepository, IdeaCategoryRepository, IdeaRepository],
  exports: [IdeaActivityRepository, IdeaCategoryRepository, IdeaRepository],
})
export class IdeaModule {}

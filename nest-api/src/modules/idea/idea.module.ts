import { Module } from '@nestjs/common';
import { IdeaActivityRepository } from './idea-activity.repository';

@Module({
  providers: [IdeaActivityRepository],
  exports: [IdeaActivityRepository],
})
export class IdeaModule {}

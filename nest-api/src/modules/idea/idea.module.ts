import { Module } from '@nestjs/common';
import { CacheModule } from '../../infra/cache/cache.module';
import { CrowdModule } from '../crowd/crowd.module';
import { UserModule } from '../user/user.module';
import { IdeaActivityRepository } from './idea-activity.repository';
import { IdeaAuthoringRepository } from './idea-authoring.repository';
import { IdeaCategoryRepository } from './idea-category.repository';
import { IdeaReactionRepository } from './idea-reaction.repository';
import { IdeaViewController } from './idea-view.controller';
import { IdeaReadingService } from './idea-reading.service';
import { IdeaViewService } from './idea-view.service';
import { IdeaRepository } from './idea.repository';

/**
 * Ideas: the reading rule, the crowd site's idea pages, and the tables of an idea and what it
 * owns (idea, idea_file, idea_video, idea_like, idea_rating, answer). The modules that write them
 * (authoring, reactions, admin) do so through the repositories exported here.
 */
@Module({
  imports: [CacheModule, CrowdModule, UserModule],
  controllers: [IdeaViewController],
  providers: [
    IdeaActivityRepository,
    IdeaAuthoringRepository,
    IdeaCategoryRepository,
    IdeaReactionRepository,
    IdeaRepository,
    IdeaReadingService,
    IdeaViewService,
  ],
  exports: [
    IdeaActivityRepository,
    IdeaAuthoringRepository,
    IdeaCategoryRepository,
    IdeaReactionRepository,
    IdeaRepository,
    IdeaReadingService,
  ],
})
export class IdeaModule {}

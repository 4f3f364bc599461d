import { Module } from '@nestjs/common';
import { CacheModule } from '../../../infra/cache/cache.module';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { UserModule } from '../../auth/user/user.module';
import { IdeaActivityRepository } from './idea-activity.repository';
import { IdeaPersonalDataRepository } from './idea-personal-data.repository';
import { IdeaAuthoringRepository } from './idea-authoring.repository';
import { IdeaCategoryRepository } from './idea-category.repository';
import { IdeaMergeRepository } from './idea-merge.repository';
import { IdeaReactionRepository } from './idea-reaction.repository';
import { IdeaSearchIndexRepository } from './idea-search-index.repository';
import { IdeaSearchRepository } from './idea-search.repository';
import { IdeaSearchViewController } from './idea-search-view.controller';
import { IdeaSearchViewService } from './idea-search-view.service';
import { IdeaViewController } from './idea-view.controller';
import { IdeaReadingService } from './idea-reading.service';
import { IdeaViewService } from './idea-view.service';
import { IdeaRepository } from './idea.repository';

/**
 * Ideas: the reading rule, the crowd site's idea pages, and the tables of an idea and what it
 * owns (idea, idea_file, idea_video, idea_like, idea_rating, answer, and the search index idea_search). The modules that write them
 * (authoring, reactions, admin) do so through the repositories exported here.
 */
@Module({
  imports: [CacheModule, CrowdModule, UserModule],
  controllers: [IdeaViewController, IdeaSearchViewController],
  providers: [
    IdeaActivityRepository,
    IdeaPersonalDataRepository,
    IdeaAuthoringRepository,
    IdeaCategoryRepository,
    IdeaMergeRepository,
    IdeaReactionRepository,
    IdeaRepository,
    IdeaReadingService,
    IdeaSearchIndexRepository,
    IdeaSearchRepository,
    IdeaSearchViewService,
    IdeaViewService,
  ],
  exports: [
    IdeaActivityRepository,
    IdeaPersonalDataRepository,
    IdeaAuthoringRepository,
    IdeaCategoryRepository,
    IdeaMergeRepository,
    IdeaReactionRepository,
    IdeaRepository,
    IdeaReadingService,
    IdeaSearchIndexRepository,
    IdeaViewService,
  ],
})
export class IdeaModule {}

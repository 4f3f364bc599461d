import { Module } from '@nestjs/common';
import { IdeaSearchIndexRepository } from './idea-search-index.repository';
import { IdeaSearchRepository } from './idea-search.repository';

/**
 * Idea search (decision 030): the index of ideas' folded name, description and comments, kept in
 * step by the modules that write them, and the queries over it. Below the idea module: it knows
 * the idea and comment tables, nobody's services.
 */
@Module({
  providers: [IdeaSearchIndexRepository, IdeaSearchRepository],
  exports: [IdeaSearchIndexRepository, IdeaSearchRepository],
})
export class IdeaSearchModule {}

import { Module } from '@nestjs/common';
import { TopBarModule } from '../../notification/top-bar/top-bar.module';
import { IdeaModule } from '../idea/idea.module';
import { IdeaReaderController } from './idea-reader.controller';

/** GET /crowdView/ideaReader/{domain}/{ideaId}: the reader's own parts of a shared idea page. */
@Module({
  imports: [IdeaModule, TopBarModule],
  controllers: [IdeaReaderController],
})
export class IdeaReaderModule {}

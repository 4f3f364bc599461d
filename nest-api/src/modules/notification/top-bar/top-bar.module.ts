import { Module } from '@nestjs/common';
import { UserModule } from '../../auth/user/user.module';
import { IdeaAdminModule } from '../../idea/idea-admin/idea-admin.module';
import { IdeaModule } from '../../idea/idea/idea.module';
import { NotificationModule } from '../notification/notification.module';
import { IdeaReaderController } from './idea-reader.controller';
import { IdeasReaderController } from './ideas-reader.controller';
import { TopBarController } from './top-bar.controller';
import { TopBarService } from './top-bar.service';

/**
 * A page's top bar: the signed-in user and their newest notifications together
 * (GET /notification/topBar), and with the reader's state of an idea for an idea page shared with
 * the crowd's readers (GET /crowdView/ideaReader/{domain}/{ideaId}), and with a page of the /ideas
 * table for the /ideas page shared with the main site's readers (GET /ideasReader).
 */
@Module({
  imports: [UserModule, IdeaModule, IdeaAdminModule, NotificationModule],
  controllers: [TopBarController, IdeaReaderController, IdeasReaderController],
  providers: [TopBarService],
})
export class TopBarModule {}

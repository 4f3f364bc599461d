import { Module } from '@nestjs/common';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { IdeaModule } from '../idea/idea.module';
import { NotificationModule } from '../../notification/notification/notification.module';
import { UserModule } from '../../auth/user/user.module';
import { CommentViewController } from './comment-view.controller';
import { CommentController } from './comment.controller';
import { CommentRepository } from './comment.repository';
import { CommentService } from './comment.service';

/** Comments on ideas: the public site's list, post, edit and delete, and the admin area's. */
@Module({
  imports: [CrowdModule, IdeaModule, NotificationModule, UserModule],
  controllers: [CommentViewController, CommentController],
  providers: [CommentRepository, CommentService],
  exports: [CommentRepository],
})
export class CommentModule {}

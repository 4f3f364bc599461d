import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FilesModule } from '../../infra/files/files.module';
import { StoredFile } from '../../infra/files/stored-file.entity';
import { AuthModule } from '../auth/auth.module';
import { CrowdMember } from '../crowd/entities/crowd-member.entity';
import { Answer } from '../idea/entities/answer.entity';
import { Comment } from '../idea/entities/comment.entity';
import { IdeaLike } from '../idea/entities/idea-like.entity';
import { IdeaRating } from '../idea/entities/idea-rating.entity';
import { NotificationSettings } from '../notification/entities/notification-settings.entity';
import { AccountService } from './account.service';
import { NotificationSettingsService } from './notification-settings.service';
import { UserActivityService } from './user-activity.service';
import { UserController } from './user.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([StoredFile, CrowdMember, IdeaLike, Comment, Answer, IdeaRating, NotificationSettings]),
    AuthModule,
    FilesModule,
  ],
  controllers: [UserController],
  providers: [AccountService, NotificationSettingsService, UserActivityService],
})
export class UserModule {}

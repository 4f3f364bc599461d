import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Answer } from './entities/answer.entity';
import { Comment } from './entities/comment.entity';
import { Idea } from './entities/idea.entity';
import { IdeaFile } from './entities/idea-file.entity';
import { IdeaLike } from './entities/idea-like.entity';
import { IdeaRating } from './entities/idea-rating.entity';
import { IdeaShare } from './entities/idea-share.entity';
import { IdeaVideo } from './entities/idea-video.entity';
import { IdeaView } from './entities/idea-view.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([Answer, Comment, Idea, IdeaFile, IdeaLike, IdeaRating, IdeaShare, IdeaVideo, IdeaView]),
  ],
  exports: [TypeOrmModule],
})
export class IdeaModule {}

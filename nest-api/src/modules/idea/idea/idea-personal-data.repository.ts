import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { Answer } from './entities/answer.entity';
import { IdeaFile } from './entities/idea-file.entity';
import { IdeaLike } from './entities/idea-like.entity';
import { IdeaRating } from './entities/idea-rating.entity';
import { IdeaVideo } from './entities/idea-video.entity';
import { Idea } from './entities/idea.entity';

export interface OwnIdea {
  idea: Idea;
  fileIds: number[];
  videoUrls: string[];
}

/**
 * What the idea tables hold about one person, for their personal data export (decision 033): their
 * own ideas, and their likes, ratings and questionnaire answers on anyone's ideas. Read whatever
 * the crowd's visibility, since it is the person's own data.
 */
@Injectable()
export class IdeaPersonalDataRepository extends TransactionalRepository {
  async ideasOf(ownerId: number): Promise<OwnIdea[]> {
    const ideas = await this.manager.getRepository(Idea).find({ where: { ownerId }, order: { id: 'ASC' } });
    const ids = ideas.map((idea) => idea.id);
    const [files, videos] = ids.length
      ? await Promise.all([
          this.manager.getRepository(IdeaFile).find({ where: { ideaId: In(ids) }, order: { position: 'ASC' } }),
          this.manager.getRepository(IdeaVideo).find({ where: { ideaId: In(ids) }, order: { position: 'ASC' } }),
        ])
      : [[], []];
    return ideas.map((idea) => ({
      idea,
      fileIds: files.filter((file) => file.ideaId === idea.id).map((file) => file.fileId),
      videoUrls: videos.filter((video) => video.ideaId === idea.id).map((video) => video.url),
    }));
  }

  likesOf(userId: number): Promise<IdeaLike[]> {
    return this.manager.getRepository(IdeaLike).find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  ratingsOf(userId: number): Promise<IdeaRating[]> {
    return this.manager.getRepository(IdeaRating).find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  answersOf(userId: number): Promise<Answer[]> {
    return this.manager.getRepository(Answer).find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }
}

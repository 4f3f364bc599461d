import { Injectable } from '@nestjs/common';
import { forbidden } from '../../../common/errors';
import { Clock } from '../../../infra/clock/clock';
import { contractImageField } from '../../../infra/files/image-upload';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import type { Crowd } from '../../crowd/crowd/entities/crowd.entity';
import type { Idea } from '../idea/entities/idea.entity';
import type { AnswerRow } from '../questionnaire/answer-rows';
import { CurrentPlanService } from '../../subscription/subscription/current-plan.service';
import { CreationAnswersService } from './creation-answers.service';
import { IdeaCountsService } from './idea-counts.service';
import { IdeaAuthoringRepository, type NewIdea } from '../idea/idea-authoring.repository';
import { IdeaMediaService, type IdeaUploads } from './idea-media.service';

const CREATE_FIELDS = {
  attachments: contractImageField('createIdea', 'attachments'),
  featured: contractImageField('createIdea', 'featuredImg'),
};

/** A checked new idea: its author, its columns but the featured image, its videos and its creation answers. */
export interface IdeaDraft {
  authorId: number;
  idea: Omit<NewIdea, 'featuredImageId' | 'ownerId'>;
  embeddableVideos: readonly string[];
  answers: AnswerRow[] | null;
}

const limitReached = () => forbidden('ideas_subscription_limit_reached');

/**
 * Writes a new idea against its crowd's idea limit: the images are stored first (decoding is slow
 * and must not hold row locks), then one transaction takes the crowd's idea slot again and writes
 * the idea, so a refusal or failure at any step leaves neither idea nor file behind.
 */
@Injectable()
export class IdeaCreatorService {
  constructor(
    private readonly authoring: IdeaAuthoringRepository,
    private readonly counts: IdeaCountsService,
    private readonly media: IdeaMediaService,
    private readonly answers: CreationAnswersService,
    private readonly plans: CurrentPlanService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** The crowd's ideas limit from its plan (negative = unlimited); no plan in force allows none. */
  async ideasLimit(crowdId: number): Promise<number> {
    return (await this.plans.features(crowdId))?.ideas ?? 0;
  }

  /** 403 ideas_subscription_limit_reached when the crowd has no free idea slot. */
  assertSlotFree(crowd: Crowd, limit: number): void {
    if (limit >= 0 && crowd.ideasCount >= limit) throw limitReached();
  }

  async write(crowd: Crowd, draft: IdeaDraft, uploads: IdeaUploads, limit: number): Promise<Idea> {
    const { authorId } = draft;
    const stored = await this.media.store(uploads, CREATE_FIELDS, { crowdId: crowd.id, ownerId: authorId });
    try {
      return await this.tx.withTransaction(async () => {
        if (!(await this.counts.takeSlot(crowd.id, limit))) throw limitReached();
        const created = await this.authoring.insert(
          { ...draft.idea, ownerId: authorId, featuredImageId: stored.featured?.id ?? null },
          this.clock.now(),
        );
        await this.counts.moveCategory(null, created.categoryId);
        await this.authoring.setAttachments(
          created.id,
          stored.attachments.map((file) => file.id),
        );
        await this.authoring.setVideos(created.id, draft.embeddableVideos);
        await this.answers.store(created.id, authorId, draft.answers);
        return created;
      });
    } catch (error) {
      await this.media.discard([...stored.attachments, stored.featured]);
      throw error;
    }
  }
}

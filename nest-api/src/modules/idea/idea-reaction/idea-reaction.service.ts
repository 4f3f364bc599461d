import { Injectable } from '@nestjs/common';
import {
  averageRating,
  validateQuestionnaireAnswers,
  type TLikeIdeaRequest,
  type TLikeIdeaResponse,
  type TRateIdeaRequest,
  type TRateIdeaResponse,
  type TUnlikeIdeaResponse,
} from '@crowd/contracts';
import { crowdSiteOfDomainKey } from '@crowd/contracts/hosts';
import { DomainError, notFound, ValidationFailedError } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { Clock } from '../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { assertMayTakePart, CrowdContextService } from '../../crowd/crowd/context/crowd-context.service';
import type { Crowd } from '../../crowd/crowd/entities/crowd.entity';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import { IdeaReactionRepository } from '../idea/idea-reaction.repository';
import { IdeaReadingService } from '../idea/idea-reading.service';
import { NotificationsService } from '../../notification/notification/notifications.service';
import { QuestionnaireService } from '../questionnaire/questionnaire.service';
import { answerRowsOf, type AnswerRow } from '../questionnaire/answer-rows';

/** Whether `likeCount` is the crowd's like milestone (none set: never). */
const reachesMilestone = (crowd: Crowd, likeCount: number): boolean =>
  crowd.likeMilestone !== null && crowd.likeMilestone > 0 && likeCount === crowd.likeMilestone;

/**
 * Likes (with the like questionnaire's answers) and ratings of ideas on a crowd's public site.
 * Anyone signed in may react in a public crowd, only its members in a private or hidden one,
 * nobody in a disabled one; nor may a member an admin disabled, or a private user of another
 * crowd. One like and one rating per user and idea; the idea's counters move by atomic updates
 * in the same transaction as the row.
 */
@Injectable()
export class IdeaReactionService {
  constructor(
    private readonly reactions: IdeaReactionRepository,
    private readonly reading: IdeaReadingService,
    private readonly hosts: KnownHostsService,
    private readonly contexts: CrowdContextService,
    private readonly questionnaires: QuestionnaireService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /**
   * 404 for an idea the caller may not read (`IdeaReadingService`), 409 `idea_already_liked`; 422 when the like questionnaire
   * is asked (enabled, with questions, not yet answered by this user for this idea) and the
   * answers are missing or invalid (the transaction then takes the like back).
   */
  async like(domain: string, user: RequestUser, request: TLikeIdeaRequest): Promise<TLikeIdeaResponse> {
    const crowd = await this.crowdOfSite(domain, user);
    const ideaId = await this.ideaInCrowd(crowd, request.ideaId, user);
    const liked = await this.tx.withTransaction(async () => {
      const now = this.clock.now();
      await this.standing(ideaId);
      if (!(await this.reactions.insertLike(ideaId, user.id, now)))
        throw new DomainError('conflict', 'idea_already_liked');
      // After the like is in: who already likes the idea hears that, not what the questionnaire lacks.
      const answers = await this.likeAnswers(crowd, ideaId, user.id, request);
      await this.reactions.addToLikeCount(ideaId, 1);
      await this.reactions.insertLikeAnswers(ideaId, user.id, answers, now);
      const likeCount = await this.reactions.likeCount(ideaId);
      if (reachesMilestone(crowd, likeCount)) await this.reactions.markMilestoneReached(ideaId, now);
      return { message: 'idea_liked' as const, likeCount };
    });
    await this.notifications.notify({ type: 'ideaLiked', actorId: user.id, ideaId });
    // The like that brings the count to the milestone; the event's name keeps it to once per idea and milestone.
    if (reachesMilestone(crowd, liked.likeCount) && crowd.likeMilestone !== null)
      await this.notifications.notify({
        type: 'ideaLikeMilestoneReached',
        actorId: user.id,
        ideaId,
        milestone: crowd.likeMilestone,
      });
    return liked;
  }

  /** 409 `idea_not_liked` when the user does not like the idea; the answers given stay. */
  async unlike(domain: string, user: RequestUser, ideaId: number): Promise<TUnlikeIdeaResponse> {
    const crowd = await this.crowdOfSite(domain, user);
    const id = await this.ideaInCrowd(crowd, ideaId, user);
    return this.tx.withTransaction(async () => {
      await this.standing(id);
      if (!(await this.reactions.deleteLike(id, user.id))) throw new DomainError('conflict', 'idea_not_liked');
      await this.reactions.addToLikeCount(id, -1);
      return { message: 'idea_unliked', likeCount: await this.reactions.likeCount(id) };
    });
  }

  /** Rating again replaces the user's rating; the crowd is the idea's. */
  async rate(user: RequestUser, { ideaId, value }: TRateIdeaRequest): Promise<TRateIdeaResponse> {
    const { context } = await this.reading.byId(ideaId, user);
    assertMayTakePart(context, user);
    return this.tx.withTransaction(async () => {
      const now = this.clock.now();
      await this.standing(ideaId);
      if (await this.reactions.insertRating(ideaId, user.id, value, now)) {
        await this.reactions.addToRating(ideaId, value, 1);
      } else {
        const previous = await this.reactions.replaceRating(ideaId, user.id, value, now);
        await this.reactions.addToRating(ideaId, value - previous, 0);
      }
      const { ratingSum, ratingCount } = await this.reactions.ratingTotals(ideaId);
      return { message: 'idea_rated', averageRating: averageRating(ratingSum, ratingCount), ratingCount };
    });
  }

  /** Takes the idea's turn (`lockIdea`); 409 `idea_was_merged` when a merge moved its reactions away. */
  private async standing(ideaId: number): Promise<void> {
    if (!(await this.reactions.lockIdea(ideaId))) throw new DomainError('conflict', 'idea_was_merged');
  }

  /** The crowd `{domain}` names, as GET /crowdView/domain/{domain} finds it, when the user may react there. */
  private async crowdOfSite(domain: string, user: RequestUser): Promise<Crowd> {
    const served = await this.hosts.servedCrowd(crowdSiteOfDomainKey(domain));
    if (!served) throw notFound('crowd_does_not_exist');
    await this.assertMayReact(served.crowd, user);
    return served.crowd;
  }

  private async assertMayReact(crowd: Crowd, user: RequestUser): Promise<void> {
    assertMayTakePart(await this.contexts.forCrowd(crowd, user), user);
  }

  /** The idea's reading rule, in the site's crowd. */
  private async ideaInCrowd(crowd: Crowd, ideaId: number, user: RequestUser): Promise<number> {
    return (await this.reading.inCrowd(await this.contexts.forCrowd(crowd, user), ideaId, user)).id;
  }

  private async likeAnswers(
    crowd: Crowd,
    ideaId: number,
    userId: number,
    request: TLikeIdeaRequest,
  ): Promise<AnswerRow[]> {
    const { likeQuestionnaire: questionnaire } = await this.questionnaires.enabledOfCrowd(crowd.id);
    if (!questionnaire?.questions.length || (await this.reactions.hasLikeAnswers(ideaId, userId))) return [];
    // Answers named after another questionnaire (the creation one, another crowd's) are not these.
    if (request.questionnaireId != null && request.questionnaireId !== questionnaire.id)
      throw ValidationFailedError.field('questionnaireId', 'validation_invalid_value');
    const errors = validateQuestionnaireAnswers(
      questionnaire.questions,
      request.questionnaireAnswers,
      'questionnaireAnswers',
    );
    if (errors.length > 0) throw new ValidationFailedError(errors);
    return answerRowsOf(questionnaire, questionnaire.questions, request.questionnaireAnswers);
  }
}

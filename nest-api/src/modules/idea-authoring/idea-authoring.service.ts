import { Injectable } from '@nestjs/common';
import {
  LIMITS,
  validateQuestionnaireAnswers,
  type TCreateIdeaMultipart,
  type TCreateIdeaResponse,
  type TIdea,
  type TQuestionAnswer,
  type TUpdateIdeaMultipart,
  type TUpdateIdeaResponse,
} from '@crowd/contracts';
import { forbidden, notFound, unauthorized, ValidationFailedError } from '../../common/errors';
import type { RequestUser } from '../../common/http/request-user';
import { Clock } from '../../infra/clock/clock';
import { contractImageField } from '../../infra/files/image-upload';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../infra/database/unit-of-work';
import {
  assertMayActInCrowd,
  assertMayTakePart,
  CrowdContextService,
  type CrowdContext,
} from '../crowd/context/crowd-context.service';
import type { Crowd } from '../crowd/entities/crowd.entity';
import { KnownHostsService } from '../crowd/known-hosts.service';
import type { Idea } from '../idea/entities/idea.entity';
import { IdeaAuthoringRepository } from '../idea/idea-authoring.repository';
import { IdeaReadingService } from '../idea/idea-reading.service';
import { IdeaRepository } from '../idea/idea.repository';
import { toIdeaView } from '../idea/idea-view.mapper';
import { answerRowsOf, type AnswerRow } from '../questionnaire/answer-rows';
import { QuestionnaireService } from '../questionnaire/questionnaire.service';
import { NotificationsService } from '../notification/notifications.service';
import { CurrentPlanService } from '../subscription/current-plan.service';
import { UserRepository } from '../user/user.repository';
import { IdeaCountsService } from './idea-counts.service';
import { IdeaEditorService, tooManyAttachments } from './idea-editor.service';
import { IdeaMediaService, type IdeaUploads } from './idea-media.service';

const CREATE_FIELDS = {
  attachments: contractImageField('createIdea', 'attachments'),
  featured: contractImageField('createIdea', 'featuredImg'),
};
const UPDATE_FIELDS = {
  attachments: contractImageField('updateIdea', 'attachments'),
  featured: contractImageField('updateIdea', 'newFeaturedImg'),
};

/**
 * Ideas written by their authors on a crowd's site: `POST /idea` and the owner's `PUT /idea`.
 * Who may (decision 023): whoever may take part on the crowd's site (`assertMayTakePart`); only the
 * idea's owner edits it there. What is checked before anything is stored: the crowd, the caller,
 * the fields (the contract's schema, then the sanitized description, the category, the counts
 * including the attachments kept, the creation questionnaire's answers), the crowd's idea limit;
 * then the images are decoded and stored, then the idea is written in one transaction that takes
 * the crowd's idea slot again, so a refusal at any step leaves neither idea nor file behind.
 */
@Injectable()
export class IdeaAuthoringService {
  constructor(
    private readonly authoring: IdeaAuthoringRepository,
    private readonly counts: IdeaCountsService,
    private readonly ideas: IdeaRepository,
    private readonly reading: IdeaReadingService,
    private readonly media: IdeaMediaService,
    private readonly editor: IdeaEditorService,
    private readonly contexts: CrowdContextService,
    private readonly plans: CurrentPlanService,
    private readonly questionnaires: QuestionnaireService,
    private readonly hosts: KnownHostsService,
    private readonly users: UserRepository,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  async create(user: RequestUser, fields: TCreateIdeaMultipart, uploads: IdeaUploads): Promise<TCreateIdeaResponse> {
    const context = await this.takingPart(user, fields.crowdId);
    const { crowd } = context;
    const author = await this.users.findLiveById(user.id);
    if (!author) throw unauthorized();
    const description = this.editor.description(fields.description, 'validation_idea_description_empty');
    await this.editor.assertCategory(crowd.id, fields.categoryId ?? null);
    if (uploads.attachments.length > LIMITS.ideaAttachmentsMax) throw tooManyAttachments();
    const answers = await this.creationAnswers(crowd.id, fields.answers, { all: true });
    const limit = await this.ideasLimit(crowd.id);
    if (limit >= 0 && crowd.ideasCount >= limit) throw forbidden('ideas_subscription_limit_reached');

    const stored = await this.media.store(uploads, CREATE_FIELDS, { crowdId: crowd.id, ownerId: user.id });
    let idea: Idea;
    try {
      idea = await this.tx.withTransaction(async () => {
        if (!(await this.counts.takeSlot(crowd.id, limit))) throw forbidden('ideas_subscription_limit_reached');
        const now = this.clock.now();
        const created = await this.authoring.insert(
          {
            crowdId: crowd.id,
            categoryId: fields.categoryId ?? null,
            ownerId: user.id,
            creatorName: author.name,
            name: fields.name,
            description,
            featuredImageId: stored.featured?.id ?? null,
          },
          now,
        );
        await this.counts.moveCategory(null, created.categoryId);
        await this.authoring.setAttachments(
          created.id,
          stored.attachments.map((file) => file.id),
        );
        await this.authoring.setVideos(created.id, fields.embeddableVideos);
        if (answers) await this.authoring.replaceAnswers(created.id, user.id, 'IDEA_CREATION', answers, now);
        return created;
      });
    } catch (error) {
      await this.media.discard([...stored.attachments, stored.featured]);
      throw error;
    }
    // Committed: from here the files belong to the idea, whatever fails next.
    await this.notifications.notify({ type: 'ideaAdded', actorId: user.id, ideaId: idea.id });
    return { message: 'idea_created', idea: await this.view(crowd, idea) };
  }

  /** The owner's edit (`IdeaEditorService.edit`); only changed answers are sent. */
  async update(user: RequestUser, fields: TUpdateIdeaMultipart, uploads: IdeaUploads): Promise<TUpdateIdeaResponse> {
    const context = await this.takingPart(user, fields.crowdId);
    const { crowd } = context;
    // Its author edits an idea as long as they may read it: not once its category is hidden.
    const current = await this.reading.inCrowd(context, fields.id, user);
    if (current.ownerId !== user.id) throw forbidden();
    const answers = await this.creationAnswers(crowd.id, fields.answers, { all: false });
    const saved = await this.editor.edit(crowd, current, {
      fields,
      uploads,
      uploadFields: UPDATE_FIELDS,
      uploaderId: user.id,
      emptyDescriptionKey: 'validation_idea_description_empty',
      alsoWrite: async () => {
        if (answers)
          await this.authoring.replaceAnswers(current.id, user.id, 'IDEA_CREATION', answers, this.clock.now());
      },
    });
    return { message: 'idea_updated', idea: await this.view(crowd, saved) };
  }

  private async takingPart(user: RequestUser, crowdId: number): Promise<CrowdContext> {
    assertMayActInCrowd(user, crowdId);
    const context = await this.contexts.resolve(crowdId, user);
    if (!context) throw notFound('crowd_does_not_exist');
    assertMayTakePart(context, user);
    return context;
  }

  /** The crowd's ideas limit from its plan (negative = unlimited); no plan in force allows none. */
  private async ideasLimit(crowdId: number): Promise<number> {
    return (await this.plans.features(crowdId))?.ideas ?? 0;
  }

  /**
   * The creation questionnaire's answers as stored, or null when it is not asked (disabled or
   * without questions). A create answers every question; an edit sends the changed answers only,
   * each checked like a full answer.
   */
  private async creationAnswers(
    crowdId: number,
    answers: readonly TQuestionAnswer[] | undefined,
    { all }: { all: boolean },
  ): Promise<AnswerRow[] | null> {
    const { creationQuestionnaire: questionnaire } = await this.questionnaires.enabledOfCrowd(crowdId);
    if (!questionnaire?.questions.length) return null;
    const answered = new Set((answers ?? []).map((answer) => answer.questionId));
    const questions = all
      ? questionnaire.questions
      : questionnaire.questions.filter((question) => answered.has(question.id));
    if (questions.length === 0) return null;
    const errors = validateQuestionnaireAnswers(questions, answers ? [...answers] : undefined, 'answers');
    if (errors.length > 0) throw new ValidationFailedError(errors);
    return answerRowsOf(questionnaire, questions, answers);
  }

  private async view(crowd: Crowd, idea: Idea): Promise<TIdea> {
    const [extras, siteUrl] = await Promise.all([this.ideas.extrasOf([idea]), this.hosts.link(crowd, '')]);
    return toIdeaView(idea, extras, siteUrl);
  }
}

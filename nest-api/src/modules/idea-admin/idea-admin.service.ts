import { Injectable } from '@nestjs/common';
import {
  CROWD_STAFF_ROLES,
  isCrowdStaff,
  type TAdminUpdateIdeaMultipart,
  type TAdminUpdateIdeaResponse,
  type TChangeIdeaStateRequest,
  type TChangeIdeaStateResponse,
  type TDeleteIdeaResponse,
  type TIdea,
  type TIdeaAdmin,
  type TIdeaExport,
  type TIdeaExportFormat,
  type TIdeaListResponse,
  type TIdeaStatsResponse,
  type TQuestionAnswerView,
  type TStatWindows,
} from '@crowd/contracts';
import { forbidden, notFound } from '../../common/errors';
import type { RequestUser } from '../../common/http/request-user';
import { Clock } from '../../infra/clock/clock';
import { contractImageField } from '../../infra/files/image-upload';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../infra/database/unit-of-work';
import type { VersionedChanges } from '../../infra/database/optimistic';
import { assertMayActInCrowd, CrowdContextService, type CrowdContext } from '../crowd/context/crowd-context.service';
import { CrowdMemberRepository } from '../crowd/crowd-member.repository';
import { CrowdRepository } from '../crowd/crowd.repository';
import type { Crowd } from '../crowd/entities/crowd.entity';
import { KnownHostsService } from '../crowd/known-hosts.service';
import { IdeaAuthoringRepository } from '../idea-authoring/idea-authoring.repository';
import { IdeaEditorService } from '../idea-authoring/idea-editor.service';
import { IdeaMediaService, type IdeaUploads } from '../idea-authoring/idea-media.service';
import type { Idea } from '../idea/entities/idea.entity';
import { IdeaRepository } from '../idea/idea.repository';
import { toIdeaView } from '../idea/idea-view.mapper';
import { IDEA_TAGS } from '../notification/notification-event';
import { NotificationsService } from '../notification/notifications.service';
import { IdeaAdminRepository, type AnswerWithQuestion } from './idea-admin.repository';
import { ideaExportCsv } from './idea-export.csv';

const ADMIN_UPDATE_FIELDS = {
  attachments: contractImageField('adminUpdateIdea', 'attachments'),
  featured: contractImageField('adminUpdateIdea', 'newFeaturedImg'),
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A download: its file name, type and content (an object is sent as JSON). */
export interface ExportFile {
  filename: string;
  contentType: string;
  body: TIdeaExport | string;
}

const toAnswerView = (answer: AnswerWithQuestion): TQuestionAnswerView => ({
  questionId: answer.questionId,
  questionType: answer.questionType,
  questionText: answer.questionText,
  answer: answer.textAnswer,
  optionIds: answer.optionIds,
  options: answer.optionTexts,
});

/**
 * The admin area's ideas (decision 024): the user's list (`GET /idea`), and for the idea's crowd
 * staff (admins and managers) the admin edit with the tags, the state, stats and the answers'
 * export. Deleting is for the idea's owner and the crowd's admins. A private user of another crowd
 * hears `user_bound_to_other_crowd` first, an unknown crowd or an idea of another crowd 404.
 */
@Injectable()
export class IdeaAdminService {
  constructor(
    private readonly admin: IdeaAdminRepository,
    private readonly ideas: IdeaRepository,
    private readonly authoring: IdeaAuthoringRepository,
    private readonly editor: IdeaEditorService,
    private readonly media: IdeaMediaService,
    private readonly contexts: CrowdContextService,
    private readonly members: CrowdMemberRepository,
    private readonly crowds: CrowdRepository,
    private readonly hosts: KnownHostsService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** The user's own ideas and the ideas of the crowds the user administers or manages, newest first. */
  async list(user: RequestUser): Promise<TIdeaListResponse> {
    const staffOf = (await this.members.activeRolesOf(user.id))
      .filter((membership) => isCrowdStaff(membership.role))
      .map((membership) => membership.crowdId)
      .filter((crowdId) => user.boundCrowdId == null || crowdId === user.boundCrowdId);
    const ideas = await this.admin.listOwnedOrIn(user.id, staffOf);
    return this.adminViews(ideas);
  }

  async update(
    user: RequestUser,
    fields: TAdminUpdateIdeaMultipart,
    uploads: IdeaUploads,
  ): Promise<TAdminUpdateIdeaResponse> {
    const { crowd } = await this.staffContext(user, fields.crowdId);
    const current = await this.ideaIn(crowd, fields.id);
    const changes: VersionedChanges<Idea> = {};
    for (const tag of IDEA_TAGS) if (fields[tag] !== undefined) changes[tag] = fields[tag];
    const tagsTurnedOn = IDEA_TAGS.filter((tag) => fields[tag] === true && !current[tag]);
    const saved = await this.editor.edit(crowd, current, {
      fields,
      uploads,
      uploadFields: ADMIN_UPDATE_FIELDS,
      uploaderId: user.id,
      emptyDescriptionKey: 'validation_idea_description',
      changes,
    });
    if (tagsTurnedOn.length > 0)
      await this.notifications.notify({
        type: 'ideaMarkedByAdmin',
        actorId: user.id,
        ideaId: saved.id,
        version: saved.version,
        tags: tagsTurnedOn,
      });
    const [view] = await this.adminViews([saved]);
    if (!view) throw notFound();
    return { message: 'idea_updated', idea: view };
  }

  /** An idea's state, by its crowd's staff; optimistic like every versioned write (409 when stale). */
  async changeState(user: RequestUser, request: TChangeIdeaStateRequest): Promise<TChangeIdeaStateResponse> {
    const { crowd } = await this.staffContext(user, request.crowdId);
    const current = await this.ideaIn(crowd, request.id);
    await this.authoring.updateVersioned(current.id, request.version, { state: request.ideaState });
    const changed = await this.ideaIn(crowd, current.id);
    if (request.ideaState !== current.state)
      await this.notifications.notify({
        type: 'ideaStateChanged',
        actorId: user.id,
        ideaId: changed.id,
        version: changed.version,
        state: request.ideaState,
      });
    return { message: 'idea_updated', idea: await this.view(crowd, changed) };
  }

  /**
   * Deletes the idea with everything hanging on it (repository `remove`), then its image files;
   * for its owner and the crowd's admins.
   */
  async remove(user: RequestUser, crowdId: number, ideaId: number): Promise<TDeleteIdeaResponse> {
    const context = await this.contextOf(user, crowdId);
    const idea = await this.ideaIn(context.crowd, ideaId);
    const ownIdea = idea.ownerId !== null && idea.ownerId === user.id;
    if (!ownIdea && context.role !== 'CROWD_ADMIN') throw forbidden();
    const files = [...(await this.authoring.attachmentIds(idea.id))];
    if (idea.featuredImageId !== null) files.push(idea.featuredImageId);
    await this.tx.withTransaction(() => this.admin.remove(idea));
    await this.media.discardIds(files, crowdId);
    return { message: 'idea_deleted' };
  }

  /** Comments and likes made all time, in the last 7 and the last 30 days (the clock's now). */
  async stats(user: RequestUser, crowdId: number, ideaId: number): Promise<TIdeaStatsResponse> {
    const { crowd } = await this.staffContext(user, crowdId);
    const idea = await this.ideaIn(crowd, ideaId);
    const now = this.clock.now().getTime();
    const windows = async (events: 'comments' | 'likes'): Promise<TStatWindows> => {
      const [all, last7Days, last30Days] = await Promise.all([
        this.admin.countSince(events, idea.id),
        this.admin.countSince(events, idea.id, new Date(now - 7 * DAY_MS)),
        this.admin.countSince(events, idea.id, new Date(now - 30 * DAY_MS)),
      ]);
      return { all, last7Days, last30Days };
    };
    const [comments, likes] = await Promise.all([windows('comments'), windows('likes')]);
    return { stats: { comments, likes } };
  }

  /**
   * Every answer given for the idea, its author's creation answers and each like's, as a file
   * download: the spec's JSON, or CSV for spreadsheets.
   */
  async export(user: RequestUser, crowdId: number, ideaId: number, format: TIdeaExportFormat): Promise<ExportFile> {
    const { crowd } = await this.staffContext(user, crowdId);
    const idea = await this.ideaIn(crowd, ideaId);
    const [creation, likes] = await Promise.all([
      this.admin.answersOf([idea.id], 'IDEA_CREATION'),
      this.admin.answersOf([idea.id], 'IDEA_LIKE'),
    ]);
    const byLiker = new Map<string, TIdeaExport['likeAnswers'][number]>();
    for (const answer of likes) {
      const key = String(answer.userId ?? 'erased');
      const entry = byLiker.get(key) ?? {
        userName: answer.userName ?? '',
        likedAt: answer.createdAt.toISOString(),
        answers: [],
      };
      entry.answers.push(toAnswerView(answer));
      byLiker.set(key, entry);
    }
    const exported: TIdeaExport = {
      ideaId: idea.id,
      ideaName: idea.name,
      crowdId: crowd.id,
      crowdTitle: crowd.title,
      exportedAt: this.clock.now().toISOString(),
      creationAnswers: creation.map(toAnswerView),
      likeAnswers: [...byLiker.values()],
    };
    const filename = `idea-${idea.id}-answers.${format}`;
    if (format === 'json') return { filename, contentType: 'application/json; charset=utf-8', body: exported };
    return {
      filename,
      contentType: 'text/csv; charset=utf-8',
      body: ideaExportCsv(exported, idea.creatorName, (creation[0]?.createdAt ?? idea.createdAt).toISOString()),
    };
  }

  private async contextOf(user: RequestUser, crowdId: number): Promise<CrowdContext> {
    assertMayActInCrowd(user, crowdId);
    const context = await this.contexts.resolve(crowdId, user);
    if (!context) throw notFound('crowd_does_not_exist');
    return context;
  }

  private staffContext(user: RequestUser, crowdId: number): Promise<CrowdContext> {
    return this.contexts.requireRole(user, crowdId, CROWD_STAFF_ROLES);
  }

  private async ideaIn(crowd: Crowd, ideaId: number): Promise<Idea> {
    const idea = await this.admin.findInCrowd(crowd.id, ideaId);
    if (!idea) throw notFound();
    return idea;
  }

  private async view(crowd: Crowd, idea: Idea): Promise<TIdea> {
    const [extras, siteUrl] = await Promise.all([this.ideas.extrasOf([idea]), this.hosts.link(crowd, '')]);
    return toIdeaView(idea, extras, siteUrl);
  }

  /** Ideas with their crowd's title and their author's creation answers, in a fixed number of queries. */
  private async adminViews(ideas: Idea[]): Promise<TIdeaAdmin[]> {
    if (ideas.length === 0) return [];
    const crowdIds = [...new Set(ideas.map((idea) => idea.crowdId))];
    const [extras, crowds, answers] = await Promise.all([
      this.ideas.extrasOf(ideas),
      this.crowds.findByIds(crowdIds),
      this.admin.answersOf(
        ideas.map((idea) => idea.id),
        'IDEA_CREATION',
      ),
    ]);
    const crowdOf = new Map(crowds.map((crowd) => [crowd.id, crowd]));
    const siteUrls = new Map(
      await Promise.all(crowds.map(async (crowd) => [crowd.id, await this.hosts.link(crowd, '')] as const)),
    );
    return ideas.map((idea) => ({
      ...toIdeaView(idea, extras, siteUrls.get(idea.crowdId) ?? ''),
      crowdTitle: crowdOf.get(idea.crowdId)?.title ?? '',
      answers: answers.filter((answer) => answer.ideaId === idea.id).map(toAnswerView),
    }));
  }
}

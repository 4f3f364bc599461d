import { Injectable } from '@nestjs/common';
import type { TIdeaExport, TIdeaExportFormat, TIdeaStatsResponse, TStatWindows } from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { Clock } from '../../../infra/clock/clock';
import { CommentRepository } from '../comment/comment.repository';
import { IdeaReactionRepository } from '../idea/idea-reaction.repository';
import { IdeaAdminAccess } from './idea-admin-access';
import { toAnswerView } from './idea-admin-views.service';
import { IdeaAnswersService } from './idea-answers.service';
import { ideaExportCsv } from './idea-export.csv';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A download: its file name, type and content (an object is sent as JSON). */
export interface ExportFile {
  filename: string;
  contentType: string;
  body: TIdeaExport | string;
}

/** What the crowd's staff learn about an idea: its activity over time and the answers given for it. */
@Injectable()
export class IdeaInsightsService {
  constructor(
    private readonly access: IdeaAdminAccess,
    private readonly comments: CommentRepository,
    private readonly reactions: IdeaReactionRepository,
    private readonly answers: IdeaAnswersService,
    private readonly clock: Clock,
  ) {}

  /** Comments and likes made all time, in the last 7 and the last 30 days (the clock's now). */
  async stats(user: RequestUser, crowdId: number, ideaId: number): Promise<TIdeaStatsResponse> {
    const { idea } = await this.access.asStaff(user, crowdId, ideaId);
    const now = this.clock.now().getTime();
    const windows = async (countSince: (since?: Date) => Promise<number>): Promise<TStatWindows> => {
      const [all, last7Days, last30Days] = await Promise.all([
        countSince(),
        countSince(new Date(now - 7 * DAY_MS)),
        countSince(new Date(now - 30 * DAY_MS)),
      ]);
      return { all, last7Days, last30Days };
    };
    const [comments, likes] = await Promise.all([
      windows((since) => this.comments.countSince(idea.id, since)),
      windows((since) => this.reactions.likesSince(idea.id, since)),
    ]);
    return { stats: { comments, likes } };
  }

  /**
   * Every answer given for the idea, its author's creation answers and each like's, as a file
   * download: the spec's JSON, or CSV for spreadsheets.
   */
  async export(user: RequestUser, crowdId: number, ideaId: number, format: TIdeaExportFormat): Promise<ExportFile> {
    const {
      context: { crowd },
      idea,
    } = await this.access.asStaff(user, crowdId, ideaId);
    const [creation, likes] = await Promise.all([
      this.answers.of([idea], 'IDEA_CREATION'),
      this.answers.of([idea], 'IDEA_LIKE'),
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
}

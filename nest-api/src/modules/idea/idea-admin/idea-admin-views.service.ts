import { Injectable } from '@nestjs/common';
import type { TIdea, TIdeaAdmin, TIdeaTableRow, TQuestionAnswerView } from '@crowd/contracts';
import { ProcessMemo } from '../../../infra/cache/process-memo';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import type { Crowd } from '../../crowd/crowd/entities/crowd.entity';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import type { Idea } from '../idea/entities/idea.entity';
import { IdeaRepository } from '../idea/idea.repository';
import { TAG_FLAGS, tagsOf, toIdeaView } from '../idea/idea-view.mapper';
import { IdeaAnswersService, type AnswerWithQuestion } from './idea-answers.service';

export const toAnswerView = (answer: AnswerWithQuestion): TQuestionAnswerView => ({
  questionId: answer.questionId,
  questionType: answer.questionType,
  questionText: answer.questionText,
  answer: answer.textAnswer,
  optionIds: answer.optionIds,
  options: answer.optionTexts,
});

/**
 * What a row of the /ideas table is made of (`tableRows`), the only columns read for it: an idea's
 * description can run to pages, and ten of them would be read and dropped on every page of the table.
 */
export const TABLE_ROW_COLUMNS = [
  'id',
  'name',
  'crowdId',
  'ownerId',
  'state',
  'likeCount',
  'commentCount',
  ...TAG_FLAGS,
] as const satisfies readonly (keyof Idea)[];

export type TableRowIdea = Pick<Idea, (typeof TABLE_ROW_COLUMNS)[number]>;

/** Ideas as the admin area shows them. */
@Injectable()
export class IdeaAdminViewsService {
  constructor(
    private readonly ideas: IdeaRepository,
    private readonly crowds: CrowdRepository,
    private readonly hosts: KnownHostsService,
    private readonly answers: IdeaAnswersService,
    private readonly memo: ProcessMemo,
  ) {}

  async view(crowd: Crowd, idea: Idea): Promise<TIdea> {
    const [extras, siteUrl] = await Promise.all([this.ideas.extrasOf([idea]), this.hosts.link(crowd, '')]);
    return toIdeaView(idea, extras, siteUrl);
  }

  /** Ideas with their crowd's title and their author's creation answers, in a fixed number of queries. */
  async adminViews(ideas: Idea[]): Promise<TIdeaAdmin[]> {
    if (ideas.length === 0) return [];
    const [extras, crowds, answers] = await Promise.all([
      this.ideas.extrasOf(ideas),
      this.crowdsOf(ideas),
      this.answers.of(ideas, 'IDEA_CREATION'),
    ]);
    return ideas.map((idea) => ({
      ...toIdeaView(idea, extras, crowds.get(idea.crowdId)?.siteUrl ?? ''),
      crowdTitle: crowds.get(idea.crowdId)?.title ?? '',
      answers: answers.filter((answer) => answer.ideaId === idea.id).map(toAnswerView),
    }));
  }

  /** Ideas as rows of the /ideas table: only what a row shows, without the pictures, videos and answers. */
  async tableRows(ideas: TableRowIdea[]): Promise<TIdeaTableRow[]> {
    const crowds = await this.crowdsOf(ideas);
    return ideas.map((idea) => ({
      id: idea.id,
      name: idea.name,
      crowdId: idea.crowdId,
      crowdTitle: crowds.get(idea.crowdId)?.title ?? '',
      ownerId: idea.ownerId,
      ideaState: idea.state,
      tags: tagsOf(idea),
      likeCount: idea.likeCount,
      commentCount: idea.commentCount,
      link: `${crowds.get(idea.crowdId)?.siteUrl ?? ''}/idea/${idea.id}`,
    }));
  }

  /**
   * The title and canonical site of each crowd the ideas are in, the same for every reader of the
   * moment (`ProcessMemo`, per set of crowds: the admins of a crowd page through the same ones).
   */
  private crowdsOf(
    ideas: ReadonlyArray<Pick<Idea, 'crowdId'>>,
  ): Promise<ReadonlyMap<number, { title: string; siteUrl: string }>> {
    if (ideas.length === 0) return Promise.resolve(new Map());
    const ids = [...new Set(ideas.map((idea) => idea.crowdId))].sort((a, b) => a - b);
    return this.memo.get(`crowd-titles-and-sites:${ids.join(',')}`, async () => {
      const crowds = await this.crowds.findByIds(ids);
      return new Map(
        await Promise.all(
          crowds.map(
            async (crowd) => [crowd.id, { title: crowd.title, siteUrl: await this.hosts.link(crowd, '') }] as const,
          ),
        ),
      );
    });
  }
}

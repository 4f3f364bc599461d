import { Injectable } from '@nestjs/common';
import type { TIdea, TIdeaAdmin, TQuestionAnswerView } from '@crowd/contracts';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import type { Crowd } from '../../crowd/crowd/entities/crowd.entity';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import type { Idea } from '../idea/entities/idea.entity';
import { IdeaRepository } from '../idea/idea.repository';
import { toIdeaView } from '../idea/idea-view.mapper';
import { IdeaAnswersService, type AnswerWithQuestion } from './idea-answers.service';

export const toAnswerView = (answer: AnswerWithQuestion): TQuestionAnswerView => ({
  questionId: answer.questionId,
  questionType: answer.questionType,
  questionText: answer.questionText,
  answer: answer.textAnswer,
  optionIds: answer.optionIds,
  options: answer.optionTexts,
});

/** Ideas as the admin area shows them. */
@Injectable()
export class IdeaAdminViewsService {
  constructor(
    private readonly ideas: IdeaRepository,
    private readonly crowds: CrowdRepository,
    private readonly hosts: KnownHostsService,
    private readonly answers: IdeaAnswersService,
  ) {}

  async view(crowd: Crowd, idea: Idea): Promise<TIdea> {
    const [extras, siteUrl] = await Promise.all([this.ideas.extrasOf([idea]), this.hosts.link(crowd, '')]);
    return toIdeaView(idea, extras, siteUrl);
  }

  /** Ideas with their crowd's title and their author's creation answers, in a fixed number of queries. */
  async adminViews(ideas: Idea[]): Promise<TIdeaAdmin[]> {
    if (ideas.length === 0) return [];
    const crowdIds = [...new Set(ideas.map((idea) => idea.crowdId))];
    const [extras, crowds, answers] = await Promise.all([
      this.ideas.extrasOf(ideas),
      this.crowds.findByIds(crowdIds),
      this.answers.of(ideas, 'IDEA_CREATION'),
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

import { Injectable } from '@nestjs/common';
import type { TTier } from '@crowd/contracts';
import { CrowdRepository } from '../crowd/crowd.repository';
import type { Crowd } from '../crowd/entities/crowd.entity';
import type { Idea } from '../../idea/idea/entities/idea.entity';
import { IdeaRepository } from '../../idea/idea/idea.repository';
import { CurrentPlanService } from '../../subscription/subscription/current-plan.service';

/** What the crowd list needs beyond the crowd row. */
export interface CrowdTotals {
  crowdId: number;
  ideaCount: number;
  likeSum: number;
}

export type IdeaOrder = 'mostLiked' | 'recent';

/**
 * The landing page's reads, each through the module that owns the rows: a listed crowd is the
 * spec's "active" one that anyone may read (the crowd's `publicIds`) with a subscription in force
 * or a plan change waiting (`CurrentPlanService`); its ideas are counted as its site shows them.
 */
@Injectable()
export class ListedCrowdsService {
  constructor(
    private readonly crowds: CrowdRepository,
    private readonly ideas: IdeaRepository,
    private readonly plans: CurrentPlanService,
  ) {}

  /** Every listed crowd's id, by id. */
  async listedCrowdIds(now: Date): Promise<number[]> {
    const candidates = await this.crowds.publicIds();
    const served = await this.plans.servedOrScheduled(candidates, now);
    return candidates.filter((id) => served.has(id));
  }

  /** The listed crowds with the most likes (then the newest), with their ideas counted as their sites show them. */
  async topCrowds(now: Date, limit: number): Promise<CrowdTotals[]> {
    const ids = await this.listedCrowdIds(now);
    const totals = await this.ideas.totalsOfCrowds(ids);
    return ids
      .map((crowdId) => ({ crowdId, ideaCount: 0, likeSum: 0, ...totals.get(crowdId) }))
      .sort((a, b) => b.likeSum - a.likeSum || b.crowdId - a.crowdId)
      .slice(0, limit);
  }

  topIdeas(order: IdeaOrder, crowdIds: readonly number[], limit: number): Promise<Idea[]> {
    return this.ideas.topOfCrowds(order, crowdIds, limit);
  }

  crowdsByIds(ids: readonly number[]): Promise<Crowd[]> {
    return this.crowds.findByIds(ids);
  }

  tiersInForce(crowdIds: readonly number[], now: Date): Promise<Map<number, TTier>> {
    return this.plans.tiersInForce(crowdIds, now);
  }
}

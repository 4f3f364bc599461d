import { Injectable } from '@nestjs/common';
import { CategoryRepository } from '../category/category.repository';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import type { Idea } from '../idea/entities/idea.entity';

/**
 * The counts an idea keeps on its crowd (against the plan's idea limit) and on its category,
 * changed in the transaction that writes the idea; the crowd and category modules own those rows.
 */
@Injectable()
export class IdeaCountsService {
  constructor(
    private readonly crowds: CrowdRepository,
    private readonly categories: CategoryRepository,
  ) {}

  /** False when the crowd is full (`CrowdRepository.takeIdeaSlot`); negative `limit` is unlimited. */
  takeSlot(crowdId: number, limit: number): Promise<boolean> {
    return this.crowds.takeIdeaSlot(crowdId, limit);
  }

  moveCategory(from: number | null, to: number | null): Promise<void> {
    return this.categories.moveIdeaCount(from, to);
  }

  /** A deleted idea gives its crowd's slot and its category's count back. */
  async release(idea: Pick<Idea, 'crowdId' | 'categoryId'>): Promise<void> {
    await this.crowds.releaseIdeaSlot(idea.crowdId);
    await this.categories.moveIdeaCount(idea.categoryId, null);
  }
}

import { Injectable } from '@nestjs/common';
import { incrementCounters } from '../../../infra/database/counters';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { updateVersioned } from '../../../infra/database/optimistic';
import { notFound } from '../../../common/errors';
import { Category } from './entities/category.entity';

export type CategoryFields = Pick<Category, 'name' | 'slug' | 'description' | 'visible'>;

@Injectable()
export class CategoryRepository extends TransactionalRepository {
  private get categories() {
    return this.manager.getRepository(Category);
  }

  listByCrowd(crowdId: number): Promise<Category[]> {
    return this.categories.find({ where: { crowdId }, order: { name: 'ASC', id: 'ASC' } });
  }

  /** What a crowd's public site lists, in the admin list's order. */
  listVisibleByCrowd(crowdId: number): Promise<Category[]> {
    return this.categories.find({ where: { crowdId, visible: true }, order: { name: 'ASC', id: 'ASC' } });
  }

  /** Null for an unknown id and for a category of another crowd. */
  findInCrowd(crowdId: number, id: number): Promise<Category | null> {
    return this.categories.findOneBy({ crowdId, id });
  }

  /** A category of the crowd that its site shows (ideas may not be filed under a hidden one). */
  isShownInCrowd(crowdId: number, id: number): Promise<boolean> {
    return this.categories.exists({ where: { crowdId, id, visible: true } });
  }

  /** An idea left category `from` for `to` (null: none), or was added (`from` null) or removed (`to` null). */
  async moveIdeaCount(from: number | null, to: number | null): Promise<void> {
    if (from === to) return;
    if (from !== null) await incrementCounters(this.manager, Category, from, { ideaCount: -1 });
    if (to !== null) await incrementCounters(this.manager, Category, to, { ideaCount: 1 });
  }

  slugsOf(crowdId: number): Promise<Array<Pick<Category, 'id' | 'slug'>>> {
    return this.categories.find({ select: { id: true, slug: true }, where: { crowdId } });
  }

  insert(crowdId: number, fields: CategoryFields): Promise<Category> {
    return this.categories.save(this.categories.create({ crowdId, ...fields }));
  }

  /** The write checks the version: 409 (`StaleEntityError`) when another one is stored. */
  updateVersioned(id: number, version: number, changes: Partial<CategoryFields>): Promise<number> {
    return updateVersioned(this.manager, Category, id, version, changes, { notFound: () => notFound() });
  }

  async delete(id: number): Promise<void> {
    await this.categories.delete({ id });
  }
}

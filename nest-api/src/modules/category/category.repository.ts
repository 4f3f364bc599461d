import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { updateVersioned } from '../../infra/database/optimistic';
import { notFound } from '../../common/errors';
import { Category } from '../crowd/entities/category.entity';

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

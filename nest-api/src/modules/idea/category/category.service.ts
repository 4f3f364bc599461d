import { Injectable } from '@nestjs/common';
import {
  categorySlugKey,
  slugifyCategoryName,
  type TCategory,
  type TCreateCategoryRequest,
  type TDeleteCategoryResponse,
  type TUpdateCategoryRequest,
} from '@crowd/contracts';
import { isDuplicateKeyError } from '../../../common/duplicate-key';
import { notFound, ValidationFailedError } from '../../../common/errors';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import type { Category } from './entities/category.entity';
import { IdeaCategoryRepository } from '../idea/idea-category.repository';
import { CategoryRepository, type CategoryFields } from './category.repository';

const nameInUse = (): ValidationFailedError => ValidationFailedError.field('name', 'validation_category_name_in_use');

export const toCategoryView = (category: Category): TCategory => ({
  id: category.id,
  version: category.version,
  crowdId: category.crowdId,
  name: category.name,
  slug: category.slug,
  description: category.description ?? '',
  visible: category.visible,
  ideaCount: category.ideaCount,
});

/** A crowd's categories; the caller's right to manage them is checked by the route's crowd role. */
@Injectable()
export class CategoryService {
  constructor(
    private readonly categories: CategoryRepository,
    private readonly ideas: IdeaCategoryRepository,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  async list(crowdId: number): Promise<TCategory[]> {
    return (await this.categories.listByCrowd(crowdId)).map(toCategoryView);
  }

  create(request: TCreateCategoryRequest): Promise<TCategory> {
    return this.refusingTakenSlugs(async () => {
      const slug = slugifyCategoryName(request.name);
      await this.assertSlugFree(request.crowdId, slug);
      const fields: CategoryFields = {
        name: request.name,
        slug,
        description: request.description,
        visible: request.visible,
      };
      return toCategoryView(await this.categories.insert(request.crowdId, fields));
    });
  }

  /** Only the fields sent change; 404 for a category of another crowd, 409 for a stale version. */
  update(request: TUpdateCategoryRequest): Promise<TCategory> {
    return this.refusingTakenSlugs(async () => {
      const category = await this.categories.findInCrowd(request.crowdId, request.id);
      if (!category) throw notFound();
      const changes: Partial<CategoryFields> = {};
      if (request.name !== undefined) {
        changes.name = request.name;
        changes.slug = slugifyCategoryName(request.name);
        await this.assertSlugFree(request.crowdId, changes.slug, category.id);
      }
      if (request.description !== undefined) changes.description = request.description;
      if (request.visible !== undefined) changes.visible = request.visible;
      await this.categories.updateVersioned(category.id, request.version, changes);
      const updated = await this.categories.findInCrowd(request.crowdId, category.id);
      if (!updated) throw notFound();
      return toCategoryView(updated);
    });
  }

  /** The category's ideas are kept, without a category, in the same transaction. */
  async delete(crowdId: number, categoryId: number): Promise<TDeleteCategoryResponse> {
    await this.tx.withTransaction(async () => {
      const category = await this.categories.findInCrowd(crowdId, categoryId);
      if (!category) throw notFound();
      await this.ideas.uncategorize(category.id);
      await this.categories.delete(category.id);
    });
    return { message: 'category_deleted' };
  }

  private async assertSlugFree(crowdId: number, slug: string, exceptId?: number): Promise<void> {
    // Compared folded: the unique index decides races on MariaDB, whose collation folds the same way.
    const key = categorySlugKey(slug);
    const taken = await this.categories.slugsOf(crowdId);
    if (taken.some((other) => other.id !== exceptId && categorySlugKey(other.slug) === key)) throw nameInUse();
  }

  /** Runs the write in one transaction; a slug taken meanwhile (the unique index) is the same 422. */
  private async refusingTakenSlugs<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await this.tx.withTransaction(write);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw nameInUse();
      throw error;
    }
  }
}

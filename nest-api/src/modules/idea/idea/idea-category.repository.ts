import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { Idea } from './entities/idea.entity';

/** The category side of ideas: a deleted category leaves its ideas without one. */
@Injectable()
export class IdeaCategoryRepository extends TransactionalRepository {
  /** Returns how many ideas lost the category. */
  async uncategorize(categoryId: number): Promise<number> {
    const result = await this.manager
      .createQueryBuilder()
      .update(Idea)
      .set({ categoryId: null })
      .where('categoryId = :categoryId', { categoryId })
      .execute();
    return result.affected ?? 0;
  }
}

import type { SelectQueryBuilder } from 'typeorm';
import type { Idea } from './entities/idea.entity';

/** One page of a crowd's ideas as both the plain list and the search ask it (alias `idea`). */
export interface IdeaPageShape {
  categoryId?: number;
  onlyFlag?: 'featured' | 'rewarded';
  /** The ordering expression, descending; `idea.id` alone when ordered by id. */
  sort: string;
  /** Where the previous page ended: its last idea's sort value and id. */
  after?: { sortValue: number; id: number };
  limit: number;
}

/**
 * Narrows to the category and flag, then takes the rows after the cursor in (sort, id) descending
 * order: a keyset page, so page 500 reads as few rows as page 1.
 */
export function pageOfIdeas(builder: SelectQueryBuilder<Idea>, page: IdeaPageShape): SelectQueryBuilder<Idea> {
  const byId = page.sort === 'idea.id';
  if (page.categoryId !== undefined) builder.andWhere('idea.categoryId = :categoryId', { categoryId: page.categoryId });
  if (page.onlyFlag) builder.andWhere(`idea.${page.onlyFlag} = :flag`, { flag: true });
  if (page.after) {
    const { sortValue, id } = page.after;
    builder.andWhere(
      byId
        ? 'idea.id < :afterId'
        : `(${page.sort} < :afterValue OR (${page.sort} = :afterValue AND idea.id < :afterId))`,
      { afterValue: sortValue, afterId: id },
    );
  }
  if (!byId) builder.orderBy(page.sort, 'DESC');
  return builder.addOrderBy('idea.id', 'DESC').limit(page.limit);
}

import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { Category } from './entities/category.entity';

/** The alias the idea's category is joined under. */
const CATEGORY = 'ideaCategory';

/**
 * The category module's one part of another module's query: an idea query joins its idea's
 * category read-only, to filter or to read whether it is shown, in the same statement (keyset
 * pages and listings cannot afford a second round trip per idea). Nothing else outside this
 * module reads the category table; its rows change through `CategoryRepository`.
 */
export function joinIdeaCategory<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  ideaAlias: string,
): SelectQueryBuilder<T> {
  return query.leftJoin(Category, CATEGORY, `${CATEGORY}.id = ${ideaAlias}.categoryId`);
}

/** Reads whether the joined category is shown, as the raw column `categoryVisible` (null without one). */
export function selectCategoryVisible<T extends ObjectLiteral>(query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return query.addSelect(`${CATEGORY}.visible`, 'categoryVisible');
}

/** Keeps the ideas that a hidden category does not hide: those without one or in a visible one. */
export function inShownCategory<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  ideaAlias: string,
): SelectQueryBuilder<T> {
  return query.andWhere(`(${ideaAlias}.categoryId IS NULL OR ${CATEGORY}.visible = :categoryShown)`, {
    categoryShown: true,
  });
}

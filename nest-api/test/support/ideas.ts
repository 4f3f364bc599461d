import { slugifyCategoryName } from '@crowd/contracts';
import type { DataSource } from 'typeorm';
import { Category } from '../../src/modules/idea/category/entities/category.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';

/** A category of `crowdId` named `name` (its slug from the name), visible unless told, stored directly. */
export async function createCategory(
  dataSource: DataSource,
  crowdId: number,
  name: string,
  overrides: Partial<Category> = {},
): Promise<Category> {
  const categories = dataSource.getRepository(Category);
  return categories.save(
    categories.create({
      crowdId,
      name,
      slug: slugifyCategoryName(name),
      description: null,
      visible: true,
      ...overrides,
    }),
  );
}

/** An idea of `crowdId` by `ownerId`, stored directly (the ideas API is not what these tests are about). */
export async function createIdea(
  dataSource: DataSource,
  crowdId: number,
  ownerId: number | null,
  overrides: Partial<Idea> = {},
): Promise<Idea> {
  const ideas = dataSource.getRepository(Idea);
  return ideas.save(
    ideas.create({
      crowdId,
      ownerId,
      creatorName: 'Idea Author',
      name: 'A greener city',
      description: '<p>Plant trees on every street.</p>',
      state: 'SUBMITTED',
      ...overrides,
    }),
  );
}

/** The idea's counters as stored. */
export async function ideaCounters(
  dataSource: DataSource,
  id: number,
): Promise<Pick<Idea, 'commentCount' | 'shareCount' | 'viewCount'>> {
  const idea = await dataSource.getRepository(Idea).findOneByOrFail({ id });
  return { commentCount: idea.commentCount, shareCount: idea.shareCount, viewCount: idea.viewCount };
}

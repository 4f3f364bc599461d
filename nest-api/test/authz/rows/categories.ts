import { randomBytes } from 'node:crypto';
import { slugifyCategoryName } from '@crowd/contracts';
import { Category } from '../../../src/modules/idea/category/entities/category.entity';
import { allowed, refused, signedIn, type MatrixRow } from '../matrix';
import type { World } from '../world';

/** A category of crowd A of its own for each call, so updates and deletes never meet each other's. */
async function categoryOfA(world: World): Promise<Category> {
  const name = `Matrix ${randomBytes(4).toString('hex')}`;
  const categories = world.dataSource.getRepository(Category);
  return categories.save(
    categories.create({ crowdId: world.crowdA.id, name, slug: slugifyCategoryName(name), description: null }),
  );
}

/** Crowd A's admins and managers manage its categories (spec); followers and other crowds' users may not. */
const staffOfA = (status: number) =>
  signedIn(allowed(status), {
    followerA: refused(403, 'forbidden'),
    adminB: refused(403, 'forbidden'),
    privateB: refused(403, 'user_bound_to_other_crowd'),
  });

export const CATEGORY_ROWS: MatrixRow[] = [
  {
    route: 'GET /category/{crowdId}',
    site: 'main',
    call: (world) => ({ path: `/category/${world.crowdA.id}` }),
    expect: staffOfA(200),
  },
  {
    route: 'POST /category',
    site: 'main',
    call: (world) => ({
      path: '/category',
      body: { crowdId: world.crowdA.id, name: `Created ${randomBytes(4).toString('hex')}` },
    }),
    expect: staffOfA(201),
  },
  {
    route: 'PUT /category',
    site: 'main',
    call: async (world) => {
      const category = await categoryOfA(world);
      return {
        path: '/category',
        body: { crowdId: world.crowdA.id, id: category.id, version: category.version, description: 'matrix' },
      };
    },
    expect: staffOfA(200),
  },
  {
    route: 'DELETE /category/{crowdId}/{categoryId}',
    site: 'main',
    call: async (world) => ({ path: `/category/${world.crowdA.id}/${(await categoryOfA(world)).id}` }),
    expect: staffOfA(200),
  },
];

import { Category } from '../../../src/modules/idea/category/entities/category.entity';
import { FilesService } from '../../../src/infra/files/files.service';
import { Idea } from '../../../src/modules/idea/idea/entities/idea.entity';
import { allowed, everyone, refused, signedIn, type MatrixRow, type Outcome } from '../matrix';
import { PNG, type World } from '../world';

const HIDDEN_IDEA = 'Matrix idea of a hidden category';

/** An idea of crowd A in a category its admin hid, with a featured image, by a user who is none of the actors. */
async function hiddenIdeaOfA(world: World): Promise<Idea> {
  const ideas = world.dataSource.getRepository(Idea);
  const known = await ideas.findOneBy({ crowdId: world.crowdA.id, name: HIDDEN_IDEA });
  if (known) return known;
  const categories = world.dataSource.getRepository(Category);
  const category = await categories.save(
    categories.create({ crowdId: world.crowdA.id, name: 'Hidden', slug: 'matrix-hidden', visible: false }),
  );
  const image = await world.app.get(FilesService).store({
    buffer: PNG,
    purpose: 'IDEA_FEATURED',
    crowdId: world.crowdA.id,
    originalName: 'idea.png',
  });
  const author = await world.newUser({ name: 'Hidden Author' });
  return ideas.save(
    ideas.create({
      crowdId: world.crowdA.id,
      categoryId: category.id,
      ownerId: author.id,
      creatorName: author.name,
      name: HIDDEN_IDEA,
      description: '<p>Hidden</p>',
      state: 'SUBMITTED',
      featuredImageId: image.id,
    }),
  );
}

const noSuchIdea = refused(404, 'idea_does_not_exist');

/** The idea's reading rule (decision 029): crowd A's admins and managers only; to anyone else it does not exist. */
const staffOfA = (status: number, others: Outcome = noSuchIdea) =>
  everyone(others, { managerA: allowed(status), adminA: allowed(status) });

/** Taking part needs a session on crowd A's site, which the private user of B has not. */
const takingPartOnA = (status: number) =>
  signedIn(noSuchIdea, { managerA: allowed(status), adminA: allowed(status), privateB: refused(401, 'unauthorized') });

/** Every route that reaches one idea, for an idea in a hidden category (issue 24 finding 7). */
export const IDEA_READING_ROWS: MatrixRow[] = [
  {
    route: 'GET /crowdView/idea/{domain}/{ideaId}',
    title: 'an idea of a hidden category',
    site: 'crowdA',
    call: async (world) => ({ path: `/crowdView/idea/${world.crowdA.subdomain}/${(await hiddenIdeaOfA(world)).id}` }),
    expect: staffOfA(200),
  },
  {
    route: 'GET /crowdView/comment/{domain}/{id}',
    title: 'an idea of a hidden category',
    site: 'crowdA',
    call: async (world) => ({
      path: `/crowdView/comment/${world.crowdA.subdomain}/${(await hiddenIdeaOfA(world)).id}`,
    }),
    expect: staffOfA(200),
  },
  {
    route: 'POST /crowdView/comment/{domain}',
    title: 'an idea of a hidden category',
    site: 'crowdA',
    call: async (world) => ({
      path: `/crowdView/comment/${world.crowdA.subdomain}`,
      body: { ideaId: (await hiddenIdeaOfA(world)).id, content: 'Still there?' },
    }),
    expect: takingPartOnA(201),
  },
  {
    route: 'POST /ideaRating',
    title: 'an idea of a hidden category',
    site: 'crowdA',
    call: async (world) => ({ path: '/ideaRating', body: { ideaId: (await hiddenIdeaOfA(world)).id, value: 5 } }),
    expect: takingPartOnA(200),
  },
  {
    route: 'POST /idea/share',
    title: 'an idea of a hidden category',
    site: 'crowdA',
    call: async (world) => ({
      path: '/idea/share',
      body: { ideaId: (await hiddenIdeaOfA(world)).id, emails: ['hidden-share@matrix.example.com'] },
    }),
    expect: takingPartOnA(200),
  },
  {
    route: 'GET /public/ideas/views/{ideaId}',
    title: 'an idea of a hidden category',
    site: 'crowdA',
    call: async (world) => ({ path: `/public/ideas/views/${(await hiddenIdeaOfA(world)).id}` }),
    expect: staffOfA(200),
  },
  {
    route: 'GET /file',
    title: 'the featured image of an idea of a hidden category',
    site: 'crowdA',
    call: async (world) => ({ path: `/file?fileId=${(await hiddenIdeaOfA(world)).featuredImageId}` }),
    expect: staffOfA(200, refused(404, 'not_found')),
  },
];

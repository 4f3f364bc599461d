import { Idea } from '../../../src/modules/idea/idea/entities/idea.entity';
import { allowed, refused, signedIn, type MatrixRow, type Outcome } from '../matrix';
import { PNG, type World } from '../world';

/** A new idea of crowd A by its follower for each call, so no call meets another's change. */
async function ideaOfA(world: World): Promise<Idea> {
  const ideas = world.dataSource.getRepository(Idea);
  const owner = world.userOf('followerA');
  return ideas.save(
    ideas.create({
      crowdId: world.crowdA.id,
      ownerId: owner.id,
      creatorName: owner.name,
      name: 'Matrix idea',
      description: '<p>matrix</p>',
      state: 'SUBMITTED',
    }),
  );
}

/** Crowd A's staff (admin, manager) may; its follower and another crowd's admin may not. */
const staffOfA = (status = 200): Record<string, Outcome> =>
  signedIn(allowed(status), {
    followerA: refused(403, 'forbidden'),
    adminB: refused(403, 'forbidden'),
    privateB: refused(403, 'user_bound_to_other_crowd'),
  });

export const IDEA_ADMIN_ROWS: MatrixRow[] = [
  {
    route: 'GET /idea',
    site: 'main',
    call: () => ({ path: '/idea' }),
    expect: signedIn(allowed(200)),
  },
  {
    // The caller's own table and top bar: every signed-in user gets theirs.
    route: 'GET /ideasReader',
    site: 'main',
    call: () => ({ path: '/ideasReader?sort=likes&page=1&size=10' }),
    expect: signedIn(allowed(200)),
  },
  {
    // A page size the table does not offer: refused to everyone signed in, as GET /idea refuses it.
    route: 'GET /ideasReader',
    site: 'main',
    call: () => ({ path: '/ideasReader?size=11' }),
    expect: signedIn(refused(422)),
  },
  {
    // The caller's own page of the table: every signed-in user gets theirs.
    route: 'GET /ideasTable',
    site: 'main',
    call: () => ({ path: '/ideasTable?sort=likes&page=1&size=10' }),
    expect: signedIn(allowed(200)),
    check: (response, actor, world) => {
      if (actor === 'anonymous') return;
      expect((response.body as { userId: number }).userId).toBe(world.userOf(actor).id);
    },
  },
  {
    route: 'GET /ideasTable',
    site: 'main',
    call: () => ({ path: '/ideasTable?size=11' }),
    expect: signedIn(refused(422)),
  },
  {
    // The idea's crowd staff and its author see it; anyone else cannot tell it exists.
    route: 'GET /idea/{ideaId}',
    site: 'main',
    call: async (world) => ({ path: `/idea/${(await ideaOfA(world)).id}` }),
    expect: signedIn(allowed(200), {
      adminB: refused(404, 'not_found'),
      privateB: refused(404, 'not_found'),
    }),
  },
  {
    route: 'PUT /idea/admin',
    site: 'main',
    call: async (world) => {
      const idea = await ideaOfA(world);
      return {
        path: '/idea/admin',
        multipart: {
          fields: {
            id: String(idea.id),
            version: String(idea.version),
            crowdId: String(world.crowdA.id),
            name: 'Edited',
            description: '<p>edited</p>',
            featured: 'true',
          },
          file: { field: 'attachments', content: PNG, filename: 'one.png' },
        },
      };
    },
    expect: staffOfA(),
  },
  {
    route: 'PUT /idea/changeState',
    site: 'main',
    call: async (world) => {
      const idea = await ideaOfA(world);
      return {
        path: '/idea/changeState',
        body: { id: idea.id, crowdId: world.crowdA.id, version: idea.version, ideaState: 'APPROVED' },
      };
    },
    expect: staffOfA(),
  },
  {
    route: 'POST /idea/merge',
    site: 'main',
    call: async (world) => {
      const [source, target] = [await ideaOfA(world), await ideaOfA(world)];
      return {
        path: '/idea/merge',
        body: { crowdId: world.crowdA.id, sourceIdeaId: source.id, targetIdeaId: target.id },
      };
    },
    expect: staffOfA(),
  },
  {
    route: 'DELETE /idea/{crowdId}/{ideaId}',
    title: "crowd A's follower's idea",
    site: 'main',
    call: async (world) => ({ path: `/idea/${world.crowdA.id}/${(await ideaOfA(world)).id}` }),
    expect: signedIn(refused(403, 'forbidden'), {
      followerA: allowed(200),
      adminA: allowed(200),
      privateB: refused(403, 'user_bound_to_other_crowd'),
    }),
  },
  {
    route: 'GET /idea/stats/{crowdId}/{ideaId}',
    site: 'main',
    call: async (world) => ({ path: `/idea/stats/${world.crowdA.id}/${(await ideaOfA(world)).id}` }),
    expect: staffOfA(),
  },
  {
    route: 'GET /idea/export/{crowdId}/{ideaId}',
    site: 'main',
    call: async (world) => ({ path: `/idea/export/${world.crowdA.id}/${(await ideaOfA(world)).id}?format=csv` }),
    expect: staffOfA(),
  },
];

import { randomBytes } from 'node:crypto';
import { allowed, everyone, refused, signedIn, type MatrixRow } from '../matrix';
import { matrixIdeaOf } from './comments';

/** Private crowd B's ideas: its members only; A's people are refused, the signed out asked to sign in. */
const membersOfB = (status: number) =>
  everyone(refused(403, 'forbidden'), {
    anonymous: refused(401, 'unauthorized'),
    adminB: allowed(status),
    privateB: allowed(status),
  });

const address = (): string => `share-${randomBytes(4).toString('hex')}@matrix.example.com`;

/** Counting a view and sharing by e-mail; both follow who may see the idea's crowd. */
export const IDEA_SHARE_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/ideas/views/{ideaId}',
    title: "crowd A's idea: counted for anyone",
    site: 'crowdA',
    call: async (world) => ({ path: `/public/ideas/views/${(await matrixIdeaOf(world, world.crowdA)).id}` }),
    expect: everyone(allowed()),
  },
  {
    route: 'GET /public/ideas/views/{ideaId}',
    title: "private crowd B's idea: counted for its members only",
    site: 'crowdB',
    call: async (world) => ({ path: `/public/ideas/views/${(await matrixIdeaOf(world, world.crowdB)).id}` }),
    expect: membersOfB(200),
  },
  {
    route: 'POST /public/ideas/views',
    title: "the web's tally of signed-out views: nobody through a site (the web's direct call only, test/idea-share)",
    site: 'crowdA',
    call: async (world) => ({
      path: '/public/ideas/views',
      body: { views: [{ ideaId: (await matrixIdeaOf(world, world.crowdA)).id, count: 10_000 }] },
    }),
    expect: everyone(refused(404, 'not_found')),
  },
  {
    route: 'POST /public/ideas/views',
    title: 'a body that would not pass its check is refused the same, before it is read',
    site: 'main',
    call: () => ({ path: '/public/ideas/views', body: { views: [{ ideaId: '01', count: -1 }], extra: true } }),
    expect: everyone(refused(404, 'not_found')),
  },
  {
    route: 'POST /idea/share',
    title: "crowd A's idea on its site",
    site: 'crowdA',
    call: async (world) => ({
      path: '/idea/share',
      body: { ideaId: (await matrixIdeaOf(world, world.crowdA)).id, emails: address() },
    }),
    expect: signedIn(allowed(), { privateB: refused(401, 'unauthorized') }),
  },
  {
    route: 'POST /idea/share',
    title: "crowd A's idea from the main site: not for a private user of B",
    site: 'main',
    call: async (world) => ({
      path: '/idea/share',
      body: { ideaId: (await matrixIdeaOf(world, world.crowdA)).id, emails: [address()] },
    }),
    expect: signedIn(allowed(), { privateB: refused(403, 'user_bound_to_other_crowd') }),
  },
  {
    route: 'POST /idea/share',
    title: "private crowd B's idea",
    site: 'crowdB',
    call: async (world) => ({
      path: '/idea/share',
      body: { ideaId: (await matrixIdeaOf(world, world.crowdB)).id, emails: [address()] },
    }),
    expect: membersOfB(200),
  },
];

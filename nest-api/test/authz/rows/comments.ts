import type { Crowd } from '../../../src/modules/crowd/crowd/entities/crowd.entity';
import { Comment } from '../../../src/modules/idea/comment/entities/comment.entity';
import { Idea } from '../../../src/modules/idea/idea/entities/idea.entity';
import { allowed, everyone, refused, signedIn, type ActorName, type MatrixRow } from '../matrix';
import type { World } from '../world';

/** The idea of `crowd` the comment and share rows point at, by a user who is none of the actors. */
export async function matrixIdeaOf(world: World, crowd: Crowd): Promise<Idea> {
  const ideas = world.dataSource.getRepository(Idea);
  const known = await ideas.findOneBy({ crowdId: crowd.id, name: 'Matrix idea' });
  if (known) return known;
  const author = await world.newUser({ name: 'Matrix Author' });
  return ideas.save(
    ideas.create({
      crowdId: crowd.id,
      ownerId: author.id,
      creatorName: author.name,
      name: 'Matrix idea',
      description: '<p>An idea for the matrix</p>',
      state: 'SUBMITTED',
    }),
  );
}

/** A comment on the matrix idea of `crowd`: the actor's own, or (`byActor` false, or anonymous) a stranger's. */
async function commentOn(world: World, crowd: Crowd, actor: ActorName, byActor: boolean): Promise<Comment> {
  const idea = await matrixIdeaOf(world, crowd);
  const owner = byActor && actor !== 'anonymous' ? world.userOf(actor) : await world.newUser({ name: 'Stranger' });
  const comments = world.dataSource.getRepository(Comment);
  return comments.save(
    comments.create({
      ideaId: idea.id,
      crowdId: crowd.id,
      ownerId: owner.id,
      authorName: owner.name,
      content: 'Matrix',
    }),
  );
}

/** Crowd A is public: anyone signed in on its site takes part (the private user of B has no session there). */
const onPublicA = (status: number) => signedIn(allowed(status), { privateB: refused(401, 'unauthorized') });

/** Private crowd B: its members only; A's people are refused, the signed out asked to sign in. */
const membersOfB = (status: number) =>
  everyone(refused(403, 'forbidden'), {
    anonymous: refused(401, 'unauthorized'),
    adminB: allowed(status),
    privateB: allowed(status),
  });

/** The admin area: crowd A's admins and managers. */
const staffOfA = (status: number) =>
  signedIn(allowed(status), {
    followerA: refused(403, 'forbidden'),
    adminB: refused(403, 'forbidden'),
    privateB: refused(403, 'user_bound_to_other_crowd'),
  });

const content = 'A matrix comment';

export const COMMENT_ROWS: MatrixRow[] = [
  {
    route: 'GET /crowdView/comment/{domain}/{id}',
    title: 'crowd A: to anyone',
    site: 'crowdA',
    call: async (world) => ({
      path: `/crowdView/comment/${world.crowdA.subdomain}/${(await matrixIdeaOf(world, world.crowdA)).id}`,
    }),
    expect: everyone(allowed()),
  },
  {
    route: 'GET /crowdView/comment/{domain}/{id}',
    title: 'private crowd B: to its members only',
    site: 'crowdB',
    call: async (world) => ({
      path: `/crowdView/comment/${world.crowdB.subdomain}/${(await matrixIdeaOf(world, world.crowdB)).id}`,
    }),
    expect: membersOfB(200),
  },
  {
    route: 'POST /crowdView/comment/{domain}',
    title: 'crowd A',
    site: 'crowdA',
    call: async (world) => ({
      path: `/crowdView/comment/${world.crowdA.subdomain}`,
      body: { ideaId: (await matrixIdeaOf(world, world.crowdA)).id, content },
    }),
    expect: onPublicA(201),
  },
  {
    route: 'POST /crowdView/comment/{domain}',
    title: 'private crowd B',
    site: 'crowdB',
    call: async (world) => ({
      path: `/crowdView/comment/${world.crowdB.subdomain}`,
      body: { ideaId: (await matrixIdeaOf(world, world.crowdB)).id, content },
    }),
    expect: membersOfB(201),
  },
  {
    route: 'PUT /crowdView/comment/{domain}',
    title: "crowd A: the actor's own comment",
    site: 'crowdA',
    call: async (world, actor) => ({
      path: `/crowdView/comment/${world.crowdA.subdomain}`,
      body: { id: (await commentOn(world, world.crowdA, actor, true)).id, content },
    }),
    expect: onPublicA(200),
  },
  {
    route: 'PUT /crowdView/comment/{domain}',
    title: "crowd A: someone else's comment, whatever the actor's role",
    site: 'crowdA',
    call: async (world, actor) => ({
      path: `/crowdView/comment/${world.crowdA.subdomain}`,
      body: { id: (await commentOn(world, world.crowdA, actor, false)).id, content },
    }),
    expect: signedIn(refused(403, 'forbidden'), { privateB: refused(401, 'unauthorized') }),
  },
  {
    route: 'DELETE /crowdView/comment/{domain}/{id}',
    title: "crowd A: someone else's comment, deleted by the crowd's staff",
    site: 'crowdA',
    call: async (world, actor) => ({
      path: `/crowdView/comment/${world.crowdA.subdomain}/${(await commentOn(world, world.crowdA, actor, false)).id}`,
    }),
    expect: signedIn(refused(403, 'forbidden'), {
      managerA: allowed(),
      adminA: allowed(),
      privateB: refused(401, 'unauthorized'),
    }),
  },
  {
    route: 'DELETE /crowdView/comment/{domain}/{id}',
    title: "private crowd B: the actor's own comment",
    site: 'crowdB',
    call: async (world, actor) => ({
      path: `/crowdView/comment/${world.crowdB.subdomain}/${(await commentOn(world, world.crowdB, actor, true)).id}`,
    }),
    expect: membersOfB(200),
  },
  {
    route: 'GET /comment/{crowdId}/{id}',
    site: 'main',
    call: async (world) => ({ path: `/comment/${world.crowdA.id}/${(await matrixIdeaOf(world, world.crowdA)).id}` }),
    expect: staffOfA(200),
  },
  {
    route: 'POST /comment/{crowdId}',
    site: 'main',
    call: async (world) => ({
      path: `/comment/${world.crowdA.id}`,
      body: { ideaId: (await matrixIdeaOf(world, world.crowdA)).id, content },
    }),
    expect: staffOfA(201),
  },
  {
    route: 'PUT /comment/{crowdId}',
    title: "the actor's own comment",
    site: 'main',
    call: async (world, actor) => ({
      path: `/comment/${world.crowdA.id}`,
      body: { id: (await commentOn(world, world.crowdA, actor, true)).id, content },
    }),
    expect: staffOfA(200),
  },
  {
    route: 'DELETE /comment/{crowdId}/{id}',
    title: "someone else's comment",
    site: 'main',
    call: async (world, actor) => ({
      path: `/comment/${world.crowdA.id}/${(await commentOn(world, world.crowdA, actor, false)).id}`,
    }),
    expect: staffOfA(200),
  },
];

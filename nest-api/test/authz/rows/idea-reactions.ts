import type { Crowd } from '../../../src/modules/crowd/crowd/entities/crowd.entity';
import { IdeaLike } from '../../../src/modules/idea/idea/entities/idea-like.entity';
import { Idea } from '../../../src/modules/idea/idea/entities/idea.entity';
import { allowed, invalid, refused, signedIn, type ActorName, type MatrixRow } from '../matrix';
import type { World } from '../world';

/** A new idea of `crowd` for each call, so one actor's like or rating never meets another's. */
async function ideaOf(world: World, crowd: Crowd, likedBy: ActorName | null = null): Promise<Idea> {
  const ideas = world.dataSource.getRepository(Idea);
  const liker = likedBy === null ? null : world.actors[likedBy].user;
  const idea = await ideas.save(
    ideas.create({
      crowdId: crowd.id,
      creatorName: 'Matrix',
      name: 'Matrix idea',
      description: '<p>matrix</p>',
      state: 'SUBMITTED',
      likeCount: liker ? 1 : 0,
    }),
  );
  if (liker)
    await world.dataSource.getRepository(IdeaLike).insert({ ideaId: idea.id, userId: liker.id, createdAt: new Date() });
  return idea;
}

const domainOf = (crowd: Crowd): string => crowd.subdomain ?? '';

/** Crowd A is public: anyone signed in on its site reacts (the private user of B has no session there). */
const onPublicA = (status: number) => signedIn(allowed(status), { privateB: refused(401, 'unauthorized') });

/** Crowd B is private: its members react, people of crowd A are refused. */
const onPrivateB = (status: number) =>
  signedIn(allowed(status), {
    followerA: refused(403, 'forbidden'),
    managerA: refused(403, 'forbidden'),
    adminA: refused(403, 'forbidden'),
  });

/** Crowd A's idea from crowd B's site: the private user of B may act in B only. */
const fromSiteOfB = (status: number) =>
  signedIn(allowed(status), { privateB: refused(403, 'user_bound_to_other_crowd') });

export const IDEA_REACTION_ROWS: MatrixRow[] = [
  {
    route: 'POST /ideaLike/{domain}',
    title: 'an idea of crowd A',
    site: 'crowdA',
    call: async (world) => ({
      path: `/ideaLike/${domainOf(world.crowdA)}`,
      body: { ideaId: (await ideaOf(world, world.crowdA)).id },
    }),
    expect: onPublicA(201),
  },
  {
    route: 'POST /ideaLike/{domain}',
    title: "crowd B's idea named on crowd A's site",
    site: 'crowdA',
    call: async (world) => ({
      path: `/ideaLike/${domainOf(world.crowdA)}`,
      body: { ideaId: (await ideaOf(world, world.crowdB)).id },
    }),
    expect: signedIn(invalid(404, 'the idea is not of the crowd the site serves'), {
      privateB: refused(401, 'unauthorized'),
    }),
  },
  {
    route: 'POST /ideaLike/{domain}',
    title: 'an idea of private crowd B',
    site: 'crowdB',
    call: async (world) => ({
      path: `/ideaLike/${domainOf(world.crowdB)}`,
      body: { ideaId: (await ideaOf(world, world.crowdB)).id },
    }),
    expect: onPrivateB(201),
  },
  {
    route: 'POST /ideaLike/{domain}',
    title: 'an idea of crowd A, from crowd B',
    site: 'crowdB',
    call: async (world) => ({
      path: `/ideaLike/${domainOf(world.crowdA)}`,
      body: { ideaId: (await ideaOf(world, world.crowdA)).id },
    }),
    expect: fromSiteOfB(201),
  },
  {
    route: 'DELETE /ideaLike/{domain}/{ideaId}',
    title: 'own like of an idea of crowd A',
    site: 'crowdA',
    call: async (world, actor) => ({
      path: `/ideaLike/${domainOf(world.crowdA)}/${(await ideaOf(world, world.crowdA, actor)).id}`,
    }),
    expect: onPublicA(200),
  },
  {
    route: 'DELETE /ideaLike/{domain}/{ideaId}',
    title: 'own like of an idea of private crowd B',
    site: 'crowdB',
    call: async (world, actor) => ({
      path: `/ideaLike/${domainOf(world.crowdB)}/${(await ideaOf(world, world.crowdB, actor)).id}`,
    }),
    expect: onPrivateB(200),
  },
  {
    route: 'POST /ideaRating',
    title: 'an idea of crowd A',
    site: 'crowdA',
    call: async (world) => ({
      path: '/ideaRating',
      body: { ideaId: (await ideaOf(world, world.crowdA)).id, value: 4 },
    }),
    expect: onPublicA(200),
  },
  {
    route: 'POST /ideaRating',
    title: 'an idea of private crowd B',
    site: 'crowdB',
    call: async (world) => ({
      path: '/ideaRating',
      body: { ideaId: (await ideaOf(world, world.crowdB)).id, value: 4 },
    }),
    expect: onPrivateB(200),
  },
  {
    route: 'POST /ideaRating',
    title: 'an idea of crowd A, from crowd B',
    site: 'crowdB',
    call: async (world) => ({
      path: '/ideaRating',
      body: { ideaId: (await ideaOf(world, world.crowdA)).id, value: 4 },
    }),
    expect: fromSiteOfB(200),
  },
];

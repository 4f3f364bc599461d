import { Crowd } from '../../../src/modules/crowd/crowd/entities/crowd.entity';
import { Idea } from '../../../src/modules/idea/idea/entities/idea.entity';
import { allowed, invalid, refused, signedIn, type ActorName, type Call, type MatrixRow } from '../matrix';
import { PNG, type World } from '../world';

const IDEA_FIELDS = { name: 'Matrix idea', description: '<p>matrix</p>' };

/**
 * Sets how many ideas `crowd` holds: none leaves room under any plan, a million fills every plan
 * that has a limit. The rows of the limit notice fill crowds; the rows that add ideas empty them.
 */
const setIdeasCount = (world: World, crowd: Crowd, ideasCount: number) =>
  world.dataSource.getRepository(Crowd).update(crowd.id, { ideasCount });
const FULL = 1_000_000;

/** POST /idea for `crowd` (with room for it), with one image, as the crowd site's form sends it. */
const createCall = async (world: World, crowd: Crowd): Promise<Call> => {
  await setIdeasCount(world, crowd, 0);
  return createFields(crowd);
};
const createFields = (crowd: Crowd): Call => ({
  path: '/idea',
  multipart: {
    fields: { ...IDEA_FIELDS, crowdId: String(crowd.id) },
    file: { field: 'attachments', content: PNG, filename: 'one.png' },
  },
});

/** PUT /idea of a new idea of crowd A owned by `owner` (nobody for the signed-out caller). */
async function editCall(world: World, owner: ActorName | null): Promise<Call> {
  const ideas = world.dataSource.getRepository(Idea);
  const ownerUser = owner === null ? null : world.actors[owner].user;
  const idea = await ideas.save(
    ideas.create({
      crowdId: world.crowdA.id,
      ownerId: ownerUser?.id ?? null,
      creatorName: ownerUser?.name ?? 'Matrix',
      ...IDEA_FIELDS,
      state: 'SUBMITTED',
    }),
  );
  return {
    path: '/idea',
    multipart: {
      fields: {
        ...IDEA_FIELDS,
        id: String(idea.id),
        version: String(idea.version),
        crowdId: String(world.crowdA.id),
        name: 'Edited',
      },
      file: { field: 'attachments', content: PNG, filename: 'two.png' },
    },
  };
}

/** Crowd A is public: anyone signed in on its site may submit (the private user of B has no session there). */
const onPublicA = (status: number) => signedIn(allowed(status), { privateB: refused(401, 'unauthorized') });

export const IDEA_ROWS: MatrixRow[] = [
  {
    route: 'POST /idea',
    title: 'an idea for crowd A',
    site: 'crowdA',
    call: (world) => createCall(world, world.crowdA),
    expect: onPublicA(201),
  },
  {
    route: 'POST /idea',
    title: 'an idea for private crowd B',
    site: 'crowdB',
    call: (world) => createCall(world, world.crowdB),
    expect: signedIn(allowed(201), {
      followerA: refused(403, 'forbidden'),
      managerA: refused(403, 'forbidden'),
      adminA: refused(403, 'forbidden'),
    }),
  },
  {
    route: 'POST /idea',
    title: 'an idea for crowd A, from crowd B',
    site: 'crowdB',
    call: (world) => createCall(world, world.crowdA),
    // X-Private-Crowd names B, the form names A: the header never yields to nor overrides it (decision 029).
    expect: signedIn(refused(400, 'crowd_header_mismatch'), { privateB: refused(403, 'user_bound_to_other_crowd') }),
  },
  {
    route: 'PUT /idea',
    title: "the caller's own idea of crowd A",
    site: 'crowdA',
    call: (world, actor) => editCall(world, actor === 'anonymous' || actor === 'privateB' ? null : actor),
    expect: onPublicA(200),
  },
  {
    route: 'PUT /idea',
    title: "crowd A's follower's idea",
    site: 'crowdA',
    call: (world) => editCall(world, 'followerA'),
    expect: signedIn(refused(403, 'forbidden'), {
      followerA: allowed(200),
      privateB: refused(401, 'unauthorized'),
    }),
  },
  {
    route: 'POST /crowdView/notifyLimitReached/{domain}',
    title: 'crowd A at its ideas limit',
    site: 'crowdA',
    call: async (world) => {
      await setIdeasCount(world, world.crowdA, FULL);
      return { path: `/crowdView/notifyLimitReached/${world.crowdA.subdomain}` };
    },
    expect: onPublicA(200),
  },
  {
    route: 'POST /crowdView/notifyLimitReached/{domain}',
    title: 'crowd A with room for ideas',
    site: 'crowdA',
    call: async (world) => {
      await setIdeasCount(world, world.crowdA, 0);
      return { path: `/crowdView/notifyLimitReached/${world.crowdA.subdomain}` };
    },
    expect: signedIn(invalid(409, 'the crowd can take more ideas: nothing to tell'), {
      privateB: refused(401, 'unauthorized'),
    }),
  },
  {
    route: 'POST /crowdView/notifyLimitReached/{domain}',
    title: 'private crowd B, whose plan has no ideas limit',
    site: 'crowdB',
    call: async (world) => {
      await setIdeasCount(world, world.crowdB, FULL);
      return { path: `/crowdView/notifyLimitReached/${world.crowdB.subdomain}` };
    },
    expect: signedIn(invalid(409, 'an unlimited crowd is never full: nothing to tell'), {
      followerA: refused(403, 'forbidden'),
      managerA: refused(403, 'forbidden'),
      adminA: refused(403, 'forbidden'),
    }),
  },
  {
    route: 'POST /crowdView/notifyLimitReached/{domain}',
    title: 'crowd A at its ideas limit, from crowd B',
    site: 'crowdB',
    call: async (world) => {
      await setIdeasCount(world, world.crowdA, FULL);
      return { path: `/crowdView/notifyLimitReached/${world.crowdA.subdomain}` };
    },
    expect: signedIn(allowed(200), { privateB: refused(403, 'user_bound_to_other_crowd') }),
  },
];

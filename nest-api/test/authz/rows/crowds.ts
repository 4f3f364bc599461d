import { Crowd } from '../../../src/modules/crowd/crowd/entities/crowd.entity';
import { CrowdTheming } from '../../../src/modules/crowd/crowd/entities/crowd-theming.entity';
import { addMember, createCrowd } from '../../support/factories';
import { allowed, invalid, refused, signedIn, type ActorName, type MatrixRow } from '../matrix';
import { PNG, type World } from '../world';

/**
 * A crowd of its own for each call (a delete uses it up), staffed like crowd A: adminA its admin,
 * managerA its manager, followerA its follower. adminA owns it on adminA's call; on the others' a
 * spare account does, so the crowds the refused calls leave behind do not count against adminA's
 * quota of crowds without a subscription.
 */
async function crowdToDelete(world: World, actor: ActorName, tier: 0 | null): Promise<Crowd> {
  const owner = actor === 'adminA' ? world.userOf('adminA') : await world.newUser();
  const crowd = await createCrowd(world.dataSource, { ownerId: owner.id, title: '', visible: false, tier });
  const staff = [
    ['adminA', 'CROWD_ADMIN'],
    ['managerA', 'CROWD_MANAGER'],
    ['followerA', 'CROWD_FOLLOWER'],
  ] as const;
  for (const [member, role] of staff) await addMember(world.dataSource, crowd.id, world.userOf(member).id, role);
  return crowd;
}

/** Only the owner deletes a crowd; its other staff, other crowds' users and private users of B may not. */
const ownerOnly = (ownerOutcome: ReturnType<typeof allowed>) =>
  signedIn(ownerOutcome, {
    followerA: refused(403, 'forbidden'),
    managerA: refused(403, 'forbidden'),
    adminB: refused(403, 'forbidden'),
    privateB: refused(403, 'user_bound_to_other_crowd'),
  });

/**
 * The user's crowds (decision 013): anyone signed in lists theirs and creates one; only crowd A's
 * admins change its settings, logo and theming, and ask for its own domain's DNS proof (decision 029). A private user stays inside their own crowd.
 */
export const CROWD_ROWS: MatrixRow[] = [
  { route: 'GET /crowd', site: 'main', call: () => ({ path: '/crowd' }), expect: signedIn(allowed()) },
  {
    route: 'POST /crowd',
    site: 'main',
    call: () => ({ path: '/crowd', body: {} }),
    expect: signedIn(allowed(201), { privateB: refused(403, 'user_bound_to_other_crowd') }),
  },
  {
    route: 'PUT /crowd',
    site: 'main',
    call: async (world) => {
      // The current version: earlier allowed calls of this row bump it.
      const { id, version } = await world.dataSource.getRepository(Crowd).findOneByOrFail({ id: world.crowdA.id });
      return { path: '/crowd', body: { id, version, description: 'Changed by the matrix' } };
    },
    expect: signedIn(allowed(), {
      followerA: refused(403, 'forbidden'),
      managerA: refused(403, 'forbidden'),
      adminB: refused(403, 'forbidden'),
      privateB: refused(403, 'user_bound_to_other_crowd'),
    }),
  },
  {
    route: 'GET /crowd/{crowdId}/domain',
    site: 'main',
    call: (world) => ({ path: `/crowd/${world.crowdA.id}/domain` }),
    // Crowd A has no own domain: nothing is probed. Records and certificates: test/crowd-domain.
    expect: signedIn(refused(403, 'forbidden'), {
      adminA: allowed(),
      privateB: refused(403, 'user_bound_to_other_crowd'),
    }),
  },
  {
    route: 'POST /crowd/{crowdId}/domain/verify',
    site: 'main',
    call: (world) => ({ path: `/crowd/${world.crowdA.id}/domain/verify`, body: {} }),
    // The look-up itself is tested against a local DNS server (test/crowd-domain); here: who may ask.
    expect: signedIn(refused(403, 'forbidden'), {
      adminA: invalid(422, 'crowd A has no own domain to verify'),
      privateB: refused(403, 'user_bound_to_other_crowd'),
    }),
  },
  {
    route: 'POST /crowd/uploadCoverImage',
    site: 'main',
    call: async (world) => {
      const { id, version } = await world.dataSource.getRepository(Crowd).findOneByOrFail({ id: world.crowdA.id });
      return {
        path: '/crowd/uploadCoverImage',
        multipart: {
          fields: { id: String(id), version: String(version) },
          file: { field: 'coverImage', content: PNG, filename: 'logo.png' },
        },
      };
    },
    expect: signedIn(allowed(), {
      followerA: refused(403, 'forbidden'),
      managerA: refused(403, 'forbidden'),
      adminB: refused(403, 'forbidden'),
      privateB: refused(403, 'user_bound_to_other_crowd'),
    }),
  },
  {
    route: 'PUT /crowd/theming',
    site: 'main',
    call: async (world) => {
      // The current version: earlier allowed calls of this row bump it.
      const theming = await world.dataSource.getRepository(CrowdTheming).findOneByOrFail({ crowdId: world.crowdA.id });
      return {
        path: '/crowd/theming',
        body: {
          id: theming.id,
          crowdId: theming.crowdId,
          version: theming.version,
          customIntroContent: '<p>Matrix</p>',
        },
      };
    },
    expect: signedIn(allowed(), {
      followerA: refused(403, 'forbidden'),
      managerA: refused(403, 'forbidden'),
      adminB: refused(403, 'forbidden'),
      privateB: refused(403, 'user_bound_to_other_crowd'),
    }),
  },
  {
    route: 'DELETE /crowd/{crowdId}',
    title: 'a crowd that never had a subscription',
    site: 'main',
    call: async (world, actor) => ({ path: `/crowd/${(await crowdToDelete(world, actor, null)).id}` }),
    expect: ownerOnly(allowed()),
  },
  {
    route: 'DELETE /crowd/{crowdId}',
    title: 'a crowd that had a trial',
    site: 'main',
    call: async (world, actor) => ({ path: `/crowd/${(await crowdToDelete(world, actor, 0)).id}` }),
    expect: ownerOnly(invalid(422, 'a crowd that had a subscription stays (crowd_delete_had_subscription)')),
  },
];

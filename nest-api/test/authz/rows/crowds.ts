import { Crowd } from '../../../src/modules/crowd/entities/crowd.entity';
import { CrowdTheming } from '../../../src/modules/crowd/entities/crowd-theming.entity';
import { allowed, invalid, refused, signedIn, type MatrixRow } from '../matrix';
import { PNG } from '../world';

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
];

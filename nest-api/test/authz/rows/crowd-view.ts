import type { TCrowdRole } from '@crowd/contracts';
import { allowed, everyone, type ActorName, type MatrixRow } from '../matrix';

/** The role each actor holds in crowd A as its site sees them (a private user of B has no session there). */
const ROLE_IN_A: Record<ActorName, TCrowdRole | null> = {
  anonymous: null,
  followerA: 'CROWD_FOLLOWER',
  managerA: 'CROWD_MANAGER',
  adminA: 'CROWD_ADMIN',
  adminB: null,
  privateB: null,
};

/** Members of private crowd B see its content; everyone else its branding only. */
const MEMBERS_OF_B: readonly ActorName[] = ['adminB', 'privateB'];

const roleInA: MatrixRow['check'] = (response, actor) => {
  expect((response.body as { role: unknown }).role).toBe(ROLE_IN_A[actor]);
};

const privateContent: MatrixRow['check'] = (response, actor) => {
  const description = (response.body as { description: unknown }).description;
  expect(description).toBe(MEMBERS_OF_B.includes(actor) ? 'Members only' : '');
};

/** The public crowd site's view of a crowd; answered to everyone, private content to members only. */
export const CROWD_VIEW_ROWS: MatrixRow[] = [
  {
    route: 'GET /crowdView/domain/{domain}',
    title: 'crowd A',
    site: 'crowdA',
    call: (world) => ({ path: `/crowdView/domain/${world.crowdA.subdomain}` }),
    expect: everyone(allowed()),
    check: roleInA,
  },
  {
    route: 'GET /crowdView/{crowdId}',
    title: 'crowd A',
    site: 'crowdA',
    call: (world) => ({ path: `/crowdView/${world.crowdA.id}` }),
    expect: everyone(allowed()),
    check: roleInA,
  },
  {
    route: 'GET /crowdView/domain/{domain}',
    title: 'private crowd B',
    site: 'crowdB',
    call: (world) => ({ path: `/crowdView/domain/${world.crowdB.subdomain}` }),
    expect: everyone(allowed()),
    check: privateContent,
  },
  {
    route: 'GET /crowdView/{crowdId}',
    title: 'private crowd B, from the main site',
    site: 'main',
    call: (world) => ({ path: `/crowdView/${world.crowdB.id}` }),
    expect: everyone(allowed()),
    check: privateContent,
  },
];

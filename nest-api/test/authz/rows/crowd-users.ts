import { randomBytes } from 'node:crypto';
import { CrowdMember } from '../../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { allowed, refused, signedIn, type ActorName, type MatrixRow, type Outcome } from '../matrix';
import type { World } from '../world';

/**
 * A disabled manager of crowd A of its own for each call: disabled so that the plan's manager
 * limit never depends on the order the rows run in.
 */
async function managerOfA(world: World): Promise<CrowdMember> {
  const user = await world.newUser();
  const members = world.dataSource.getRepository(CrowdMember);
  return members.save(
    members.create({ crowdId: world.crowdA.id, userId: user.id, role: 'CROWD_MANAGER', disabled: true }),
  );
}

/** A disabled admin of crowd A of its own for each call (disabled: the plan's admin limit stays out of it). */
async function adminOfA(world: World): Promise<CrowdMember> {
  const user = await world.newUser();
  const members = world.dataSource.getRepository(CrowdMember);
  return members.save(
    members.create({ crowdId: world.crowdA.id, userId: user.id, role: 'CROWD_ADMIN', disabled: true }),
  );
}

/** Crowd A's admins and managers manage its users (spec 6); followers and other crowds' users may not. */
const staffOfA = (status: number, except: Partial<Record<ActorName, Outcome>> = {}) =>
  signedIn(allowed(status), {
    followerA: refused(403, 'forbidden'),
    adminB: refused(403, 'forbidden'),
    privateB: refused(403, 'user_bound_to_other_crowd'),
    ...except,
  });

export const CROWD_USERS_ROWS: MatrixRow[] = [
  {
    route: 'GET /crowdUsers/{crowdId}',
    site: 'main',
    call: (world) => ({ path: `/crowdUsers/${world.crowdA.id}` }),
    expect: staffOfA(200),
  },
  {
    route: 'POST /crowdUsers',
    title: 'an e-mail without an account: invited, nobody added',
    site: 'main',
    call: (world) => ({
      path: '/crowdUsers',
      body: {
        crowdId: world.crowdA.id,
        userType: 'manager',
        emails: [`invitee-${randomBytes(4).toString('hex')}@matrix.example.com`],
      },
    }),
    expect: staffOfA(201),
  },
  {
    route: 'PUT /crowdUsers',
    site: 'main',
    call: async (world) => {
      const member = await managerOfA(world);
      return {
        path: '/crowdUsers',
        body: { crowdId: world.crowdA.id, crowdUsers: [{ id: member.id, userType: 'manager', disabled: true }] },
      };
    },
    expect: staffOfA(200),
  },
  {
    route: 'DELETE /crowdUsers',
    site: 'main',
    call: async (world) => ({
      path: '/crowdUsers',
      body: { crowdId: world.crowdA.id, crowdUserId: (await managerOfA(world)).id },
    }),
    expect: staffOfA(200),
  },
  {
    route: 'PUT /crowdUsers',
    title: "an admin's role: only admins change it (decision 015)",
    site: 'main',
    call: async (world) => {
      const member = await adminOfA(world);
      return {
        path: '/crowdUsers',
        body: { crowdId: world.crowdA.id, crowdUsers: [{ id: member.id, userType: 'manager', disabled: true }] },
      };
    },
    expect: staffOfA(200, { managerA: refused(403, 'crowd_users_admin_role_admins_only') }),
  },
  {
    route: 'DELETE /crowdUsers',
    title: "an admin's role: only admins remove it (decision 015)",
    site: 'main',
    call: async (world) => ({
      path: '/crowdUsers',
      body: { crowdId: world.crowdA.id, crowdUserId: (await adminOfA(world)).id },
    }),
    expect: staffOfA(200, { managerA: refused(403, 'crowd_users_admin_role_admins_only') }),
  },
];

import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { PRIVATE_CROWD_HEADER } from '@crowd/contracts';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { signIn } from './auth-app';
import { addMember, createCrowd, createUser } from './factories';

/** Someone an admin-only write of a crowd must refuse, and how. */
export interface RefusedActor {
  name: string;
  /** Null: signed out. */
  cookie: string | null;
  /** Headers the actor's browser sends on its own site (a private user's crowd). */
  headers: Record<string, string>;
  status: number;
  error: string;
}

/**
 * Everyone but the crowd's enabled admins, signed in as a browser would be: signed out, a follower,
 * a manager, a disabled admin, another crowd's admin, and a private user bound to another crowd.
 */
export async function refusedCrowdActors(
  app: NestExpressApplication,
  ds: DataSource,
  crowdId: number,
): Promise<RefusedActor[]> {
  const member = async (role: CrowdMember['role'], disabled = false) => {
    const user = await createUser(ds);
    const membership = await addMember(ds, crowdId, user.id, role);
    if (disabled) await ds.getRepository(CrowdMember).update({ id: membership.id }, { disabled: true });
    return signIn(app, user.email);
  };
  const otherCrowd = await createCrowd(ds);
  const otherAdmin = await createUser(ds);
  await addMember(ds, otherCrowd.id, otherAdmin.id, 'CROWD_ADMIN');
  const home = await createCrowd(ds, { tier: 3, privateUsers: true });
  const bound = await createUser(ds, { boundCrowdId: home.id });
  await addMember(ds, home.id, bound.id, 'CROWD_ADMIN');

  const forbidden = { headers: {}, status: 403, error: 'forbidden' };
  return [
    { name: 'signed out', cookie: null, headers: {}, status: 401, error: 'unauthorized' },
    { name: 'follower', cookie: await member('CROWD_FOLLOWER'), ...forbidden },
    { name: 'manager', cookie: await member('CROWD_MANAGER'), ...forbidden },
    { name: 'disabled admin', cookie: await member('CROWD_ADMIN', true), ...forbidden },
    { name: "another crowd's admin", cookie: await signIn(app, otherAdmin.email), ...forbidden },
    {
      name: "a private user of another crowd, on that crowd's site",
      cookie: await signIn(app, bound.email, { crowdId: home.id }),
      headers: { [PRIVATE_CROWD_HEADER]: String(home.id) },
      status: 403,
      error: 'user_bound_to_other_crowd',
    },
  ];
}

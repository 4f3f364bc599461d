import request from 'supertest';
import type { TCrowdRole } from '@crowd/contracts';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { MAIN_HOST, signIn, type AuthTestApp } from './auth-app';
import { addMember, createCrowd, createUser } from './factories';

export type StaffActor = 'follower' | 'manager' | 'admin' | 'adminOfB' | 'boundToB';
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** The session cookie of a new user who has `role` in `crowd`. */
export async function signedInMember(testApp: AuthTestApp, crowd: Crowd, role: TCrowdRole): Promise<string> {
  const user = await createUser(testApp.dataSource);
  await addMember(testApp.dataSource, crowd.id, user.id, role);
  return signIn(testApp.app, user.email);
}

/**
 * The people a crowd-admin API suite asks: a follower, a manager and an admin of crowd A, an admin
 * of crowd B (a private-users crowd) and a private user bound to B, each signed in.
 */
export async function staffWorld(
  testApp: AuthTestApp,
): Promise<{ crowdA: Crowd; crowdB: Crowd; cookies: Record<StaffActor, string> }> {
  const crowdA = await createCrowd(testApp.dataSource);
  const crowdB = await createCrowd(testApp.dataSource, { tier: 3, privateUsers: true });
  const bound = await createUser(testApp.dataSource, { boundCrowdId: crowdB.id });
  await addMember(testApp.dataSource, crowdB.id, bound.id, 'CROWD_ADMIN');
  return {
    crowdA,
    crowdB,
    cookies: {
      follower: await signedInMember(testApp, crowdA, 'CROWD_FOLLOWER'),
      manager: await signedInMember(testApp, crowdA, 'CROWD_MANAGER'),
      admin: await signedInMember(testApp, crowdA, 'CROWD_ADMIN'),
      adminOfB: await signedInMember(testApp, crowdB, 'CROWD_ADMIN'),
      boundToB: await signIn(testApp.app, bound.email, { crowdId: crowdB.id }),
    },
  };
}

/** A request to the API as the web forwards one from the main site, with the cookie when given. */
export const mainSiteCall = (testApp: AuthTestApp) => (method: HttpMethod, path: string, cookie?: string) => {
  const pending = request(testApp.app.getHttpServer())[method](`/api${path}`).set('X-Forwarded-Host', MAIN_HOST);
  return cookie ? pending.set('Cookie', cookie) : pending;
};

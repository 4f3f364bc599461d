import { setCookieOf } from '../../support/auth-app';
import { DEFAULT_TEST_PASSWORD } from '../../support/factories';
import { registration, ssoState, STRONG_PASSWORD } from '../../auth/auth-support';
import { allowed, everyone, invalid, refused, signedIn, type ActorName, type MatrixRow } from '../matrix';
import type { World } from '../world';

/** The actor's own account, or a new one for anonymous. */
const accountOf = async (world: World, actor: ActorName) =>
  actor === 'anonymous' ? world.newUser() : world.userOf(actor);

/** Sign-up, sign-in, reset, social sign-in and single sign-on: public except issuing SSO codes. */
export const AUTH_ROWS: MatrixRow[] = [
  {
    route: 'POST /register',
    site: 'main',
    call: () => ({ path: '/register', body: registration() }),
    expect: everyone(allowed(201)),
  },
  {
    route: 'GET /register/activateAccount/{token}',
    site: 'main',
    call: async (world) => {
      const user = await world.newUser({ verifiedAt: null });
      return { path: `/register/activateAccount/${await world.issueToken('ACTIVATION', user)}` };
    },
    expect: everyone(allowed()),
    check: (response, actor) => {
      // Someone else's activation link never switches a signed-in browser into that account.
      expect(setCookieOf(response, 'crowd_sid') !== undefined).toBe(actor === 'anonymous');
    },
  },
  {
    route: 'POST /register/resendActivation',
    site: 'main',
    call: async (world) => ({
      path: '/register/resendActivation',
      body: { email: (await world.newUser({ verifiedAt: null })).email },
    }),
    expect: everyone(allowed()),
  },
  {
    route: 'POST /login',
    site: 'login',
    session: 'fresh',
    call: async (world, actor) => {
      const user = await accountOf(world, actor);
      return {
        path: '/login',
        body: { email: user.email, password: DEFAULT_TEST_PASSWORD, crowdId: user.boundCrowdId ?? undefined },
      };
    },
    expect: everyone(allowed()),
  },
  {
    route: 'POST /login',
    title: "on crowd A's site, without a crowdId",
    site: 'crowdA',
    session: 'fresh',
    call: async (world, actor) => {
      const user = await accountOf(world, actor);
      return { path: '/login', body: { email: user.email, password: DEFAULT_TEST_PASSWORD } };
    },
    // The host decides where the session acts: a private user of B gets none on A's site.
    expect: everyone(allowed(), { privateB: refused(403, 'user_bound_to_other_crowd') }),
  },
  {
    route: 'POST /login/sendPasswordResetEmail',
    site: 'main',
    call: async (world) => ({ path: '/login/sendPasswordResetEmail', body: { email: (await world.newUser()).email } }),
    expect: everyone(allowed()),
  },
  {
    route: 'GET /login/resetPassword/{token}',
    site: 'main',
    call: async (world) => ({
      path: `/login/resetPassword/${await world.issueToken('PASSWORD_RESET', await world.newUser())}`,
    }),
    expect: everyone(allowed()),
  },
  {
    route: 'POST /login/resetPassword/{token}',
    site: 'main',
    call: async (world) => ({
      path: `/login/resetPassword/${await world.issueToken('PASSWORD_RESET', await world.newUser())}`,
      body: { password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
    }),
    expect: everyone(allowed()),
  },
  {
    route: 'GET /login/providers',
    site: 'main',
    call: () => ({ path: '/login/providers' }),
    expect: everyone(allowed()),
  },
  {
    route: 'GET /login/social/{provider}',
    site: 'login',
    call: (world) => ({
      path: `/login/social/google?redirectUrl=${encodeURIComponent(`http://${world.hosts.main}/crowds`)}`,
    }),
    expect: everyone(allowed(302)),
  },
  {
    route: 'GET /login/social/{provider}/callback',
    site: 'login',
    call: () => ({ path: '/login/social/google/callback?code=unknown&state=unknown' }),
    expect: everyone(invalid(302, 'no state cookie: redirects to the sign-in page with an error')),
  },
  {
    route: 'POST /login/socialEmail',
    site: 'login',
    call: () => ({ path: '/login/socialEmail', body: { token: 'unknown', email: 'someone@example.com' } }),
    expect: everyone(invalid(400, 'no social sign-in waits for that token')),
  },
  {
    route: 'POST /login/sso/code',
    title: "for crowd A's site",
    site: 'login',
    call: (world) => ({
      path: '/login/sso/code',
      body: { redirectUrl: `http://${world.hosts.crowdA}/`, state: ssoState() },
    }),
    expect: signedIn(allowed(), { privateB: refused(403, 'user_bound_to_other_crowd') }),
  },
  {
    route: 'POST /login/sso/exchange',
    site: 'main',
    session: 'fresh',
    call: async (world, actor) => {
      const master = await world.freshSession(actor, 'login');
      const owner = master ?? (await world.freshSession('followerA', 'login'));
      const state = ssoState();
      const issued = await world.send(
        'POST',
        'login',
        { path: '/login/sso/code', body: { redirectUrl: `http://${world.hosts.main}/`, state } },
        owner,
      );
      return { path: '/login/sso/exchange', body: { code: (issued.body as { code: string }).code, state } };
    },
    expect: everyone(allowed()),
  },
  {
    route: 'GET /user/logout',
    site: 'main',
    session: 'fresh',
    call: () => ({ path: '/user/logout' }),
    expect: everyone(allowed()),
  },
];

import { ssoForgetLoader } from '~/features/auth/sso.server';

/** A resource route: drops this host's "no session" mark and goes back to the login host's walk. */
export const loader = ssoForgetLoader;

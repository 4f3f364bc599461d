import { ssoBeginLoader } from '~/features/auth/sso.server';

/** A resource route: it always redirects (on to the code's source, this browser's state kept). */
export const loader = ssoBeginLoader;

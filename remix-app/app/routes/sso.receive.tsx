import { ssoReceiveLoader } from '~/features/auth/sso.server';

/** A resource route: it always redirects (signed in to the remembered URL, or back to the login form). */
export const loader = ssoReceiveLoader;

// Sign-in pages and steps: never a place to come back to after signing in, and never bounced by
// silent single sign-on (they would send a signed-in visitor straight on, or sign them out).
const AUTH_PATHS = [
  '/login',
  '/register',
  '/forgotPassword',
  '/resetPassword',
  '/accountActivation',
  '/resendActivation',
  '/sso',
  '/logout',
];

export const isAuthPath = (pathname: string): boolean =>
  AUTH_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

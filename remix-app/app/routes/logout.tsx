import { logoutAction, logoutLoader } from '~/features/auth/logout.server';

/** POST /logout (the user menu's form); a GET just goes home. */
export const action = logoutAction;
export const loader = logoutLoader;

/** Where the landing pages send a visitor to subscribe to a plan: the /subscription page takes the tier. */
export const subscribeHref = (tier: number): string => `/subscription?tier=${tier}`;

/** The tier a placeholder crowd of the public list invites to (spec 2.10). */
export const PLACEHOLDER_CROWD_TIER = 2;

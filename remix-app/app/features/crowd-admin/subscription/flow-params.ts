/**
 * The subscription tab's address parameters (the flow's steps live in the address, so they work
 * without JavaScript); a module of its own so that links elsewhere in the admin area need no form code.
 */
export const FLOW_PARAMS = { change: 'change', renew: 'renew', tier: 'tier', cancel: 'cancel' } as const;

/** The tab's address suffix that opens the renew step of a cancelled (or unpaid) subscription. */
export const RENEW_QUERY = `?${FLOW_PARAMS.renew}=1`;

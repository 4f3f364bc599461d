import { LIMITS } from '@crowd/contracts/limits';

/** The stars of the rating scale, lowest first. */
export const STARS = Array.from({ length: LIMITS.ratingMax - LIMITS.ratingMin + 1 }, (_, i) => LIMITS.ratingMin + i);

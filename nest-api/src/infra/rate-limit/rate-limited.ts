import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainError } from '../../common/errors';

/** 429 too_many_requests; the guard turns `retryAfterSeconds` into the Retry-After header. */
export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('too_many_requests', 'too_many_requests');
  }
}

const limitedFor = (msBeforeNext: number): RateLimitedError =>
  new RateLimitedError(Math.max(1, Math.ceil(msBeforeNext / 1000)));

/** Counts one request (or `points`); throws RateLimitedError once the limiter's points are used up. */
export async function consumeOrLimit(limiter: RateLimiterAbstract, key: string, points = 1): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw limitedFor(rejection.msBeforeNext);
    throw rejection;
  }
}

/** Throws RateLimitedError when the key has used up the limiter's points, without counting. */
export async function ensureBelowLimit(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const state = await limiter.get(key);
  if (state && state.consumedPoints >= limiter.points) throw limitedFor(state.msBeforeNext);
}

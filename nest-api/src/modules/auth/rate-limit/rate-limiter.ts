import type Redis from 'ioredis';

export interface RateLimitWindow {
  /** Hits counted in the current window (after this hit, for `hit`). */
  count: number;
  /** Milliseconds until the window ends (0 when no window is open). */
  resetInMs: number;
}

/** Fixed-window counters keyed by bucket (client address, account…). */
export interface RateLimiter {
  /** Counts one hit and returns the window's state. */
  hit(key: string, windowMs: number): Promise<RateLimitWindow>;
  /** The window's state without counting. */
  peek(key: string): Promise<RateLimitWindow>;
}

export const RATE_LIMITER = Symbol('RATE_LIMITER');

/** The embedded default: counters in this process (each api instance counts on its own). */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, windowMs: number): Promise<RateLimitWindow> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
  }

  peek(key: string): Promise<RateLimitWindow> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return Promise.resolve({ count: 0, resetInMs: 0 });
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
  }

  /** Drops ended windows now and then, so the map does not grow with every address ever seen. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** INCR, and PEXPIRE on the window's first hit, in one round trip (atomic as a script). */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** Production: one fixed window per key in the shared Redis, so every api instance counts together. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<RateLimitWindow> {
    const result = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count: Number(result[0]), resetInMs: Math.max(0, Number(result[1])) };
  }

  async peek(key: string): Promise<RateLimitWindow> {
    const [count, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    if (count === null || ttl <= 0) return { count: 0, resetInMs: 0 };
    return { count: Number(count), resetInMs: ttl };
  }
}

import type Redis from 'ioredis';

/** Where the serialized landing lists are kept for their TTL: Redis when configured, else this process. */
export abstract class PublicListStore {
  /** The kept value, or null when absent or expired (a store that cannot answer counts as absent). */
  abstract get(key: string): Promise<string | null>;
  abstract set(key: string, value: string, ttlMs: number): Promise<void>;
}

/** Shared by every API instance, so a refresh made by one serves them all. */
export class RedisPublicListStore extends PublicListStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key).catch(() => null);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', ttlMs).catch(() => undefined);
  }
}

/** The embedded default's store: a few entries in this process's memory. */
export class MemoryPublicListStore extends PublicListStore {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  get(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    return Promise.resolve(entry && entry.expiresAt > this.now() ? entry.value : null);
  }

  set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    return Promise.resolve();
  }
}

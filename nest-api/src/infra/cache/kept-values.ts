import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Where kept values live for their TTL: Redis when configured, else this process. */
export abstract class KeptValueStore {
  /** The kept value, or null when absent or expired (a store that cannot answer counts as absent). */
  abstract get(key: string): Promise<string | null>;
  abstract set(key: string, value: string, ttlMs: number): Promise<void>;
}

/** Shared by every API instance, so a refresh made by one serves them all. */
export class RedisKeptValueStore extends KeptValueStore {
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
export class MemoryKeptValueStore extends KeptValueStore {
  private readonly entries: LRUCache<string, string>;

  constructor(now?: () => number) {
    super();
    this.entries = new LRUCache({ max: 100, ttlResolution: 0, ...(now ? { perf: { now } } : {}) });
  }

  get(key: string): Promise<string | null> {
    return Promise.resolve(this.entries.get(key) ?? null);
  }

  set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, value, { ttl: ttlMs });
    return Promise.resolve();
  }
}

/**
 * Values that are the same for every caller and costly to make (the landing page's lists), kept
 * serialized for a TTL in the store. Concurrent misses in one process share one read.
 */
@Injectable()
export class KeptValues {
  private readonly reading = new Map<string, Promise<string>>();

  constructor(private readonly store: KeptValueStore) {}

  /** The value kept under `key`, else `read`'s, kept for `ttlMs` (0: read every time). */
  async get(key: string, ttlMs: number, read: () => Promise<string>): Promise<string> {
    const kept = ttlMs > 0 ? await this.store.get(key) : null;
    if (kept !== null) return kept;
    const running = this.reading.get(key);
    if (running) return running;
    const reading = read()
      .then(async (value) => {
        if (ttlMs > 0) await this.store.set(key, value, ttlMs);
        return value;
      })
      .finally(() => this.reading.delete(key));
    this.reading.set(key, reading);
    return reading;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Request, RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { CLS_REQ, ClsService } from 'nestjs-cls';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads every API call of a page repeats (issue 27): who the session is, the crowd the call names,
 * the caller's membership in it. A page's calls come within milliseconds of each other, so each
 * answer is kept in this process for `PROCESS_READ_CACHE_MS` under a key that names everything it
 * depends on (the session, the crowd, the user), concurrent readers of a key share one read, and
 * every write through this process empties it when it starts and when it ends, as it does the
 * shared reads (decision 025). A change made elsewhere (another API instance, the worker) shows
 * within the TTL. What is kept is never handed out for another key: per-user answers are keyed
 * per user. Only a reading HTTP request uses it: a write, a job or a socket reads afresh, so what
 * a write loads (and may change before saving) is never handed to anyone else.
 */
@Injectable()
export class ProcessMemo {
  private readonly entries = new LRUCache<string, { value: Promise<unknown> }>({ max: 5000, ttlResolution: 0 });
  /** Whole API answers (`SharedReaderAnswerMiddleware`): tens of kilobytes each, so fewer of them. */
  private readonly answers = new LRUCache<string, { value: Promise<unknown> }>({ max: 200, ttlResolution: 0 });

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cls: ClsService,
  ) {}

  /** Whether answers are kept now (in a reading request, the TTL not 0). */
  keeps(): boolean {
    return this.config.env.PROCESS_READ_CACHE_MS > 0 && this.inReadingRequest();
  }

  /** The answer kept under `key`, else `read`'s (kept unless it fails). */
  get<T>(key: string, read: () => Promise<T>): Promise<T> {
    return this.keep(this.entries, key, read);
  }

  /** `get` for a whole API answer, kept apart from the reads. */
  getAnswer<T>(key: string, read: () => Promise<T>): Promise<T> {
    return this.keep(this.answers, key, read);
  }

  private keep<T>(
    kept: LRUCache<string, { value: Promise<unknown> }>,
    key: string,
    read: () => Promise<T>,
  ): Promise<T> {
    if (!this.keeps()) return read();
    const known = kept.get(key);
    if (known) return known.value as Promise<T>;
    const entry = { value: read() };
    kept.set(key, entry, { ttl: this.config.env.PROCESS_READ_CACHE_MS });
    entry.value.catch(() => {
      if (kept.peek(key) === entry) kept.delete(key);
    });
    return entry.value;
  }

  private inReadingRequest(): boolean {
    const req = this.cls.isActive() ? this.cls.get<Request | undefined>(CLS_REQ) : undefined;
    return req !== undefined && SAFE_METHODS.has(req.method);
  }

  /** Forgets everything: a change made by this process that is not an HTTP write (a logout, a job). */
  clear(): void {
    this.entries.clear();
    this.answers.clear();
  }

  /** Empties the memo when a write starts and when it ends (mount before the routes). */
  readonly clearOnWrites: RequestHandler = (req, res, next) => {
    if (!SAFE_METHODS.has(req.method)) {
      this.clear();
      res.once('close', () => this.clear());
    }
    next();
  };
}

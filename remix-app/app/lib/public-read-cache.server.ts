import type { AppLoadContext } from '@remix-run/node';
import { SESSION_COOKIE_NAME } from '@crowd/contracts';
import { api, type ApiResult } from './api.server';
import { getEnv } from './env.server';

/**
 * A short-lived store of promises by key: callers within `ttlMs` of the first share its answer,
 * also while it is still in flight, so a burst of visitors costs one API call. Only answers
 * `keep` accepts stay; the oldest entry goes first beyond `maxEntries`.
 */
export class MicroCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: () => number,
    private readonly keep: (value: T) => boolean,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const ttl = this.ttlMs();
    if (ttl <= 0) return load();
    const known = this.entries.get(key);
    if (known && this.now() - known.at < ttl) return known.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    value.then(
      (answer) => {
        if (!this.keep(answer)) this.forget(key, value);
      },
      () => this.forget(key, value),
    );
    return value;
  }

  private forget(key: string, value: Promise<T>): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }
}

/** A shared read outlives the request that started it: a visitor who leaves must not fail the others. */
const SHARED_READ_TIMEOUT_MS = 10_000;

/**
 * A success that set no cookie is the same for every signed-out visitor; a private crowd's view (its
 * teaser) is still not kept, so nothing of a private crowd is ever held here.
 */
const reads = new MicroCache<ApiResult<unknown>>(
  () => getEnv().PUBLIC_READ_CACHE_MS,
  (result) =>
    result.ok &&
    result.headers.getSetCookie().length === 0 &&
    (result.data as { privateCrowd?: unknown } | null)?.privateCrowd !== true,
);

/** Whether this request reads a public crowd's site for a signed-out visitor: what any other such visitor would read. */
export const readsForNobody = (
  args: { request: Request; context: AppLoadContext },
  crowd: { privateCrowd: boolean } | null,
): boolean => !crowd?.privateCrowd && !api(args).sendsCookie(SESSION_COOKIE_NAME);

/**
 * A read of a public crowd's site made for a signed-out visitor, shared with the other signed-out
 * visitors of the next moment (`PUBLIC_READ_CACHE_MS`). A signed-in visitor's read (their role,
 * their likes) and anything of a private crowd always go to the API.
 */
export function publicRead<T>(
  args: { request: Request; context: AppLoadContext },
  crowd: { privateCrowd: boolean } | null,
  key: string,
  load: (signal: AbortSignal | undefined) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  if (!readsForNobody(args, crowd)) return load(undefined);
  return reads.get(key, () => load(AbortSignal.timeout(SHARED_READ_TIMEOUT_MS))) as Promise<ApiResult<T>>;
}

import type { AppLoadContext } from '@remix-run/node';
import { LRUCache } from 'lru-cache';
import { SESSION_COOKIE_NAME } from '@crowd/contracts';
import type { TCrowdView } from '@crowd/contracts/schemas';
import { api, type ApiResult } from './api.server';
import { getEnv } from './env.server';

/**
 * Reads shared by key for `ttlMs`: callers within it get the first caller's answer, also while it is
 * still in flight, so a burst of visitors costs one API call. Only answers `keep` accepts stay
 * (a failure is read again by the next caller); lru-cache bounds the entries and ages them out.
 */
export function sharedReads<T>(
  ttlMs: () => number,
  keep: (value: T) => boolean,
  { maxEntries = 500, now }: { maxEntries?: number; now?: () => number } = {},
): (key: string, load: () => Promise<T>) => Promise<T> {
  const entries = new LRUCache<string, Promise<T>>({
    max: maxEntries,
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });
  const forget = (key: string, value: Promise<T>): void => {
    if (entries.peek(key) === value) entries.delete(key);
  };
  return (key, load) => {
    const ttl = ttlMs();
    if (ttl <= 0) return load();
    const known = entries.get(key);
    if (known) return known;
    const value = load();
    entries.set(key, value, { ttl });
    value.then(
      (answer) => {
        if (!keep(answer)) forget(key, value);
      },
      () => forget(key, value),
    );
    return value;
  };
}

/** A shared read outlives the request that started it: a visitor who leaves must not fail the others. */
const SHARED_READ_TIMEOUT_MS = 10_000;

/**
 * A success that set no cookie is the same for every signed-out visitor; a private crowd's view (its
 * teaser) is still not kept, so nothing of a private crowd is ever held here.
 */
const reads = sharedReads<ApiResult<unknown>>(
  () => getEnv().PUBLIC_READ_CACHE_MS,
  (result) =>
    result.ok &&
    result.headers.getSetCookie().length === 0 &&
    (result.data as { privateCrowd?: unknown } | null)?.privateCrowd !== true,
);

/** Whether this request reads a public crowd's site for a signed-out visitor: what any other such visitor would read. */
const readsForNobody = (
  args: { request: Request; context: AppLoadContext },
  crowd: { privateCrowd: boolean } | null,
): boolean => !crowd?.privateCrowd && !api(args).sendsCookie(SESSION_COOKIE_NAME);

/**
 * The reader class a signed-in reader's pages of this site are shared under (issue 27, decision
 * 038): on a public crowd's site whose page they may see, their role in the crowd (`none`
 * outside it); on the main site `none` (its pages differ from reader to reader by the top bar
 * only). Null where pages are never shared with readers: a private crowd, a blocking screen, the
 * login host. `crowd` is the crowd of a page it may show (access ok), null otherwise.
 */
export function readerClassOf(
  site: Pick<AppLoadContext['site'], 'kind'>,
  crowd: Pick<TCrowdView, 'privateCrowd' | 'role'> | null,
): string | null {
  if (site.kind === 'main') return READER_OUTSIDE_CROWD;
  if (site.kind !== 'crowd' || crowd === null || crowd.privateCrowd) return null;
  return crowd.role ?? READER_OUTSIDE_CROWD;
}

/** The class of a reader who holds no role in the host's crowd, or of the main site's readers. */
const READER_OUTSIDE_CROWD = 'none';

/**
 * Whether the web renders this page once for every reader of its class (`readerClassOf`): the
 * page cache asked for that class, and it is still the class this session reads the site as.
 * The root then leaves out the reader's user and bell, and a page loader the reader's own state:
 * their browser fetches those.
 */
export const rendersForReaders = (context: Pick<AppLoadContext, 'readers'>, readerClass: string | null): boolean =>
  readerClass !== null && context.readers.renderClass === readerClass;

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
  return reads(key, () => load(AbortSignal.timeout(SHARED_READ_TIMEOUT_MS))) as Promise<ApiResult<T>>;
}

import type { TTopBarResponse } from '@crowd/contracts/schemas';
import { useRouteLoaderData, type UIMatch } from '@remix-run/react';
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { toUiUser, type UiUser } from '~/lib/ui-user';
import type { ShellNotifications } from './shell-notifications';

/** The reader's own parts of a page shared with a crowd's readers. */
export interface ReaderParts {
  user: UiUser | null;
  notifications: ShellNotifications | null;
  /**
   * The whole answer of the call, for a page that asked its own (`ReaderPartsHandle`): the idea
   * page's viewer is in it. Null after a refusal or a failure.
   */
  answer: Record<string, unknown> | null;
}

/**
 * Where the browser fetches them by default: the API's top bar call through the web's `/api`
 * proxy, so the web spends no render on it (issue 27). Its session cookie is host-only, as every
 * API call's.
 */
export const READER_PARTS_PATH = '/api/notification/topBar';

/**
 * A route's `handle` when its page has reader parts of its own: the path of one API call that
 * answers the top bar's `user` and `notifications` and the page's own parts (the idea page's
 * `GET /api/crowdView/ideaReader/...`), from the route's loader data; null: the top bar call.
 */
export interface ReaderPartsHandle {
  readerPartsPath: (data: unknown) => string | null;
}

const isReaderPartsHandle = (handle: unknown): handle is ReaderPartsHandle =>
  typeof (handle as Partial<ReaderPartsHandle> | undefined)?.readerPartsPath === 'function';

/** The path the deepest route that names one asks for, else the top bar call. */
export function readerPartsPathOf(matches: readonly Pick<UIMatch, 'handle' | 'data'>[]): string {
  for (const match of [...matches].reverse()) {
    if (!isReaderPartsHandle(match.handle)) continue;
    const path = match.handle.readerPartsPath(match.data);
    if (path) return path;
  }
  return READER_PARTS_PATH;
}

const NOBODY: ReaderParts = { user: null, notifications: null, answer: null };

async function fetchReaderParts(path: string, signal: AbortSignal): Promise<ReaderParts> {
  const response = await fetch(path, { credentials: 'same-origin', signal });
  if (!response.ok) return NOBODY;
  const answer = (await response.json()) as TTopBarResponse & Record<string, unknown>;
  return { user: toUiUser(answer.user), notifications: answer.notifications, answer };
}

/**
 * The reader's user, bell and page parts for a page the web rendered once for every reader of
 * their role (root data `readerPending`): fetched once after hydration, from `path` (a navigation
 * reloads the root's data, which then carries the user itself). Null while it
 * is under way, or when the page carries them itself; a refusal (the session ended) or a failed
 * fetch leaves the page as for a visitor rather than breaking it (the next page of their own shows
 * them again).
 */
export function useReaderParts(pending: boolean, path: string): ReaderParts | null {
  const [parts, setParts] = useState<ReaderParts | null>(null);
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    // A transition: the answer may come before a part of the page (a lazy chunk's Suspense
    // boundary) has hydrated, and an urgent update would make React drop that part's server
    // markup and render it anew (React error 421); a transition waits for its hydration.
    const show = (found: ReaderParts) => startTransition(() => setParts(found));
    fetchReaderParts(path, controller.signal).then(show, () => {
      if (!controller.signal.aborted) show(NOBODY);
    });
    return () => controller.abort();
  }, [pending, path]);
  return pending ? parts : null;
}

/** What the root knows of the reader parts: whether the page waits for them, and them once fetched. */
export interface ReaderPartsState {
  pending: boolean;
  parts: ReaderParts | null;
}

export const ReaderPartsContext = createContext<ReaderPartsState>({ pending: false, parts: null });

/** The page's reader parts: `pending` while the browser still fetches them. */
export const useReaderPartsState = (): ReaderPartsState => useContext(ReaderPartsContext);

/**
 * The signed-in user as the page knows them: from the root's data, or from the reader parts on a
 * shared page (null until they came).
 */
export function useSignedInUser(): UiUser | null {
  const root = useRouteLoaderData<{ user: UiUser | null }>('root');
  const { pending, parts } = useReaderPartsState();
  return pending ? (parts?.user ?? null) : (root?.user ?? null);
}

import type { TTopBarResponse } from '@crowd/contracts/schemas';
import { useEffect, useState } from 'react';
import { toUiUser, type UiUser } from '~/lib/ui-user';
import type { ShellNotifications } from './shell-notifications';

/** The reader's own parts of a page shared with a crowd's readers. */
export interface ReaderParts {
  user: UiUser | null;
  notifications: ShellNotifications | null;
}

/**
 * Where the browser fetches them: the API's top bar call through the web's `/api` proxy, so the
 * web spends no render on it (issue 27). Its session cookie is host-only, as every API call's.
 */
export const READER_PARTS_PATH = '/api/notification/topBar';

const NOBODY: ReaderParts = { user: null, notifications: null };

async function fetchReaderParts(signal: AbortSignal): Promise<ReaderParts> {
  const response = await fetch(READER_PARTS_PATH, { credentials: 'same-origin', signal });
  if (!response.ok) return NOBODY;
  const { user, notifications } = (await response.json()) as TTopBarResponse;
  return { user: toUiUser(user), notifications };
}

/**
 * The reader's user and bell for a page the web rendered once for every reader of their role
 * (root data `readerPending`): fetched once after hydration. Null while it is under way, or when
 * the page carries them itself; a refusal (the session ended) or a failed fetch leaves the bar as
 * for a visitor rather than breaking the page (the next page of their own shows them again).
 */
export function useReaderParts(pending: boolean): ReaderParts | null {
  const [parts, setParts] = useState<ReaderParts | null>(null);
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    fetchReaderParts(controller.signal).then(setParts, () => {
      if (!controller.signal.aborted) setParts(NOBODY);
    });
    return () => controller.abort();
  }, [pending]);
  return pending ? parts : null;
}

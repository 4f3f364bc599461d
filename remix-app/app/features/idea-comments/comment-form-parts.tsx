import { useEffect, useRef } from 'react';
import { useHydrated } from '~/components/form/use-hydrated';
import { Message } from '~/i18n/message';
import { OFFSET_FIELD, SCRIPT_FIELD } from './comment-links';
import type { CommentActionData } from './comments.server';

/** What the comments' resource route answers a form its page's script sent. */
export type ActionData = CommentActionData | { fieldErrors: Record<string, string> };

const isRefusal = (value: ActionData | undefined): value is Extract<CommentActionData, { ok: false }> =>
  !!value && 'ok' in value && !value.ok;

/**
 * Calls `handle` once for each answer the fetcher gets (not again on re-renders), so a saved edit
 * closes its form and a deleted comment leaves the list exactly once.
 */
export function useFetcherAnswer<T>(fetcher: { state: string; data: T | undefined }, handle: (data: T) => void) {
  const handled = useRef<T | undefined>(undefined);
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    latest.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}

/** The fields every comment form posts: the page's offset, and whether the page's script sent it. */
export function FormContext({ offset }: { offset: number }) {
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name={OFFSET_FIELD} value={offset} />
      {hydrated ? <input type="hidden" name={SCRIPT_FIELD} value="1" /> : null}
    </>
  );
}

/** A refusal of the API (forbidden, the crowd disabled, too many requests) next to the form that caused it. */
export function Refusal({ data }: { data: ActionData | undefined }) {
  if (!isRefusal(data)) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      <Message text={data.error} values={data.values} orElse="default_error" />
    </p>
  );
}

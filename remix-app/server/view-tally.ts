import { API_PREFIX, API_ROUTE_BY_OPERATION_ID, LIMITS, ZIdeaViewsResponse } from '@crowd/contracts';
import type { TIdeaViewsRequest } from '@crowd/contracts';

type Views = TIdeaViewsRequest['views'];

export interface ViewTally {
  /** One signed-out visit of an idea's shared page. */
  add: (ideaId: number) => void;
  /** Sends what is gathered; resolves once sent (or kept for the next try). */
  flush: () => Promise<void>;
  /** Sends what is left (shutdown): views added afterwards are sent at once. */
  close: () => Promise<void>;
}

/**
 * Signed-out visits the page cache answers with an idea's shared page (decision 025), counted per
 * idea and sent to the API together every `flushMs`: a cache hit then costs no API call, and the
 * API one write per moment instead of one per visitor. A failed send keeps its counts for the next
 * one, so an API restart loses no view; `close` sends the rest when the web stops.
 */
export function createViewTally({
  flushMs,
  send,
  onError = (error) => console.error('[web] sending idea views failed; kept for the next try', error),
}: {
  flushMs: () => number;
  /** Sends one batch; rejects when the API did not count it. */
  send: (views: Views) => Promise<void>;
  onError?: (error: unknown) => void;
}): ViewTally {
  let pending = new Map<number, number>();
  let timer: NodeJS.Timeout | null = null;
  let sending: Promise<void> = Promise.resolve();
  let closed = false;

  const count = (ideaId: number, views: number): void => {
    pending.set(ideaId, (pending.get(ideaId) ?? 0) + views);
  };
  const keep = (views: Views): void => {
    for (const view of views) count(view.ideaId, view.count);
  };

  /** The gathered views in batches the API accepts (a count above its cap goes in further batches). */
  const takeBatches = (): Views[] => {
    const views: Views = [];
    for (const [ideaId, total] of pending) {
      for (let left = total; left > 0; left -= LIMITS.viewBatchCountMax)
        views.push({ ideaId, count: Math.min(left, LIMITS.viewBatchCountMax) });
    }
    pending = new Map();
    const batches: Views[] = [];
    for (let at = 0; at < views.length; at += LIMITS.viewBatchIdeasMax)
      batches.push(views.slice(at, at + LIMITS.viewBatchIdeasMax));
    return batches;
  };

  const sendAll = async (batches: Views[]): Promise<void> => {
    for (const [index, batch] of batches.entries()) {
      try {
        await send(batch);
      } catch (error) {
        onError(error);
        for (const unsent of batches.slice(index)) keep(unsent);
        if (!closed) schedule();
        return;
      }
    }
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batches = takeBatches();
    sending = sending.then(() => sendAll(batches));
    return sending;
  };

  function schedule(): void {
    timer ??= setTimeout(() => void flush(), flushMs());
    timer.unref();
  }

  return {
    add: (ideaId) => {
      count(ideaId, 1);
      if (closed || flushMs() === 0) void flush();
      else schedule();
    },
    flush,
    close: () => {
      closed = true;
      return flush();
    },
  };
}

/** The API's POST /public/ideas/views, called as the web itself: no visitor's forwarding headers. */
export function sendToApi(apiUrl: string): (views: Views) => Promise<void> {
  const route = API_ROUTE_BY_OPERATION_ID.countIdeaViews;
  const url = `${apiUrl.replace(/\/+$/, '')}${API_PREFIX}${route.path}`;
  return async (views) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ views }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`POST ${route.path} answered ${response.status}`);
    ZIdeaViewsResponse.parse(await response.json());
  };
}

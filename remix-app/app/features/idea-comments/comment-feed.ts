import type { TComment } from '@crowd/contracts/schemas';
import { useFetcher } from '@remix-run/react';
import { useCallback, useState } from 'react';
import type { CommentsChunkResult, CommentsPage } from './comments.server';
import { commentLinksOf } from './comment-links';

const newestFirst = (a: TComment, b: TComment): number => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * The comments known so far, newest first, one per id: `incoming` (fresher) replaces what is
 * known, and comments the visitor deleted stay gone.
 */
export function mergeComments(
  known: readonly TComment[],
  incoming: readonly TComment[],
  removed: ReadonlySet<number> = new Set(),
): TComment[] {
  const byId = new Map(known.map((comment) => [comment.id, comment]));
  for (const comment of incoming) byId.set(comment.id, comment);
  return [...byId.values()].filter((comment) => !removed.has(comment.id)).sort(newestFirst);
}

interface Feed {
  ideaId: number;
  offset: number;
  /** The page's comments last merged (the loader's data after each revalidation). */
  page: readonly TComment[];
  /** The next-page answer last merged. */
  chunk: CommentsChunkResult | undefined;
  items: TComment[];
  allCount: number;
  removed: ReadonlySet<number>;
}

const startFeed = (page: CommentsPage): Feed => ({
  ideaId: page.ideaId,
  offset: page.offset,
  page: page.comments,
  chunk: undefined,
  items: mergeComments([], page.comments),
  allCount: page.allCount,
  removed: new Set(),
});

/**
 * The comments the page shows: its loader's page, kept after revalidations (a post pushes the
 * twentieth comment off the first page, not off the screen), plus the pages loaded as one scrolls.
 */
export function useCommentFeed(page: CommentsPage) {
  const more = useFetcher<CommentsChunkResult>();
  const [feed, setFeed] = useState(() => startFeed(page));

  let current = feed;
  if (current.ideaId !== page.ideaId || current.offset !== page.offset) current = startFeed(page);
  if (current.page !== page.comments) {
    current = {
      ...current,
      page: page.comments,
      items: mergeComments(current.items, page.comments, current.removed),
      allCount: page.allCount,
    };
  }
  if (more.state === 'idle' && more.data && more.data !== current.chunk) {
    const chunk = more.data;
    current = chunk.ok
      ? {
          ...current,
          chunk,
          items: mergeComments(current.items, chunk.comments, current.removed),
          allCount: chunk.allCount,
        }
      : { ...current, chunk };
  }
  if (current !== feed) setFeed(current);

  const nextOffset = current.offset + current.items.length;
  const loading = more.state !== 'idle';
  const { load } = more;
  const { resource } = commentLinksOf(page);
  const loadMore = useCallback(() => {
    if (!loading) load(`${resource}?offset=${nextOffset}`);
  }, [load, loading, nextOffset, resource]);

  const remove = useCallback((id: number) => {
    setFeed((state) => {
      const removed = new Set(state.removed).add(id);
      return { ...state, removed, items: state.items.filter((comment) => comment.id !== id) };
    });
  }, []);

  const replace = useCallback((comment: TComment) => {
    setFeed((state) => ({ ...state, items: mergeComments(state.items, [comment], state.removed) }));
  }, []);

  return {
    comments: current.items,
    allCount: current.allCount,
    nextOffset,
    hasMore: nextOffset < current.allCount,
    loading,
    loadFailed: current.chunk?.ok === false,
    loadMore,
    remove,
    replace,
  };
}

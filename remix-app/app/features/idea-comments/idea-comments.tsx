import { UI } from '@crowd/contracts/limits';
import { isCrowdStaff } from '@crowd/contracts/enum-values';
import type { TComment } from '@crowd/contracts/schemas';
import { Link, useFetcher } from '@remix-run/react';
import { LogIn, MessageSquare } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { authorName } from '~/lib/author-name';
import { useHydrated } from '~/components/form/use-hydrated';
import { Avatar, AvatarFallback, AvatarImage, initials } from '~/components/ui/avatar';
import { Badge } from '~/components/ui/badge';
import { buttonVariants } from '~/components/ui/button';
import { lazyComponents } from '~/lib/lazy-components';
import { fileUrl } from '~/lib/ui-user';
import { cn } from '~/lib/utils';
import { useCommentFeed } from './comment-feed';
import { Refusal, useFetcherAnswer, type ActionData } from './comment-form-parts';
import { commentLinksOf, commentsPagePath, CREATE_FORM_ID, EDIT_FORM_ID, SCRIPT_FIELD } from './comment-links';
import type { CommentsPage } from './comments.server';
import { dateTimeFormat } from '~/lib/intl-formats';
import { ReaderSlot } from '~/features/shell/reader-slot';
import { commentSlot } from './comment-links';

/** The forms that write comments (zod, remix-validated-form): loaded only for a signed-in reader. */
const commentEditors = lazyComponents(() => import('./comment-editors'), {
  serverMarkup: `#${CREATE_FORM_ID}, [id^="${EDIT_FORM_ID}"]`,
});
const CreateCommentForm = commentEditors.component((module) => module.CreateCommentForm);
const EditCommentForm = commentEditors.component((module) => module.EditCommentForm);
const commentActions = lazyComponents(() => import('./comment-actions'), { serverMarkup: '[data-comment-actions]' });
const OwnCommentActions = commentActions.component((module) => module.OwnCommentActions);

/** The time a comment was written, in the reader's language (and time zone once the script runs). */
export function useCommentDate(iso: string): string {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  // The server does not know the reader's time zone: UTC until the browser takes over.
  return dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(hydrated ? {} : { timeZone: 'UTC' }),
  }).format(new Date(iso));
}

/**
 * An idea's comments (spec 1, sections 5 and 9): 20 a page, newest first, more as one scrolls (or
 * by a link without JavaScript); a signed-in visitor posts, edits and deletes their own comments.
 * Comments are plain text: React renders them as text, markup and all.
 */
export function IdeaComments({
  page,
  readerPending = false,
}: {
  page: CommentsPage;
  /** A signed-in reader whose id their browser is still fetching (a page shared with their role): they may write already. */
  readerPending?: boolean;
}) {
  const { t } = useTranslation('crowdSite');
  const feed = useCommentFeed(page);
  const heading = useRef<HTMLHeadingElement>(null);
  const { offset, viewerId } = page;
  const links = commentLinksOf(page);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="comments-title" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {t('comments.title')}
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('comments.count', { count: feed.allCount })}
        </p>
      </div>

      {viewerId !== null || readerPending ? (
        <Suspense fallback={null}>
          <CreateCommentForm resource={links.resource} offset={offset} />
        </Suspense>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 px-4 py-3">
          <p className="text-sm text-muted-foreground">{t('comments.signInHint')}</p>
          <Link to={page.signInHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <LogIn aria-hidden />
            {t('comments.signInToComment')}
          </Link>
        </div>
      )}

      {offset > 0 ? (
        <Link
          to={commentsPagePath(links)}
          className={cn(buttonVariants({ variant: 'link' }), 'justify-self-start px-0')}
        >
          {t('comments.newer')}
        </Link>
      ) : null}

      {page.unavailable ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-4 text-sm">
          {t('comments.unavailable')}
        </p>
      ) : feed.comments.length === 0 ? (
        <p className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-6 text-sm text-muted-foreground">
          <MessageSquare aria-hidden className="size-5 shrink-0 text-primary" />
          {t('common:empty.comments')}
        </p>
      ) : (
        <ol aria-label={t('comments.listLabel')} className="grid gap-4">
          {feed.comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              page={page}
              own={viewerId !== null && comment.ownerId === viewerId}
              moderator={page.moderator === true}
              readerPending={readerPending}
              onUpdated={feed.replace}
              onDeleted={(id) => {
                feed.remove(id);
                heading.current?.focus();
              }}
            />
          ))}
        </ol>
      )}

      {feed.hasMore && !page.unavailable ? (
        <MoreComments
          href={commentsPagePath(links, offset + page.comments.length)}
          loading={feed.loading}
          failed={feed.loadFailed}
          nextOffset={feed.nextOffset}
          onLoad={feed.loadMore}
        />
      ) : null}
    </div>
  );
}

/**
 * The "more comments" link: without JavaScript it opens the next page; with it, it loads the next
 * comments into this list, by itself once it is scrolled to within 100 px of the screen.
 */
function MoreComments({
  href,
  loading,
  failed,
  nextOffset,
  onLoad,
}: {
  href: string;
  loading: boolean;
  failed: boolean;
  nextOffset: number;
  onLoad: () => void;
}) {
  const { t } = useTranslation('crowdSite');
  const sentinel = useRef<HTMLAnchorElement>(null);
  useLoadWhenVisible(sentinel, failed ? null : nextOffset, onLoad);

  return (
    <div className="grid justify-items-center gap-2">
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('comments.loadMoreFailed')}
        </p>
      ) : null}
      <a
        ref={sentinel}
        href={href}
        aria-disabled={loading || undefined}
        onClick={(event) => {
          event.preventDefault();
          onLoad();
        }}
        className={buttonVariants({ variant: 'outline' })}
      >
        {loading ? t('comments.loadingMore') : failed ? t('comments.retry') : t('comments.more')}
      </a>
    </div>
  );
}

/** Calls `onVisible` when `target` comes near the screen; watched anew for each `position` (null: not at all). */
function useLoadWhenVisible(target: RefObject<Element>, position: number | null, onVisible: () => void) {
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const node = target.current;
    if (!node || position === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `${UI.infiniteScrollThresholdPx}px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [target, position]);
}

function CommentItem({
  comment,
  page,
  own,
  moderator,
  readerPending,
  onUpdated,
  onDeleted,
}: {
  comment: TComment;
  page: CommentsPage;
  own: boolean;
  /** The admin area's staff delete any comment (their own they also edit). */
  moderator: boolean;
  /** Whose comment it is is not known yet: a browser without script gets the actions of their own in a slot (decision 042). */
  readerPending: boolean;
  onUpdated: (comment: TComment) => void;
  onDeleted: (id: number) => void;
}) {
  const { t } = useTranslation('crowdSite');
  const date = useCommentDate(comment.createdAt);
  const [editing, setEditing] = useState(own && page.editCommentId === comment.id);
  const remover = useFetcher<ActionData>({ key: `comment-delete-${comment.id}` });
  useFetcherAnswer(remover, (data) => {
    if ('ok' in data && data.ok) onDeleted(comment.id);
  });
  // Gone from the list as soon as the delete is sent; back with the reason if it is refused.
  if (remover.state !== 'idle' || (remover.data && 'ok' in remover.data && remover.data.ok)) return null;

  const staff = isCrowdStaff(comment.authorCrowdRole) ? comment.authorCrowdRole : null;
  const highlighted = comment.ideaAuthor || staff !== null;

  return (
    <li
      id={`comment-${comment.id}`}
      className={cn('flex gap-3 rounded-lg border p-4', highlighted && 'border-primary/40 bg-brand-50/60')}
    >
      <Avatar className="size-10">
        {comment.authorAvatarId ? <AvatarImage src={fileUrl(comment.authorAvatarId)} alt="" /> : null}
        <AvatarFallback aria-hidden>{initials(comment.authorName) || '?'}</AvatarFallback>
      </Avatar>
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold">{authorName(comment.authorName, t)}</span>
          {comment.ideaAuthor ? <Badge>{t('comments.ideaAuthor')}</Badge> : null}
          {staff ? <Badge variant="warning">{t(`common:roles.${staff}`)}</Badge> : null}
          <span className="text-muted-foreground">
            <time dateTime={comment.createdAt}>{date}</time>
            {comment.updatedAt ? <> · {t('comments.edited')}</> : null}
          </span>
        </div>
        {editing ? (
          <Suspense fallback={null}>
            <EditCommentForm
              comment={comment}
              page={page}
              onDone={(updated) => {
                if (updated) onUpdated(updated);
                setEditing(false);
              }}
            />
          </Suspense>
        ) : (
          <p className="whitespace-pre-line break-words text-sm leading-relaxed">{comment.content}</p>
        )}
        <Refusal data={remover.data} />
        {(own || moderator) && !editing ? (
          <Suspense fallback={null}>
            <OwnCommentActions
              comment={comment}
              page={page}
              date={date}
              mayEdit={own}
              onEdit={() => setEditing(true)}
              onDelete={() =>
                remover.submit(
                  { intent: 'delete', commentId: comment.id, [SCRIPT_FIELD]: '1' },
                  { method: 'post', action: commentLinksOf(page).resource },
                )
              }
            />
          </Suspense>
        ) : null}
        {readerPending ? <ReaderSlot name={commentSlot(comment.id)} /> : null}
      </div>
    </li>
  );
}

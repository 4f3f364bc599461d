import type { AppLoadContext } from '@remix-run/node';
import type { TComment, TIdeaViewerResponse } from '@crowd/contracts/schemas';
import { Button } from '~/components/ui/button';
import { OwnCommentActions } from '~/features/idea-comments/comment-actions';
import { commentSlot } from '~/features/idea-comments/comment-links';
import type { CommentsPage } from '~/features/idea-comments/comments.server';
import { useCommentDate } from '~/features/idea-comments/idea-comments';
import { readerPartsRenderer, type ReaderParts } from '~/features/shell/reader-slots.server';
import { requestLocale } from '~/i18n/i18next.server';
import { api } from '~/lib/api.server';
import type { IdeaOnSite, IdeaPageData } from './idea-page.server';
import { IDEA_SLOTS } from './idea-slots';
import { answersBeforeLiking, LikeContent, LikeFields } from './like-control';
import { RATING_FORM_CLASS, RatingFields } from './rating-form';

const nothing = (): void => undefined;

/** A comment's edit and delete links, as the page shows them before its script runs. */
function CommentActions({ comment, page }: { comment: TComment; page: CommentsPage }) {
  const date = useCommentDate(comment.createdAt);
  return <OwnCommentActions comment={comment} page={page} date={date} mayEdit onEdit={nothing} onDelete={nothing} />;
}

/**
 * One reader's controls on an idea page shared with their role, as a browser without script uses
 * them, by slot: the like form (or the link to the like questionnaire they must answer first), the
 * rating form with their own rating, and the actions under their own comments.
 */
function ideaReaderParts(
  page: Pick<IdeaPageData, 'idea' | 'likeQuestionnaire' | 'comments'>,
  { viewer, userId }: TIdeaViewerResponse,
): ReaderParts {
  const { idea } = page;
  const asked = page.likeQuestionnaire !== null && answersBeforeLiking(viewer);
  const parts: ReaderParts = new Map([
    [
      IDEA_SLOTS.like,
      {
        state: asked ? 'asked' : String(viewer.liked),
        part: asked ? (
          <Button asChild>
            <a href={`/idea/${idea.id}/like`}>
              <LikeContent liked={false} count={idea.likeCount} />
            </a>
          </Button>
        ) : (
          <form method="post" action={`/idea/${idea.id}`}>
            <LikeFields liked={viewer.liked}>
              <LikeContent liked={viewer.liked} count={idea.likeCount} />
            </LikeFields>
          </form>
        ),
      },
    ],
    [
      IDEA_SLOTS.rating,
      {
        state: String(viewer.rating),
        part: (
          <form method="post" action={`/idea/${idea.id}`} className={RATING_FORM_CLASS}>
            <RatingFields own={viewer.rating} disabled={false} submitting={false} />
          </form>
        ),
      },
    ],
  ]);
  // The actions under a comment are the same for whoever wrote it.
  const comments = { ...page.comments, viewerId: userId };
  for (const comment of page.comments.comments)
    if (comment.ownerId === userId)
      parts.set(commentSlot(comment.id), { state: 'own', part: <CommentActions comment={comment} page={comments} /> });
  return parts;
}

/**
 * What the idea page rendered for every reader of a role gets in its slots for a visit by a
 * browser without script (decision 042), for one rendering of the page: the reader's controls,
 * from their state of the idea (the reader call their browser would make with the script, less the
 * top bar such a page shows without notifications), as markup by slot. Null when the call does not
 * answer them (their session ended): the page cache renders them a page of their own.
 */
export function ideaPartsForReaders(
  { crowd, domain }: Pick<IdeaOnSite, 'crowd' | 'domain'>,
  page: Pick<IdeaPageData, 'idea' | 'likeQuestionnaire' | 'comments'>,
): (visit: { request: Request; context: AppLoadContext }) => Promise<Map<string, string> | null> {
  const render = readerPartsRenderer();
  return async (visit) => {
    const [result, locale] = await Promise.all([
      api(visit)
        .forCrowd(crowd)
        .request('getCrowdViewIdeaViewer', { params: { domain, ideaId: page.idea.id } }),
      requestLocale(visit),
    ]);
    return result.ok ? render(ideaReaderParts(page, result.data), locale) : null;
  };
}

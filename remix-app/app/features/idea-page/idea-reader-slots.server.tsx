import type { AppLoadContext } from '@remix-run/node';
import type { TComment, TIdeaReaderResponse } from '@crowd/contracts/schemas';
import type { ReactElement } from 'react';
import { Button } from '~/components/ui/button';
import { OwnCommentActions } from '~/features/idea-comments/comment-actions';
import { commentSlot } from '~/features/idea-comments/comment-links';
import type { CommentsPage } from '~/features/idea-comments/comments.server';
import { useCommentDate } from '~/features/idea-comments/idea-comments';
import { fillReaderSlots } from '~/features/shell/reader-slots.server';
import { getI18n, requestLocale } from '~/i18n/i18next.server';
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
export function ideaReaderParts(
  page: Pick<IdeaPageData, 'idea' | 'likeQuestionnaire' | 'comments'>,
  { viewer, user }: TIdeaReaderResponse,
): Map<string, ReactElement> {
  const { idea } = page;
  const parts = new Map<string, ReactElement>([
    [
      IDEA_SLOTS.like,
      page.likeQuestionnaire && answersBeforeLiking(viewer) ? (
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
    ],
    [
      IDEA_SLOTS.rating,
      <form method="post" action={`/idea/${idea.id}`} className={RATING_FORM_CLASS}>
        <RatingFields own={viewer.rating} disabled={false} submitting={false} />
      </form>,
    ],
  ]);
  const comments = { ...page.comments, viewerId: user.id };
  for (const comment of page.comments.comments)
    if (comment.ownerId === user.id)
      parts.set(commentSlot(comment.id), <CommentActions comment={comment} page={comments} />);
  return parts;
}

/**
 * The idea page rendered for every reader of a role, filled in for one visit by a browser without
 * script (decision 042): their controls from the idea's reader call, the same call their browser
 * would make with the script. Null when the call does not answer them (their session ended): the
 * page cache renders them a page of their own.
 */
export async function ideaPageForReader(
  visit: { request: Request; context: AppLoadContext },
  html: string,
  { crowd, domain }: Pick<IdeaOnSite, 'crowd' | 'domain'>,
  page: Pick<IdeaPageData, 'idea' | 'likeQuestionnaire' | 'comments'>,
): Promise<string | null> {
  const [result, locale] = await Promise.all([
    api(visit)
      .forCrowd(crowd)
      .request('getCrowdViewIdeaReader', { params: { domain, ideaId: page.idea.id } }),
    requestLocale(visit),
  ]);
  if (!result.ok) return null;
  return fillReaderSlots(html, ideaReaderParts(page, result.data), getI18n(locale));
}

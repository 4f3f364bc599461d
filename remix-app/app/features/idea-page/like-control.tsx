import type { TIdeaViewer } from '@crowd/contracts/schemas';
import { Link, useFetcher } from '@remix-run/react';
import { Heart } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { lazyComponents } from '~/lib/lazy-components';
import { cn } from '~/lib/utils';
import type { IdeaPageData } from './idea-page.server';

/** The like questionnaire's dialog and form (zod, remix-validated-form): loaded only for a signed-in reader who is asked it. */
const questionnaireForm = lazyComponents(() => import('./like-questionnaire-form'));
const QuestionnaireDialog = questionnaireForm.component((module) => module.QuestionnaireDialog);

/**
 * Like and unlike (spec 4): a form post that works without JavaScript, sent by a fetcher with it
 * (the button shows the new state at once). Signed out it is a link to sign in and back; when the
 * like questionnaire must be answered first it is a link to the questionnaire's page, which with
 * JavaScript opens the questions in a dialog instead.
 */
export function LikeControl({
  page,
  viewer,
  pending = false,
}: {
  page: Pick<IdeaPageData, 'idea' | 'likeQuestionnaire' | 'loginUrl'>;
  viewer: TIdeaViewer | null;
  /** The reader's state is still being fetched (a page shared with their role): the button waits. */
  pending?: boolean;
}) {
  const { idea, likeQuestionnaire, loginUrl } = page;
  const fetcher = useFetcher({ key: `idea-like-${idea.id}` });
  const [asking, setAsking] = useState(false);

  const sending = fetcher.formData?.get('intent');
  const liked = sending === 'like' ? true : sending === 'unlike' ? false : Boolean(viewer?.liked);
  const likeCount = idea.likeCount + (liked === Boolean(viewer?.liked) ? 0 : liked ? 1 : -1);
  const content = <LikeContent liked={liked} count={likeCount} />;

  if (pending)
    return (
      <Button disabled aria-busy="true">
        {content}
      </Button>
    );

  if (!viewer)
    return (
      <Button asChild variant="outline">
        <Link to={loginUrl}>{content}</Link>
      </Button>
    );

  if (likeQuestionnaire && answersBeforeLiking(viewer))
    return (
      <>
        <Button asChild>
          <Link
            to={`/idea/${idea.id}/like`}
            onClick={(event) => {
              event.preventDefault();
              setAsking(true);
            }}
          >
            {content}
          </Link>
        </Button>
        <Suspense fallback={null}>
          <QuestionnaireDialog
            ideaId={idea.id}
            questionnaire={likeQuestionnaire}
            open={asking}
            onOpenChange={setAsking}
          />
        </Suspense>
      </>
    );

  return (
    <fetcher.Form method="post" action={`/idea/${idea.id}`} preventScrollReset>
      <LikeFields liked={liked}>{content}</LikeFields>
    </fetcher.Form>
  );
}

/** A reader who has neither liked the idea nor answered the crowd's like questionnaire is asked it first, if there is one (spec 4). */
export const answersBeforeLiking = (viewer: TIdeaViewer): boolean => !viewer.liked && !viewer.likeQuestionnaireAnswered;

/** The like button's face: the heart, like or unlike, and the count. */
export function LikeContent({ liked, count }: { liked: boolean; count: number }) {
  const { t } = useTranslation('crowdSite');
  return (
    <>
      <Heart className={cn(liked && 'fill-current')} aria-hidden />
      {liked ? t('idea.like.unlike') : t('idea.like.like')}
      <span className="rounded-full bg-background/20 px-2 tabular-nums" aria-hidden>
        {count}
      </span>
    </>
  );
}

/** The like form's fields: what it asks for and its button. */
export function LikeFields({ liked, children }: { liked: boolean; children: ReactNode }) {
  return (
    <>
      <input type="hidden" name="intent" value={liked ? 'unlike' : 'like'} />
      <Button type="submit" variant={liked ? 'secondary' : 'default'}>
        {children}
      </Button>
    </>
  );
}

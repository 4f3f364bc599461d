import { Link, useFetcher } from '@remix-run/react';
import { Heart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { cn } from '~/lib/utils';
import { questionnaireValidator } from './idea-forms';
import type { IdeaPageData, LikeQuestionnaire } from './idea-page.server';
import { QuestionnaireFields } from './questionnaire-fields';

const LIKE_FORM_ID = 'idea-like-questionnaire';

/**
 * Like and unlike (spec 4): a form post that works without JavaScript, sent by a fetcher with it
 * (the button shows the new state at once). Signed out it is a link to sign in and back; when the
 * like questionnaire must be answered first it is a link to the questionnaire's page, which with
 * JavaScript opens the questions in a dialog instead.
 */
export function LikeControl({
  page,
}: {
  page: Pick<IdeaPageData, 'idea' | 'viewer' | 'likeQuestionnaire' | 'loginUrl'>;
}) {
  const { t } = useTranslation('crowdSite');
  const { idea, viewer, likeQuestionnaire, loginUrl } = page;
  const fetcher = useFetcher({ key: `idea-like-${idea.id}` });
  const [asking, setAsking] = useState(false);

  const pending = fetcher.formData?.get('intent');
  const liked = pending === 'like' ? true : pending === 'unlike' ? false : Boolean(viewer?.liked);
  const likeCount = idea.likeCount + (liked === Boolean(viewer?.liked) ? 0 : liked ? 1 : -1);
  const content = (
    <>
      <Heart className={cn(liked && 'fill-current')} aria-hidden />
      {liked ? t('idea.like.unlike') : t('idea.like.like')}
      <span className="rounded-full bg-background/20 px-2 tabular-nums" aria-hidden>
        {likeCount}
      </span>
    </>
  );

  if (!viewer)
    return (
      <Button asChild variant="outline">
        <Link to={loginUrl}>{content}</Link>
      </Button>
    );

  if (!viewer.liked && likeQuestionnaire)
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
        <QuestionnaireDialog
          ideaId={idea.id}
          questionnaire={likeQuestionnaire}
          open={asking}
          onOpenChange={setAsking}
        />
      </>
    );

  return (
    <fetcher.Form method="post" action={`/idea/${idea.id}`} preventScrollReset>
      <input type="hidden" name="intent" value={liked ? 'unlike' : 'like'} />
      <Button type="submit" variant={liked ? 'secondary' : 'default'}>
        {content}
      </Button>
    </fetcher.Form>
  );
}

/**
 * The like questionnaire in a dialog: the answers are checked here, then sent with the like. Once
 * the like is in, the page's data says so and the like button replaces this dialog.
 */
function QuestionnaireDialog({
  ideaId,
  questionnaire,
  open,
  onOpenChange,
}: {
  ideaId: number;
  questionnaire: LikeQuestionnaire;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('crowdSite');
  const fetcher = useFetcher<unknown>({ key: `idea-like-questionnaire-${ideaId}` });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('idea.questionnaire.title')}</DialogTitle>
          <DialogDescription>{t('idea.questionnaire.description')}</DialogDescription>
        </DialogHeader>
        <LikeQuestionnaireForm questionnaire={questionnaire} action={`/idea/${ideaId}`} fetcher={fetcher}>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('idea.questionnaire.cancel')}
            </Button>
          </DialogClose>
        </LikeQuestionnaireForm>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The like questionnaire's form, in the dialog or on its own page (which posts to itself, so its
 * refused answers come back to it as typed); `children` go before the Like button.
 */
export function LikeQuestionnaireForm({
  questionnaire,
  action,
  fetcher,
  children,
}: {
  questionnaire: LikeQuestionnaire;
  action: string;
  fetcher?: ReturnType<typeof useFetcher<unknown>>;
  children: ReactNode;
}) {
  const { t } = useTranslation('crowdSite');
  const submitting = useIsSubmitting(LIKE_FORM_ID);
  const [validator] = useState(() => questionnaireValidator(questionnaire.questions));
  return (
    <ValidatedForm
      id={LIKE_FORM_ID}
      validator={validator}
      fetcher={fetcher}
      method="post"
      action={action}
      preventScrollReset
      className="grid gap-6"
    >
      <input type="hidden" name="intent" value="like" />
      <input type="hidden" name="questionnaireId" value={questionnaire.id} />
      <QuestionnaireFields questions={questionnaire.questions} />
      <DialogFooter>
        {children}
        <Button type="submit" disabled={submitting}>
          <Heart aria-hidden />
          {t('idea.questionnaire.submit')}
        </Button>
      </DialogFooter>
    </ValidatedForm>
  );
}

import { useFetcher } from '@remix-run/react';
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
import { questionnaireValidator } from './idea-forms';
import type { LikeQuestionnaire } from './idea-page.server';
import { QuestionnaireFields } from './questionnaire-fields';

const LIKE_FORM_ID = 'idea-like-questionnaire';

/**
 * The like questionnaire in a dialog: the answers are checked here, then sent with the like. Once
 * the like is in, the page's data says so and the like button replaces this dialog.
 */
export function QuestionnaireDialog({
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

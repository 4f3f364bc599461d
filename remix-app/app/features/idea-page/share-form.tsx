import { useFetcher } from '@remix-run/react';
import { Share2 } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { TextareaField } from '~/components/form/validated-field';
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
import { shareValidator } from './idea-forms';
import { useFetcherSuccess } from './use-fetcher-success';

const SHARE_FORM_ID = 'idea-share';

/** The share dialog of a signed-in reader (a chunk of its own with the form's validator). */
export function ShareDialog({
  ideaId,
  open,
  onOpenChange,
}: {
  ideaId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('crowdSite');
  const fetcher = useFetcher<unknown>({ key: `idea-share-${ideaId}` });
  useFetcherSuccess(
    fetcher,
    useCallback(() => onOpenChange(false), [onOpenChange]),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('idea.share.title')}</DialogTitle>
          <DialogDescription>{t('idea.share.description')}</DialogDescription>
        </DialogHeader>
        <ShareForm action={`/idea/${ideaId}`} fetcher={fetcher}>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('idea.share.close')}
            </Button>
          </DialogClose>
        </ShareForm>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The share form: up to 10 e-mail addresses in a three-row text area, checked by the contracts'
 * rule in the browser and again in the action. `children` go before the Share button (the
 * dialog's Close button, the share page's way back); the share page posts to itself, so its
 * refused addresses come back to it.
 */
export function ShareForm({
  action,
  fetcher,
  children,
}: {
  action: string;
  fetcher?: ReturnType<typeof useFetcher<unknown>>;
  children: ReactNode;
}) {
  const { t } = useTranslation('crowdSite');
  const submitting = useIsSubmitting(SHARE_FORM_ID);
  return (
    <ValidatedForm
      id={SHARE_FORM_ID}
      validator={shareValidator}
      fetcher={fetcher}
      method="post"
      action={action}
      preventScrollReset
      className="grid gap-6"
    >
      <input type="hidden" name="intent" value="share" />
      <TextareaField
        name="emails"
        label={t('idea.share.emails')}
        hint={t('idea.share.emailsHint')}
        rows={3}
        autoComplete="off"
        spellCheck={false}
      />
      <DialogFooter>
        {children}
        <Button type="submit" disabled={submitting}>
          <Share2 aria-hidden />
          {t('idea.share.submit')}
        </Button>
      </DialogFooter>
    </ValidatedForm>
  );
}

import type { TEraseUserOwnsCrowdsError } from '@crowd/contracts/schemas';
import { Link, useActionData } from '@remix-run/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { PasswordField } from '~/components/form/validated-field';
import { useHydrated } from '~/components/form/use-hydrated';
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
import { AccountCard, AccountCardContent, AccountCardFooter } from './account-card';
import { ACCOUNT_FORMS, deleteAccountValidator } from './account-forms';
import type { ProfileUser } from './profile.server';

type OwnedCrowds = TEraseUserOwnsCrowdsError['crowds'];

const FORM_ID = 'account-delete';

/**
 * The danger section of /account (decision 034). With JavaScript the submit opens a dialog and
 * only its button sends `confirmed`; without, the form's own checkbox is that confirmation.
 */
export function DeleteAccountCard({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const submitting = useIsSubmitting(FORM_ID);
  const actionData = useActionData<{ ownedCrowds?: OwnedCrowds }>();
  const ownedCrowds = actionData && 'ownedCrowds' in actionData ? actionData.ownedCrowds : undefined;
  const form = useRef<HTMLFormElement>(null);
  const confirmed = useRef(false);
  const [asking, setAsking] = useState(false);
  const submitLabel = user.hasPassword ? t('deleteAccount.submit') : t('deleteAccount.sendLink');

  return (
    <div className="rounded-xl border border-destructive/50" id="delete-account">
      <AccountCard title={t('deleteAccount.title')} description={t('deleteAccount.description')}>
        <ValidatedForm
          id={FORM_ID}
          formRef={form}
          validator={deleteAccountValidator}
          subaction={ACCOUNT_FORMS.deleteAccount}
          method="post"
          preventScrollReset
          onSubmit={(_data, event) => {
            if (confirmed.current) {
              confirmed.current = false;
              return;
            }
            event.preventDefault();
            setAsking(true);
          }}
        >
          <AccountCardContent className="grid gap-5 sm:max-w-xl">
            <p className="text-sm text-muted-foreground">{t('deleteAccount.keeps')}</p>
            {ownedCrowds ? <OwnedCrowdsNotice crowds={ownedCrowds} /> : null}
            {user.hasPassword ? (
              <PasswordField name="password" label={t('deleteAccount.password')} autoComplete="current-password" />
            ) : (
              <p className="text-sm">{t('deleteAccount.socialHint')}</p>
            )}
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" name="removeContent" className="mt-0.5 size-4 accent-destructive" />
              <span>
                <span className="font-medium">{t('deleteAccount.removeContent')}</span>
                <span className="block text-muted-foreground">{t('deleteAccount.removeContentHint')}</span>
              </span>
            </label>
            {hydrated ? (
              <input type="hidden" name="confirmed" value="yes" />
            ) : (
              <label className="flex items-start gap-3 text-sm">
                <input type="checkbox" name="confirmed" value="yes" required className="mt-0.5 size-4" />
                <span>{t('deleteAccount.confirmCheckbox')}</span>
              </label>
            )}
          </AccountCardContent>
          <AccountCardFooter>
            <Button type="submit" variant="destructive" disabled={submitting}>
              {submitting ? t('deleteAccount.deleting') : submitLabel}
            </Button>
          </AccountCardFooter>
        </ValidatedForm>
      </AccountCard>
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent role="alertdialog" hideClose>
          <DialogHeader>
            <DialogTitle>{t('deleteAccount.confirmTitle')}</DialogTitle>
            <DialogDescription>{t('deleteAccount.confirmText')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('common:actions.cancel')}</Button>
            </DialogClose>
            <Button
              type="button"
              variant="destructive"
              onClick={() => {
                confirmed.current = true;
                setAsking(false);
                form.current?.requestSubmit();
              }}
            >
              {t('deleteAccount.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** 409 account_erase_owns_crowds: the crowds to hand over or close first, each linked. */
function OwnedCrowdsNotice({ crowds }: { crowds: OwnedCrowds }) {
  const { t } = useTranslation('account');
  return (
    <div role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-4 text-sm">
      <p className="font-medium">{t('deleteAccount.ownsCrowds')}</p>
      <ul className="mt-2 list-disc pl-5">
        {crowds.map((crowd) => (
          <li key={crowd.id}>
            <Link to={`/crowds/${crowd.id}`} className="underline">
              {crowd.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/crowds" className="mt-2 inline-block font-medium underline">
        {t('deleteAccount.crowdsLink')}
      </Link>
    </div>
  );
}

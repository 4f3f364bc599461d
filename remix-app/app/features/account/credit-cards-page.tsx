import { Form, Link, useLoaderData } from '@remix-run/react';
import { CreditCard, Plus, Star, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { brandMark, brandName, cardExpiry } from '~/features/payments/card-brand';
import { PaymentFields, ScriptMarker, usePaymentSubmit } from '~/features/payments/card-fields';
import { cn } from '~/lib/utils';
import { AccountCard, AccountCardContent, EmptyState } from './account-card';
import { addCardValidator, CARD_INTENTS, deleteCreditCardValidator } from './account-forms';
import type { loadCreditCards } from './credit-cards.server';

type Loaded = ReturnType<typeof useLoaderData<typeof loadCreditCards>>;
type UiCard = Loaded['cards'][number];

/** /account/creditCards (crowd admins only): saved cards, primary first, each removable; add a card, make one the default. */
export function CreditCardsPage() {
  const { t } = useTranslation('account');
  const { cards, confirmDeleteId, setup } = useLoaderData<typeof loadCreditCards>();
  const confirming = cards.find((card) => card.id === confirmDeleteId);

  return (
    <AccountCard
      title={t('creditCards.title')}
      description={t('creditCards.description')}
      actions={
        setup ? null : (
          <Link to="?add=1" preventScrollReset className={buttonVariants({ size: 'sm' })}>
            <Plus aria-hidden />
            {t('creditCards.add')}
          </Link>
        )
      }
    >
      <AccountCardContent className="grid gap-6">
        {setup ? <AddCard setup={setup} /> : null}
        {cards.length === 0 ? (
          <EmptyState
            icon={<CreditCard aria-hidden />}
            title={t('common:empty.creditCards')}
            hint={t('creditCards.emptyHint')}
          />
        ) : (
          <ul className="divide-y rounded-lg border">
            {cards.map((card) => (
              <li key={card.id} className="flex flex-wrap items-center gap-4 px-4 py-4">
                <CardRow card={card} />
                {confirming?.id === card.id ? <InlineConfirm card={card} /> : null}
              </li>
            ))}
          </ul>
        )}
      </AccountCardContent>
    </AccountCard>
  );
}

function CardRow({ card }: { card: UiCard }) {
  const { t } = useTranslation('account');
  const brand = brandName(card.brand);
  const { month, year } = cardExpiry(card);
  return (
    <>
      <span
        aria-hidden
        className="flex h-10 w-14 shrink-0 items-center justify-center rounded-md bg-gradient-to-br from-brand-600 to-brand-900 text-[10px] font-bold uppercase tracking-wide text-white shadow-sm"
      >
        {brandMark(card.brand) || <CreditCard className="size-4" />}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {t('creditCards.cardLabel', { brand, last4: card.last4 })}
          {card.primary ? <Badge>{t('creditCards.primary')}</Badge> : null}
        </p>
        <p className={cn('text-sm', card.expired ? 'font-medium text-destructive' : 'text-muted-foreground')}>
          {t(card.expired ? 'creditCards.expired' : 'creditCards.expires', { month, year })}
        </p>
      </div>
      <div className="flex gap-2">
        {card.primary ? null : <MakeDefault card={card} />}
        <DeleteCard card={card} />
      </div>
    </>
  );
}

/** Makes a card the primary one; the list then shows it first. */
function MakeDefault({ card }: { card: UiCard }) {
  const { t } = useTranslation('account');
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={CARD_INTENTS.makeDefault} />
      <input type="hidden" name="id" value={card.id} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        aria-label={t('creditCards.makeDefaultLabel', { brand: brandName(card.brand), last4: card.last4 })}
      >
        <Star aria-hidden />
        <span className="hidden sm:inline">{t('creditCards.makeDefault')}</span>
      </Button>
    </Form>
  );
}

/** The add-card form (`?add=1`): the shared card form with the make-default checkbox. */
function AddCard({ setup }: { setup: NonNullable<Loaded['setup']> }) {
  const { t } = useTranslation('account');
  const validator = useMemo(() => addCardValidator(setup.kind), [setup.kind]);
  const payment = usePaymentSubmit(setup.kind);
  const formId = 'add-card';
  const submitting = useIsSubmitting(formId);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the "Add card" link, which is gone now: focus goes to the form's heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="add-card-title" className="rounded-lg border p-4 sm:p-5">
      <h3 id="add-card-title" ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {t('creditCards.addTitle')}
      </h3>
      <p className="mb-4 mt-1 text-sm text-muted-foreground">{t('creditCards.addDescription')}</p>
      <ValidatedForm
        id={formId}
        validator={validator}
        method="post"
        onSubmit={payment.onSubmit}
        preventScrollReset
        className="grid gap-4"
      >
        <input type="hidden" name="intent" value={CARD_INTENTS.add} />
        <ScriptMarker />
        <PaymentFields setup={setup} showMakeDefault stripe={payment.stripe} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="." preventScrollReset className={buttonVariants({ variant: 'outline' })}>
            {t('common:actions.cancel')}
          </Link>
          <Button type="submit" disabled={submitting || setup.kind === 'unavailable'}>
            {submitting ? t('creditCards.saving') : t('creditCards.save')}
          </Button>
        </div>
      </ValidatedForm>
    </section>
  );
}

function DeleteForm({ card, onDone }: { card: UiCard; onDone?: () => void }) {
  const { t } = useTranslation('account');
  const formId = `delete-card-${card.id}`;
  const submitting = useIsSubmitting(formId);
  return (
    <ValidatedForm id={formId} validator={deleteCreditCardValidator} method="post" onSubmit={onDone}>
      <input type="hidden" name="intent" value={CARD_INTENTS.delete} />
      <input type="hidden" name="id" value={card.id} />
      <Button type="submit" variant="destructive" disabled={submitting} className="w-full sm:w-auto">
        {t('creditCards.confirmDelete')}
      </Button>
    </ValidatedForm>
  );
}

function deleteTexts(t: (key: string, values?: Record<string, string>) => string, card: UiCard) {
  const values = { brand: brandName(card.brand), last4: card.last4 };
  return {
    label: t('creditCards.deleteLabel', values),
    text: [t('creditCards.deleteText', values), card.primary ? t('creditCards.deletePrimaryText') : '']
      .filter(Boolean)
      .join(' '),
  };
}

/** A dialog asks first; without JavaScript the button is a link to the page's own confirmation. */
function DeleteCard({ card }: { card: UiCard }) {
  const { t } = useTranslation('account');
  const texts = deleteTexts(t, card);
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" className="js-only" aria-label={texts.label}>
            <Trash2 />
            <span className="hidden sm:inline">{t('creditCards.delete')}</span>
          </Button>
        }
        title={t('creditCards.deleteTitle')}
        description={texts.text}
        renderConfirm={(close) => <DeleteForm card={card} onDone={close} />}
      />
      <noscript>
        <Link
          to={`?delete=${encodeURIComponent(card.id)}`}
          aria-label={texts.label}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {t('creditCards.delete')}
        </Link>
      </noscript>
    </>
  );
}

function InlineConfirm({ card }: { card: UiCard }) {
  const { t } = useTranslation('account');
  const texts = deleteTexts(t, card);
  return (
    <div role="alert" className="basis-full rounded-md border border-destructive/30 bg-red-50 p-4">
      <p className="font-medium">{t('creditCards.deleteTitle')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{texts.text}</p>
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="." className={buttonVariants({ variant: 'outline' })}>
          {t('common:actions.cancel')}
        </Link>
        <DeleteForm card={card} />
      </div>
    </div>
  );
}

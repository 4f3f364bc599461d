import { Link, useLoaderData } from '@remix-run/react';
import { CreditCard, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { cn } from '~/lib/utils';
import { AccountCard, AccountCardContent, EmptyState } from './account-card';
import { deleteCreditCardValidator } from './account-forms';
import type { loadCreditCards } from './credit-cards.server';

type UiCard = ReturnType<typeof useLoaderData<typeof loadCreditCards>>['cards'][number];

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};
const BRAND_MARKS: Record<string, string> = { visa: 'VISA', mastercard: 'MC', amex: 'AMEX', discover: 'DISC' };
const brandMark = (brand: string): string => BRAND_MARKS[brand.toLowerCase()] ?? brand.slice(0, 4).toUpperCase();

const brandName = (brand: string): string =>
  BRANDS[brand.toLowerCase()] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : '—');

const expiry = (card: UiCard) => ({
  month: String(card.expMonth).padStart(2, '0'),
  year: String(card.expYear % 100).padStart(2, '0'),
});

/** /account/creditCards (crowd admins only): saved cards, primary first, each removable. */
export function CreditCardsPage() {
  const { t } = useTranslation('account');
  const { cards, confirmDeleteId } = useLoaderData<typeof loadCreditCards>();
  const confirming = cards.find((card) => card.id === confirmDeleteId);

  return (
    <AccountCard title={t('creditCards.title')} description={t('creditCards.description')}>
      <AccountCardContent>
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
  const { month, year } = expiry(card);
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
      <DeleteCard card={card} />
    </>
  );
}

function DeleteForm({ card, onDone }: { card: UiCard; onDone?: () => void }) {
  const { t } = useTranslation('account');
  const formId = `delete-card-${card.id}`;
  const submitting = useIsSubmitting(formId);
  return (
    <ValidatedForm id={formId} validator={deleteCreditCardValidator} method="post" onSubmit={onDone}>
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

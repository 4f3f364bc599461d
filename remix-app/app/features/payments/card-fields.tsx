import type { TCreditCard } from '@crowd/contracts/schemas';
import type { MessageKey } from '@crowd/contracts/message-keys';
import { useSubmit } from '@remix-run/react';
import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useField } from 'remix-validated-form';
import { FieldError } from '~/components/form/validated-field';
import { useHydrated } from '~/components/form/use-hydrated';
import { Badge } from '~/components/ui/badge';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { cn } from '~/lib/utils';
import { brandName, cardExpiry } from './card-brand';
import { CARD_FIELD, NEW_CARD, PAYMENT_METHOD_FIELD, SCRIPT_FIELD, wantsNewCard, type CardFormKind } from './card-form';
import type { CreatePaymentMethod } from './stripe-card';

// Stripe's code (and Stripe.js from js.stripe.com) loads only on a page that shows its card element.
const StripeCardElement = lazy(() => import('./stripe-card'));

interface PaymentSetupView {
  kind: CardFormKind;
  publishableKey: string | null;
}

/** Posts `script=1` from a form submitted with JavaScript running (see paymentFormFailure). */
export function ScriptMarker() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={SCRIPT_FIELD} value="1" /> : null;
}

/**
 * The submit handler of a form with a card form. With Stripe and a new card it stops the submit,
 * lets Stripe.js create the payment method and posts the form with its id instead; otherwise the
 * form posts as it is. `needsCard` says whether the form pays at all (a trial does not).
 */
export function usePaymentSubmit(kind: CardFormKind, needsCard: (form: FormData) => boolean = () => true) {
  const submit = useSubmit();
  const create = useRef<CreatePaymentMethod | null>(null);
  const [stripeError, setStripeError] = useState<MessageKey | null>(null);
  const register = useCallback((fn: CreatePaymentMethod | null) => {
    create.current = fn;
  }, []);

  const onSubmit = async (_data: unknown, event: FormEvent<HTMLFormElement>) => {
    if (kind !== 'stripe') return;
    // React has cleared currentTarget by now (the form's validation awaited); the target is the form.
    const form = event.target as HTMLFormElement;
    const values = new FormData(form);
    if (!needsCard(values) || !wantsNewCard(Object.fromEntries(values))) return;
    event.preventDefault();
    const created = create.current
      ? await create.current(String(values.get('name') ?? ''))
      : { error: 'credit_card_cannot_be_processed' as const };
    if ('error' in created) {
      setStripeError(created.error);
      return;
    }
    setStripeError(null);
    values.set(PAYMENT_METHOD_FIELD, created.id);
    submit(values, { method: 'post', preventScrollReset: true });
  };

  return { onSubmit, stripe: { register, error: stripeError } };
}
type StripeBinding = ReturnType<typeof usePaymentSubmit>['stripe'];

interface PaymentFieldsProps {
  setup: PaymentSetupView;
  /** Saved cards to choose from (primary first, preselected); none: only the new-card form. */
  cards?: readonly TCreditCard[];
  /** The credit cards page's "make default" checkbox. */
  showMakeDefault?: boolean;
  stripe: StripeBinding;
}

/**
 * The card part of a payment form: a saved card or a new one. A refused payment (`card` error,
 * e.g. credit_card_payment_failed) is announced at the top and flags the whole card form.
 */
export function PaymentFields({ setup, cards = [], showMakeDefault = false, stripe }: PaymentFieldsProps) {
  const { t } = useTranslation('crowdAdmin');
  const id = useId();
  const hydrated = useHydrated();
  const { error: cardError } = useField(CARD_FIELD);
  const error = cardError ?? stripe.error ?? undefined;
  const errorId = `${id}-card-error`;
  const [choice, setChoice] = useState(() => cards.find((card) => card.primary)?.id ?? cards[0]?.id ?? NEW_CARD);
  // Without JavaScript the new card's fields cannot appear on demand, so they are always there.
  const showNewCard = cards.length === 0 || choice === NEW_CARD || !hydrated;

  return (
    <div
      data-invalid={error ? true : undefined}
      className="grid gap-4 rounded-lg border p-4 data-[invalid]:border-destructive data-[invalid]:bg-red-50/40"
    >
      <FieldError id={errorId} error={error} />
      {cards.length > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium" id={`${id}-legend`}>
            {t('subscription.card.payWith')}
          </legend>
          <div
            role="radiogroup"
            aria-labelledby={`${id}-legend`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="grid gap-2"
          >
            {cards.map((card) => (
              <CardChoice key={card.id} value={card.id} checked={choice === card.id} onChange={setChoice}>
                {t('subscription.card.savedCard', {
                  brand: brandName(card.brand),
                  last4: card.last4,
                  ...cardExpiry(card),
                })}
                {card.primary ? <Badge className="ml-2">{t('subscription.card.primary')}</Badge> : null}
              </CardChoice>
            ))}
            <CardChoice value={NEW_CARD} checked={choice === NEW_CARD} onChange={setChoice}>
              {t('subscription.card.newCard')}
            </CardChoice>
          </div>
        </fieldset>
      ) : (
        <input type="hidden" name={CARD_FIELD} value={NEW_CARD} />
      )}
      {showNewCard ? (
        <NewCardFields
          setup={setup}
          showMakeDefault={showMakeDefault}
          stripe={stripe}
          flagged={Boolean(error)}
          errorId={error ? errorId : undefined}
        />
      ) : null}
    </div>
  );
}

function CardChoice({
  value,
  checked,
  onChange,
  children,
}: {
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
      <input
        type="radio"
        name={CARD_FIELD}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="size-4 accent-primary"
      />
      <span className="flex flex-wrap items-center">{children}</span>
    </label>
  );
}

interface NewCardProps {
  setup: PaymentSetupView;
  showMakeDefault: boolean;
  stripe: StripeBinding;
  /** The card form as a whole was refused: every input says so. */
  flagged: boolean;
  errorId: string | undefined;
}

function NewCardFields({ setup, showMakeDefault, stripe, flagged, errorId }: NewCardProps) {
  const { t, i18n } = useTranslation('crowdAdmin');
  const id = useId();
  const hydrated = useHydrated();
  if (setup.kind === 'unavailable') {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {t('subscription.card.stripeUnavailable')}
      </p>
    );
  }
  const common = { flagged, errorId };
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold">{t('subscription.card.details')}</legend>
      <CardInput name="name" label={t('subscription.card.name')} autoComplete="cc-name" {...common} />
      {setup.kind === 'offline' ? (
        <>
          <CardInput
            name="number"
            label={t('subscription.card.number')}
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={23}
            {...common}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('subscription.card.expiry')}</legend>
            <div className="grid grid-cols-2 gap-3 sm:max-w-xs">
              <CardInput
                name="expMonth"
                label={t('subscription.card.expMonth')}
                autoComplete="cc-exp-month"
                inputMode="numeric"
                maxLength={2}
                labelClassName="font-normal text-muted-foreground"
                {...common}
              />
              <CardInput
                name="expYear"
                label={t('subscription.card.expYear')}
                autoComplete="cc-exp-year"
                inputMode="numeric"
                maxLength={4}
                labelClassName="font-normal text-muted-foreground"
                {...common}
              />
            </div>
          </fieldset>
          <CardInput
            name="cvc"
            label={t('subscription.card.cvc')}
            hint={t('subscription.card.cvcHint')}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            className="sm:max-w-xs"
            {...common}
          />
          <p className="text-xs text-muted-foreground">{t('subscription.card.testMode')}</p>
        </>
      ) : (
        <div className="grid gap-2">
          <span id={`${id}-stripe-label`} className="text-sm font-medium">
            {t('subscription.card.stripeElement')}
          </span>
          {hydrated && setup.publishableKey ? (
            <Suspense
              fallback={<p className="text-sm text-muted-foreground">{t('subscription.card.stripeLoading')}</p>}
            >
              <StripeCardElement
                publishableKey={setup.publishableKey}
                locale={i18n.language}
                register={stripe.register}
                labelledBy={`${id}-stripe-label`}
                describedBy={errorId}
                invalid={flagged}
              />
            </Suspense>
          ) : (
            <p className="text-sm text-muted-foreground">{t('subscription.card.stripeNoScript')}</p>
          )}
        </div>
      )}
      {showMakeDefault ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="makeDefault" value="on" className="size-4 accent-primary" />
          {t('subscription.card.makeDefault')}
        </label>
      ) : null}
    </fieldset>
  );
}

type CardInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'defaultValue'> & {
  name: string;
  label: string;
  hint?: string;
  flagged: boolean;
  errorId: string | undefined;
  labelClassName?: string;
};

/** A card field of the surrounding ValidatedForm; also invalid while the card as a whole was refused. */
function CardInput({ name, label, hint, flagged, errorId, labelClassName, className, ...rest }: CardInputProps) {
  const id = useId();
  const { error, getInputProps } = useField(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, flagged ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      <Input
        {...getInputProps({
          id,
          ...rest,
          'aria-invalid': error || flagged ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

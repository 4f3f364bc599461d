import { PLANS } from '@crowd/contracts/plans';
import type { TTier } from '@crowd/contracts/enums';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useField, useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { FieldError } from '~/components/form/validated-field';
import { useHydrated } from '~/components/form/use-hydrated';
import { Button } from '~/components/ui/button';
import { PaymentFields, ScriptMarker, usePaymentSubmit } from '~/features/payments/card-fields';
import { PaymentConfirmation } from '~/features/payments/payment-confirmation';
import { formatPrice, PlanSummary } from '~/features/payments/plans';
import type { loadDirectSubscribe } from './direct-subscribe.server';
import { directSubscribeValidator } from './subscription-state';

const FORM_ID = 'direct-subscribe';

/** The choice a refused attempt posted (for the page without JavaScript). */
function useRefusedTier(): string | null {
  const answer = useActionData<{ repopulateFields?: Record<string, unknown> }>();
  const tier = answer?.repopulateFields?.['requestedTier'];
  return typeof tier === 'string' ? tier : null;
}

/** /subscription?tier=N: pick a plan, pay, and get a new crowd with it (spec 4, direct subscribe flow). */
export function DirectSubscribePage() {
  const { t, i18n } = useTranslation('crowdAdmin');
  const { tier, tiers, setup, cards } = useLoaderData<typeof loadDirectSubscribe>();
  const refusedTier = useRefusedTier();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<TTier>(() => {
    // Number(null) is 0, the trial: only a tier the refused form posted counts.
    const posted = refusedTier === null ? null : Number(refusedTier);
    return tiers.find((candidate) => candidate === posted) ?? tier;
  });
  const validator = useMemo(() => directSubscribeValidator(setup.kind), [setup.kind]);
  const payment = usePaymentSubmit(setup.kind, (form) => form.get('requestedTier') !== '0');
  const submitting = useIsSubmitting(FORM_ID);
  const titleId = useId();

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-10">
      <h1 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('subscription.subscribePage.title')}
      </h1>
      <p className="mt-2 text-muted-foreground">{t('subscription.subscribePage.description')}</p>
      <ValidatedForm
        id={FORM_ID}
        validator={validator}
        method="post"
        onSubmit={payment.onSubmit}
        preventScrollReset
        className="mt-6 grid gap-6"
      >
        <ScriptMarker />
        <PlanPicker tiers={tiers} selected={selected} onSelect={setSelected} trialDays={setup.trialDays} />
        {/* Without JavaScript the note cannot follow the chosen plan, so it names no price. */}
        {selected !== 0 || !hydrated ? (
          <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm" data-charge="now">
            {hydrated
              ? t('subscription.flow.chargeNow', {
                  price: formatPrice(PLANS[selected].baseMonthlyPrice, PLANS[selected].currency, i18n.language),
                })
              : t('subscription.subscribePage.chargeNow')}
          </p>
        ) : null}
        {/* Without JavaScript the card form stays: the trial simply ignores it. */}
        {selected !== 0 || !hydrated ? <PaymentFields setup={setup} cards={cards} stripe={payment.stripe} /> : null}
        <PaymentConfirmation publishableKey={setup.publishableKey} />
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={submitting}>
            {selected === 0 ? t('subscription.subscribePage.trialSubmit') : t('subscription.subscribePage.submit')}
          </Button>
        </div>
      </ValidatedForm>
    </div>
  );
}

function PlanPicker({
  tiers,
  selected,
  onSelect,
  trialDays,
}: {
  tiers: readonly TTier[];
  selected: TTier;
  onSelect: (tier: TTier) => void;
  trialDays: number | null;
}) {
  const { t } = useTranslation('crowdAdmin');
  const id = useId();
  const { error } = useField('requestedTier');
  return (
    <fieldset className="grid gap-3">
      <legend id={`${id}-legend`} className="mb-2 text-lg font-semibold">
        {t('subscription.subscribePage.plan')}
      </legend>
      <FieldError id={`${id}-error`} error={error} />
      <div
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="grid gap-4 pt-2 sm:grid-cols-2 lg:grid-cols-4"
      >
        {tiers.map((tier) => (
          <label key={tier} className="block cursor-pointer">
            <PlanSummary
              tier={tier}
              heading="h2"
              headingId={`${id}-plan-${tier}`}
              selected={selected === tier}
              trialDays={trialDays}
              action={
                <span className="flex items-center gap-2 text-sm font-medium">
                  <input
                    type="radio"
                    name="requestedTier"
                    value={tier}
                    checked={selected === tier}
                    onChange={() => onSelect(tier)}
                    aria-labelledby={`${id}-plan-${tier}`}
                    className="size-4 accent-primary"
                  />
                  {t('subscription.flow.choose', { plan: t(`common:plans.${PLANS[tier].name}`) })}
                </span>
              }
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

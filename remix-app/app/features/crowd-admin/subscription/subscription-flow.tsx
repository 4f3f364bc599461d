import { PLANS } from '@crowd/contracts/plans';
import type { TTier } from '@crowd/contracts/enums';
import { Form, Link, useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { Button, buttonVariants } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { PaymentFields, ScriptMarker, usePaymentSubmit } from '~/features/payments/card-fields';
import { PaymentConfirmation } from '~/features/payments/payment-confirmation';
import { formatPrice, PlanSummary } from '~/features/payments/plans';
import type { loadSubscriptionTab } from './subscription.server';
import { FLOW_PARAMS } from './flow-params';
import { subscribeValidator, SUBSCRIPTION_INTENTS, type SubscriptionFlow } from './subscription-state';
import { useSubscriptionDates } from './subscription-dates';

type Loaded = ReturnType<typeof useLoaderData<typeof loadSubscriptionTab>>;

/** The addresses of the flow's steps: the picker's `?tier=N` without a subscription, `?change=1&tier=N` in the change dialog. */
function flowLinks(state: Loaded['state']) {
  const change = state === 'active' ? `${FLOW_PARAMS.change}=1` : '';
  return {
    pick: (tier: TTier) => `?${[change, `${FLOW_PARAMS.tier}=${tier}`].filter(Boolean).join('&')}`,
    back: state === 'active' ? `?${change}` : state === 'none' ? '.' : null,
  };
}

/** The flow inside the page: without a subscription it is the page, and it stands in for the dialog without JavaScript. */
export function FlowSection({ flow }: { flow: SubscriptionFlow }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <FlowContent flow={flow} titleId={`${id}-title`} inDialog={false} />
    </section>
  );
}

/** The change / renew dialog; its step is the address, so Back and closing are navigations too. */
export function FlowDialog({ flow }: { flow: SubscriptionFlow }) {
  const navigate = useNavigate();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) navigate('.', { preventScrollReset: true });
      }}
    >
      <DialogContent className="max-h-[90vh] max-w-4xl overflow-y-auto">
        <FlowContent flow={flow} inDialog />
      </DialogContent>
    </Dialog>
  );
}

function FlowContent({ flow, titleId, inDialog }: { flow: SubscriptionFlow; titleId?: string; inDialog: boolean }) {
  const { t } = useTranslation('crowdAdmin');
  const loaded = useLoaderData<typeof loadSubscriptionTab>();
  const heading = useRef<HTMLHeadingElement>(null);
  const step = flow.step === 'pay' ? `pay-${flow.tier}` : 'pick';
  const previous = useRef(step);
  // A step replaces the link that led to it: focus moves to the new step's heading, not to the page.
  useEffect(() => {
    if (previous.current !== step) heading.current?.focus();
    previous.current = step;
  }, [step]);

  const renewing = loaded.state === 'cancelled' || loaded.state === 'unpaid';
  const currentPlan = loaded.subscription.current ? t(`common:plans.${loaded.subscription.current.name}`) : '';
  const title = renewing
    ? t('subscription.flow.renewTitle', { plan: currentPlan })
    : loaded.state === 'active'
      ? t('subscription.flow.changeTitle')
      : t('subscription.flow.subscribeTitle');
  const stepLabel = renewing
    ? t('subscription.flow.payOnly')
    : flow.step === 'pick'
      ? t('subscription.flow.pickStep')
      : t('subscription.flow.payStep');
  const Title = inDialog ? DialogTitle : 'h2';
  const Description = inDialog ? DialogDescription : 'p';

  return (
    <div className="grid gap-4">
      <div className="grid gap-1 pr-6">
        {/* In the dialog Radix names it after its title by an id of its own (even `id={undefined}` would replace it). */}
        <Title
          {...(inDialog ? {} : { id: titleId })}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {title}
        </Title>
        <Description className="text-sm text-muted-foreground">{stepLabel}</Description>
      </div>
      {flow.step === 'pick' ? <PickStep /> : <PayStep tier={flow.tier} />}
    </div>
  );
}

function PickStep() {
  const { t } = useTranslation('crowdAdmin');
  const loaded = useLoaderData<typeof loadSubscriptionTab>();
  const links = flowLinks(loaded.state);
  if (loaded.offered.length === 0) return <p className="text-sm">{t('subscription.flow.noTiers')}</p>;
  return (
    <ul className="grid gap-4 pt-2 sm:grid-cols-2 lg:grid-cols-4">
      {loaded.offered.map((tier) => {
        const name = t(`common:plans.${PLANS[tier].name}`);
        return (
          <li key={tier}>
            <PlanSummary
              tier={tier}
              trialDays={loaded.setup?.trialDays}
              action={
                tier === 0 ? (
                  // The trial needs no card: chosen here, it is posted at once (spec 4: tier 0 skips step 1).
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value={SUBSCRIPTION_INTENTS.subscribe} />
                    <input type="hidden" name="requestedTier" value="0" />
                    <ScriptMarker />
                    <Button type="submit" variant="outline" className="w-full">
                      {t('subscription.flow.startTrial')}
                    </Button>
                  </Form>
                ) : (
                  <Link
                    to={links.pick(tier)}
                    preventScrollReset
                    className={buttonVariants({ className: 'w-full' })}
                    aria-label={t('subscription.flow.choose', { plan: name })}
                  >
                    {t('subscription.flow.choose', { plan: name })}
                  </Link>
                )
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

function PayStep({ tier }: { tier: TTier }) {
  const { t, i18n } = useTranslation('crowdAdmin');
  const loaded = useLoaderData<typeof loadSubscriptionTab>();
  const date = useSubscriptionDates();
  const setup = loaded.setup ?? { kind: 'unavailable' as const, publishableKey: null, trialDays: null };
  const validator = useMemo(() => subscribeValidator(setup.kind), [setup.kind]);
  const payment = usePaymentSubmit(setup.kind);
  const formId = `subscribe-${tier}`;
  const submitting = useIsSubmitting(formId);
  const links = flowLinks(loaded.state);
  const plan = PLANS[tier];
  const name = t(`common:plans.${plan.name}`);
  const price = formatPrice(plan.baseMonthlyPrice, plan.currency, i18n.language);
  const { charge } = loaded;
  const submitLabel = {
    now: t('subscription.flow.submit', { price }),
    arrears: t('subscription.flow.payNowSubmit', { price }),
    renewal: t('subscription.flow.renewSubmit'),
    nextPeriod: t('subscription.flow.scheduleSubmit'),
  }[charge.when];

  return (
    <ValidatedForm
      id={formId}
      validator={validator}
      method="post"
      onSubmit={payment.onSubmit}
      preventScrollReset
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value={SUBSCRIPTION_INTENTS.subscribe} />
      <input type="hidden" name="requestedTier" value={tier} />
      <ScriptMarker />
      <p className="font-medium">
        {t('subscription.flow.chosen', { plan: name, price: t('subscription.perMonth', { price }) })}
      </p>
      <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm" data-charge={charge.when}>
        {charge.when === 'now'
          ? t('subscription.flow.chargeNow', { price })
          : charge.when === 'arrears'
            ? t('subscription.flow.chargeArrears', { price })
            : charge.when === 'renewal'
              ? t('subscription.flow.chargeRenewal', { plan: name, price, date: date(charge.at) })
              : t('subscription.flow.fromNextPeriod', { plan: name, price, date: date(charge.at) })}
      </p>
      <PaymentFields setup={setup} cards={loaded.cards} stripe={payment.stripe} />
      <PaymentConfirmation publishableKey={setup.publishableKey} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {links.back ? (
          <Link to={links.back} preventScrollReset className={buttonVariants({ variant: 'outline' })}>
            {t('subscription.flow.back')}
          </Link>
        ) : null}
        <Button type="submit" disabled={submitting || (setup.kind === 'unavailable' && loaded.cards.length === 0)}>
          {submitting ? t('subscription.flow.submitting') : submitLabel}
        </Button>
      </div>
    </ValidatedForm>
  );
}

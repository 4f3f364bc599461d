import { PLANS } from '@crowd/contracts/plans';
import type { TSubscription } from '@crowd/contracts/schemas';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { AlertTriangle, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/components/form/use-hydrated';
import { Badge, type BadgeProps } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { formatPrice } from '~/features/payments/plans';
import { useSubscriptionDates } from './subscription-dates';
import { FlowDialog, FlowSection } from './subscription-flow';
import type { loadSubscriptionTab } from './subscription.server';
import { FLOW_PARAMS } from './flow-params';
import { SUBSCRIPTION_INTENTS } from './subscription-state';

const DAY_MS = 24 * 60 * 60 * 1000;

const STATUS_BADGE: Record<TSubscription['status'], BadgeProps['variant']> = {
  ACTIVE: 'success',
  SCHEDULED: 'secondary',
  CANCELLED: 'muted',
  ENDED: 'muted',
  PAST_DUE: 'destructive',
  DEACTIVATED: 'destructive',
  INCOMPLETE: 'warning',
};

/** /crowds/{crowdId}/subscription (crowd admin only): the plan in force, the next one, and what can be done. */
export function SubscriptionPage() {
  const { t } = useTranslation('crowdAdmin');
  const loaded = useLoaderData<typeof loadSubscriptionTab>();
  const hydrated = useHydrated();
  const { subscription, state, flow } = loaded;
  const { current, next } = subscription;

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle asChild>
            <h2 className="flex items-center gap-2">
              <CreditCard className="size-5 text-primary" aria-hidden />
              {t('subscription.title')}
            </h2>
          </CardTitle>
          <CardDescription>{t('subscription.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 px-4 pb-4 sm:px-6 sm:pb-6">
          {state === 'none' ? <p className="text-sm text-muted-foreground">{t('subscription.none')}</p> : null}
          {current && state !== 'none' ? (
            <PeriodPanel label={t('subscription.current')} period={current} next={next} now={loaded.now} />
          ) : null}
          {next ? <PeriodPanel label={t('subscription.next')} period={next} now={loaded.now} /> : null}
          {current && state === 'unpaid' ? <UnpaidWarning status={current.status} /> : null}
        </CardContent>
        {state === 'none' ? null : <Actions />}
      </Card>
      {loaded.confirmCancel && current ? <InlineCancel current={current} /> : null}
      {flow && (state === 'none' || !hydrated) ? <FlowSection flow={flow} /> : null}
      {flow && state !== 'none' && hydrated ? <FlowDialog flow={flow} /> : null}
    </div>
  );
}

function PeriodPanel({
  label,
  period,
  next,
  now,
}: {
  label: string;
  period: TSubscription;
  next?: TSubscription | null;
  now: number;
}) {
  const { t, i18n } = useTranslation('crowdAdmin');
  const date = useSubscriptionDates();
  const plan = t(`common:plans.${period.name}`);
  const price =
    period.baseMonthlyPrice === 0
      ? t('subscription.free')
      : t('subscription.perMonth', { price: formatPrice(period.baseMonthlyPrice, period.currency, i18n.language) });
  const isTrial = period.tier === 0 && period.status === 'ACTIVE' && period.validTo !== null;
  const left = isTrial && period.validTo !== null ? Math.max(0, period.validTo * 1000 - now) : 0;

  return (
    <section aria-label={label} className="rounded-lg border p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</p>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-lg font-semibold">{plan}</p>
        <Badge variant={STATUS_BADGE[period.status]}>{t(`subscription.status.${period.status}`)}</Badge>
      </div>
      <p className="text-sm">{price}</p>
      <p className="text-sm text-muted-foreground">
        {period.validTo === null
          ? t('subscription.since', { from: date(period.validFrom) })
          : t('subscription.period', { from: date(period.validFrom), to: date(period.validTo) })}
      </p>
      {isTrial ? (
        <p className="mt-2 text-sm font-medium">
          {left < DAY_MS
            ? t('subscription.trialEndsToday')
            : t('subscription.trialLeft', { count: Math.ceil(left / DAY_MS) })}
        </p>
      ) : null}
      {next?.status === 'SCHEDULED' ? (
        <p className="mt-2 text-sm font-medium">
          {t('subscription.changesTo', { plan: t(`common:plans.${next.name}`), date: date(next.validFrom) })}
        </p>
      ) : null}
      {period.status === 'CANCELLED' && period.validTo !== null ? (
        <p className="mt-2 text-sm font-medium">
          {t('subscription.cancelledUntil', { plan, date: date(period.validTo) })}
        </p>
      ) : null}
    </section>
  );
}

function UnpaidWarning({ status }: { status: TSubscription['status'] }) {
  const { t } = useTranslation('crowdAdmin');
  const text =
    status === 'DEACTIVATED'
      ? t('subscription.deactivated')
      : status === 'INCOMPLETE'
        ? t('subscription.incomplete')
        : t('subscription.pastDue');
  return (
    <p
      role="alert"
      className="flex gap-2 rounded-md border border-destructive/40 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      {text}
    </p>
  );
}

/** Change and Cancel while active, Renew when cancelled, Pay now when unpaid (spec 4). */
function Actions() {
  const { t } = useTranslation('crowdAdmin');
  const { subscription, state, offered } = useLoaderData<typeof loadSubscriptionTab>();
  const { current } = subscription;
  const link = (query: string, label: string, variant: 'default' | 'outline' = 'default') => (
    <Link to={`?${query}`} preventScrollReset className={buttonVariants({ variant })}>
      {label}
    </Link>
  );
  return (
    <CardFooter className="flex flex-wrap justify-end gap-2 border-t px-4 py-4 sm:px-6">
      {state === 'active' && current?.paymentProcessorId ? <CancelButton current={current} /> : null}
      {state === 'active' && offered.length > 0
        ? link(`${FLOW_PARAMS.change}=1`, t('subscription.actions.change'))
        : null}
      {state === 'cancelled' ? link(`${FLOW_PARAMS.renew}=1`, t('subscription.actions.renew')) : null}
      {state === 'unpaid' ? link(`${FLOW_PARAMS.renew}=1`, t('subscription.actions.payNow')) : null}
    </CardFooter>
  );
}

function useCancelTexts(current: TSubscription) {
  const { t } = useTranslation('crowdAdmin');
  const date = useSubscriptionDates();
  return {
    title: t('subscription.cancelDialog.title'),
    text: t('subscription.cancelDialog.text', {
      plan: t(`common:plans.${PLANS[current.tier].name}`),
      date: current.validTo === null ? '—' : date(current.validTo),
    }),
  };
}

function CancelForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('crowdAdmin');
  return (
    <Form method="post" preventScrollReset onSubmit={onDone}>
      <input type="hidden" name="intent" value={SUBSCRIPTION_INTENTS.cancel} />
      <Button type="submit" variant="destructive" className="w-full sm:w-auto">
        {t('subscription.cancelDialog.confirm')}
      </Button>
    </Form>
  );
}

/** A dialog asks first; without JavaScript the button is a link to the page's own confirmation. */
function CancelButton({ current }: { current: TSubscription }) {
  const { t } = useTranslation('crowdAdmin');
  const texts = useCancelTexts(current);
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button variant="outline" className="js-only">
            {t('subscription.actions.cancel')}
          </Button>
        }
        title={texts.title}
        description={texts.text}
        renderConfirm={(close) => <CancelForm onDone={close} />}
      />
      <noscript>
        <Link to={`?${FLOW_PARAMS.cancel}=1`} className={buttonVariants({ variant: 'outline' })}>
          {t('subscription.actions.cancel')}
        </Link>
      </noscript>
    </>
  );
}

function InlineCancel({ current }: { current: TSubscription }) {
  const { t } = useTranslation('crowdAdmin');
  const texts = useCancelTexts(current);
  return (
    <div role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-4">
      <p className="font-medium">{texts.title}</p>
      <p className="mt-1 text-sm text-muted-foreground">{texts.text}</p>
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="." className={buttonVariants({ variant: 'outline' })}>
          {t('common:actions.cancel')}
        </Link>
        <CancelForm />
      </div>
    </div>
  );
}

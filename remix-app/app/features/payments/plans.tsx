import type { TSupportLevel } from '@crowd/contracts/enums';
import { isUnlimited, PLANS, type TPlanFeatures } from '@crowd/contracts/plans';
import type { TTier } from '@crowd/contracts/enums';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '~/components/ui/badge';
import { cn } from '~/lib/utils';
import { numberFormat } from '~/lib/intl-formats';

/** The landing page's "best value" plan (spec 4: 2 concert). */
const BEST_VALUE_TIER: TTier = 2;

/** A monthly price in the page's language: `99 €` in Slovak, `€99` in English; cents only when there are some. */
export function formatPrice(cents: number, currency: string, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

const SUPPORT: Record<TSupportLevel, string> = { none: 'supportNone', basic: 'supportBasic', sla_5_8: 'supportSla' };

/**
 * What a plan includes, line by line, from the contracts' plan table (-1 is unlimited), in the
 * landing's words: the pricing section and the plan pickers say the same.
 */
export function usePlanFeatureLines(): (features: TPlanFeatures) => string[] {
  const { t, i18n } = useTranslation('common');
  const numbers = numberFormat(i18n.language);
  const limit = (name: 'users' | 'ideas' | 'admins' | 'managers', value: number) =>
    isUnlimited(value)
      ? t(`landing:business.limits.${name}Unlimited`)
      : t(`landing:business.limits.${name}`, { count: value, value: numbers.format(value) });
  return (features) => {
    const lines = [limit('users', features.users), limit('ideas', features.ideas), limit('admins', features.admins)];
    if (features.managers !== 0) lines.push(limit('managers', features.managers));
    lines.push(t(`landing:business.limits.${SUPPORT[features.support]}`));
    if (features.privateCrowd) lines.push(t('landing:business.limits.privateCrowd'));
    if (features.advancedSettings) lines.push(t('landing:business.limits.advancedSettings'));
    if (features.ownDomain) lines.push(t('landing:business.limits.ownDomain'));
    if (features.privateUsers) lines.push(t('landing:business.limits.privateUsers'));
    return lines;
  };
}

/** A plan's name, monthly price and features; `action` is what choosing it does (a link, a button, a radio). */
export function PlanSummary({
  tier,
  headingId,
  action,
  selected = false,
  trialDays,
  heading: Heading = 'h3',
}: {
  tier: TTier;
  headingId?: string;
  /** The plan name's level in its page's outline: below a section heading (h3) or the page's own (h2). */
  heading?: 'h2' | 'h3';
  action?: ReactNode;
  selected?: boolean;
  trialDays?: number | null;
}) {
  const { t, i18n } = useTranslation('crowdAdmin');
  const featureLines = usePlanFeatureLines();
  const plan = PLANS[tier];
  return (
    <div
      className={cn(
        'relative flex h-full flex-col rounded-xl border bg-card p-4 shadow-sm',
        tier === BEST_VALUE_TIER && 'border-primary',
        selected && 'ring-2 ring-primary',
      )}
    >
      {tier === BEST_VALUE_TIER ? (
        <Badge variant="secondary" className="absolute -top-2.5 left-4">
          {t('landing:business.pricing.bestValue')}
        </Badge>
      ) : null}
      <Heading id={headingId} className="text-base font-semibold">
        {t(`common:plans.${plan.name}`)}
      </Heading>
      <p className="mt-1 flex items-baseline gap-1">
        <span className="text-2xl font-bold tracking-tight">
          {plan.baseMonthlyPrice === 0
            ? t('subscription.free')
            : formatPrice(plan.baseMonthlyPrice, plan.currency, i18n.language)}
        </span>
        {plan.baseMonthlyPrice === 0 ? null : (
          <span className="text-xs text-muted-foreground">{t('landing:business.pricing.perMonth')}</span>
        )}
      </p>
      {tier === 0 && trialDays ? (
        <p className="mt-1 text-xs text-muted-foreground">{t('subscription.flow.trialDays', { count: trialDays })}</p>
      ) : null}
      <ul className="mt-3 flex-1 space-y-1.5 text-sm">
        {featureLines(plan.features).map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {line}
          </li>
        ))}
      </ul>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

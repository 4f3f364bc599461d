import { PLANS, TIERS } from '@crowd/contracts/plans';
import { Link } from '@remix-run/react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { formatPrice, usePlanFeatureLines } from '../payments/plans';
import { subscribeHref } from './subscribe-link';

const POPULAR_TIER = 2;

/** The plan table of @crowd/contracts; each plan's button leads to subscribing to it (spec 2.10). */
export function Pricing() {
  const { t, i18n } = useTranslation();
  const featureLines = usePlanFeatureLines();
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {TIERS.map((tier) => {
        const plan = PLANS[tier];
        const popular = tier === POPULAR_TIER;
        const name = t(`plans.${plan.name}`);
        const price = formatPrice(plan.baseMonthlyPrice, plan.currency, i18n.language);
        return (
          <div
            key={tier}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
              popular && 'border-primary shadow-lg ring-1 ring-primary',
            )}
          >
            {popular ? (
              <Badge variant="secondary" className="absolute -top-3 left-6">
                {t('landing:business.pricing.bestValue')}
              </Badge>
            ) : null}
            <h3 className="text-lg font-semibold">{name}</h3>
            <p className="mt-1 min-h-10 text-sm text-muted-foreground">
              {t(`landing:business.pricing.${plan.name}.description`)}
            </p>
            <p className="mt-4 flex items-baseline gap-1">
              <span className="text-4xl font-bold tracking-tight">
                {plan.baseMonthlyPrice === 0 ? t('landing:business.pricing.free') : price}
              </span>
              {plan.baseMonthlyPrice === 0 ? null : (
                <span className="text-sm text-muted-foreground">{t('landing:business.pricing.perMonth')}</span>
              )}
            </p>
            <ul className="mt-6 flex-1 space-y-3 text-sm">
              {featureLines(plan.features).map((line) => (
                <li key={line} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" />
                  {line}
                </li>
              ))}
            </ul>
            <Button asChild className="mt-8 w-full" variant={popular ? 'default' : 'outline'}>
              <Link to={subscribeHref(tier)}>
                {plan.baseMonthlyPrice === 0
                  ? t('landing:business.pricing.tryFree')
                  : t('landing:business.pricing.choose')}
              </Link>
            </Button>
          </div>
        );
      })}
    </div>
  );
}

import { NO_SUBSCRIPTION, PLANS, type TCrowd, type TCrowdRole, type TCrowdStatus } from '@crowd/contracts';
import type { PlanStanding } from '../../subscription/subscription/current-plan.service';
import { isActiveSubscription } from '../../subscription/subscription/subscription-view';
import { toThemingData } from './crowd-view.mapper';
import { toDomainVerification } from './domain-proof';
import type { CrowdTheming } from './entities/crowd-theming.entity';
import type { Crowd } from './entities/crowd.entity';

export interface CrowdAdminParts {
  crowd: Crowd;
  theming: CrowdTheming;
  standing: PlanStanding;
  role: TCrowdRole | null;
  deletable: boolean;
}

/** Spec 1, 2.7: visible, and a subscription in force or one that follows. */
export const crowdStatus = (crowd: Pick<Crowd, 'visible'>, standing: PlanStanding): TCrowdStatus =>
  crowd.visible && ((standing.current !== null && isActiveSubscription(standing.current)) || standing.hasNext)
    ? 'active'
    : 'inactive';

/** A crowd as its admins and managers see it (GET/POST/PUT /crowd). */
export function toCrowd({ crowd, theming, standing, role, deletable }: CrowdAdminParts): TCrowd {
  const plan = standing.current ? PLANS[standing.current.tier] : null;
  const features = plan?.features ?? null;
  return {
    id: crowd.id,
    version: crowd.version,
    title: crowd.title,
    description: crowd.description ?? '',
    locale: crowd.locale,
    subdomain: crowd.subdomain,
    domain: crowd.domain,
    domainVerification: toDomainVerification(crowd),
    subdomainRouting: crowd.subdomainRouting,
    gaCode: crowd.gaCode,
    likeMilestone: crowd.likeMilestone,
    rewardAmount: crowd.rewardAmount,
    rewardCurrency: crowd.rewardCurrency,
    visible: crowd.visible,
    hideTitle: crowd.hideTitle,
    privateCrowd: crowd.privateCrowd,
    privateUsers: crowd.privateUsers,
    allowPrePrivateLogins: crowd.allowPrePrivateLogins,
    allowedDomains: crowd.allowedDomains,
    featuredImageId: crowd.featuredImageId,
    role,
    trialEligible: crowd.trialEligible,
    userInteractionsCount: crowd.userInteractionsCount,
    ideasCount: crowd.ideasCount,
    billingInfo: {
      name: crowd.billingName ?? '',
      companyName: crowd.billingCompanyName ?? '',
      street: crowd.billingStreet ?? '',
      postalCode: crowd.billingPostalCode ?? '',
      city: crowd.billingCity ?? '',
      country: crowd.billingCountry ?? '',
      companyId: crowd.billingCompanyId ?? '',
      taxId: crowd.billingTaxId ?? '',
      vatId: crowd.billingVatId ?? '',
    },
    themingData: toThemingData(theming),
    active: crowd.active,
    features,
    status: crowdStatus(crowd, standing),
    plan: plan?.name ?? NO_SUBSCRIPTION,
    planValidTo: standing.current?.validTo?.toISOString() ?? null,
    subscriptionStatus: standing.live?.status ?? null,
    createdAt: crowd.createdAt.toISOString(),
    deletable,
  };
}

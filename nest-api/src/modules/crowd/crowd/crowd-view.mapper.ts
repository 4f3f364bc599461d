import type { TCrowdRole, TCrowdView, TPlanFeatures, TThemingData } from '@crowd/contracts';
import { servedDomain } from './domain-proof';
import type { Crowd } from './entities/crowd.entity';
import type { CrowdTheming } from './entities/crowd-theming.entity';

export interface CrowdViewParts {
  crowd: Crowd;
  /** Every crowd gets its theming row when it is created. */
  theming: CrowdTheming;
  features: TPlanFeatures | null;
  role: TCrowdRole | null;
  /** From `KnownHostsService.crowdUrl` (the contracts' host rule under the plan in force). */
  canonicalUrl: string;
}

export function toCrowdView({ crowd, theming, features, role, canonicalUrl }: CrowdViewParts): TCrowdView {
  return {
    id: crowd.id,
    title: crowd.title,
    name: crowd.title,
    description: crowd.description ?? '',
    locale: crowd.locale,
    subdomain: crowd.subdomain,
    domain: servedDomain(crowd),
    subdomainRouting: crowd.subdomainRouting,
    canonicalUrl,
    visible: crowd.visible,
    active: crowd.active,
    privateCrowd: crowd.privateCrowd,
    role,
    hideTitle: crowd.hideTitle,
    featuredImageId: crowd.featuredImageId,
    gaCode: crowd.gaCode,
    likeMilestone: crowd.likeMilestone,
    rewardAmount: crowd.rewardAmount,
    rewardCurrency: crowd.rewardCurrency,
    ideasCount: crowd.ideasCount,
    features,
    themingData: toThemingData(theming),
  };
}

/** The crowd's `themingData`, the same in its public view and its admin area. */
export function toThemingData(theming: CrowdTheming): TThemingData {
  return {
    id: theming.id,
    version: theming.version,
    crowdId: theming.crowdId,
    ideasListingView: theming.ideasListingView,
    displayDefaultSlideshow: theming.displayDefaultSlideshow,
    displayCustomIntro: theming.displayCustomIntro,
    customIntroContent: theming.customIntroContent ?? '',
    customIntroBackgroundColor: theming.customIntroBackgroundColor,
  };
}

/**
 * What an outsider may learn of a private crowd: enough to brand its login page and nothing of
 * its content or settings.
 */
export function toPrivateCrowdTeaser(view: TCrowdView): TCrowdView {
  return {
    ...view,
    description: '',
    gaCode: null,
    likeMilestone: null,
    rewardAmount: null,
    ideasCount: 0,
    features: null,
    themingData: { ...view.themingData, displayCustomIntro: false, customIntroContent: '' },
  };
}

import type { TCrowdUserType, TCurrency, TSupportLevel, TTier } from './enums';

export interface TPlanFeatures {
  /** -1 (any negative) means unlimited, 0 means none allowed. */
  users: number;
  ideas: number;
  admins: number;
  managers: number;
  support: TSupportLevel;
  ownDomain: boolean;
  privateCrowd: boolean;
  privateUsers: boolean;
  advancedSettings: boolean;
}

export interface TPlan {
  tier: TTier;
  name: 'trial' | 'party' | 'concert' | 'festival';
  /** Integer cents per month. */
  baseMonthlyPrice: number;
  currency: TCurrency;
  features: TPlanFeatures;
}

export const UNLIMITED = -1;

export const TIERS: readonly TTier[] = [0, 1, 2, 3];

export const PLANS: Record<TTier, TPlan> = {
  0: {
    tier: 0,
    name: 'trial',
    baseMonthlyPrice: 0,
    currency: 'EUR',
    features: {
      users: 50,
      ideas: 50,
      admins: 1,
      managers: 0,
      support: 'none',
      ownDomain: false,
      privateCrowd: false,
      privateUsers: false,
      advancedSettings: false,
    },
  },
  1: {
    tier: 1,
    name: 'party',
    baseMonthlyPrice: 9900,
    currency: 'EUR',
    features: {
      users: 500,
      ideas: 250,
      admins: 1,
      managers: 0,
      support: 'basic',
      ownDomain: false,
      privateCrowd: false,
      privateUsers: false,
      advancedSettings: false,
    },
  },
  2: {
    tier: 2,
    name: 'concert',
    baseMonthlyPrice: 21900,
    currency: 'EUR',
    features: {
      users: 5000,
      ideas: 500,
      admins: 1,
      managers: 3,
      support: 'basic',
      ownDomain: false,
      privateCrowd: true,
      privateUsers: false,
      advancedSettings: true,
    },
  },
  3: {
    tier: 3,
    name: 'festival',
    baseMonthlyPrice: 49900,
    currency: 'EUR',
    features: {
      users: UNLIMITED,
      ideas: UNLIMITED,
      admins: UNLIMITED,
      managers: UNLIMITED,
      support: 'sla_5_8',
      ownDomain: true,
      privateCrowd: true,
      privateUsers: true,
      advancedSettings: true,
    },
  },
};

export const isUnlimited = (limit: number): boolean => limit < 0;

/** Additional admins a crowd may appoint: the owner is one of the plan's admins. */
export const additionalAdminsAllowed = (features: TPlanFeatures): number =>
  isUnlimited(features.admins) ? UNLIMITED : Math.max(0, features.admins - 1);

/**
 * How many enabled crowd users of each type the plan allows besides the owner (negative =
 * unlimited, 0 = none); no plan in force allows none.
 */
export const crowdUserLimits = (features: TPlanFeatures | null): Record<TCrowdUserType, number> => ({
  admin: features ? additionalAdminsAllowed(features) : 0,
  manager: features ? features.managers : 0,
});

/** Spec 6: the roles the users tab offers, manager only with managers, admin only above one admin. */
export const offeredCrowdUserTypes = (features: TPlanFeatures | null): TCrowdUserType[] => {
  const limits = crowdUserLimits(features);
  return (['manager', 'admin'] as const).filter((type) => limits[type] !== 0);
};

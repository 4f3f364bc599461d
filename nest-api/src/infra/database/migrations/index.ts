import { InitialSchema1700000000000 } from './1700000000000-initial-schema';
import { SessionFamily1795434244066 } from './1795434244066-session-family';
import { IdeaPageIndexes1795520000000 } from './1795520000000-idea-page-indexes';
import { NotificationEntityIndex1795600000000 } from './1795600000000-notification-entity-index';
import { NotificationCrowdAndEvent1795700000000 } from './1795700000000-notification-crowd-and-event';
import { SubscriptionBilling1795800000000 } from './1795800000000-subscription-billing';
import { OwnDomainProof1795900000000 } from './1795900000000-own-domain-proof';
import { ChargeIntent1796000000000 } from './1796000000000-charge-intent';
import { ChargeIntentPayer1796030000000 } from './1796030000000-charge-intent-payer';
import { IdeaCrowdTotalsIndex1796047000000 } from './1796047000000-idea-crowd-totals-index';
import { IdeaSearch1796100000000 } from './1796100000000-idea-search';
import { IdeaMergedInto1796110000000 } from './1796110000000-idea-merged-into';
import { UserExport1796120000000 } from './1796120000000-user-export';
import { CrowdWebhooks1796140000000 } from './1796140000000-crowd-webhooks';
import { EmailDigests1796150000000 } from './1796150000000-email-digests';

/** Every migration, oldest first. */
export const MIGRATIONS = [
  InitialSchema1700000000000,
  SessionFamily1795434244066,
  IdeaPageIndexes1795520000000,
  NotificationEntityIndex1795600000000,
  NotificationCrowdAndEvent1795700000000,
  SubscriptionBilling1795800000000,
  OwnDomainProof1795900000000,
  ChargeIntent1796000000000,
  ChargeIntentPayer1796030000000,
  IdeaCrowdTotalsIndex1796047000000,
  IdeaSearch1796100000000,
  IdeaMergedInto1796110000000,
  UserExport1796120000000,
  CrowdWebhooks1796140000000,
  EmailDigests1796150000000,
];

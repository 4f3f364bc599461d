import { Injectable } from '@nestjs/common';
import {
  domainContainsProductName,
  type MessageKey,
  type TCrowd,
  type TPlanFeatures,
  type TUpdateCrowdRequest,
} from '@crowd/contracts';
import { isDuplicateKeyError } from '../../../common/duplicate-key';
import { forbidden, ValidationFailedError, type FieldError } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import type { VersionedChanges } from '../../../infra/database/optimistic';
import { NotificationsService } from '../../notification/notification/notifications.service';
import { CurrentPlanService } from '../../subscription/subscription/current-plan.service';
import { CrowdAdminService } from './crowd-admin.service';
import { CrowdContextService } from './context/crowd-context.service';
import { CrowdRepository } from './crowd.repository';
import { freshDomainProof } from './domain-proof';
import type { Crowd } from './entities/crowd.entity';

type CrowdChanges = VersionedChanges<Crowd>;

const IN_USE = {
  subdomain: 'validation_crowd_subdomain_in_use',
  domain: 'validation_crowd_domain_in_use',
} as const satisfies Record<string, MessageKey>;

/** Which unique index refused a write: MariaDB names the index, SQLite the column. */
const duplicatedField = (error: Error): 'subdomain' | 'domain' =>
  /UQ_crowd_domain\b|crowd\.domainNormalized/.test(error.message) ? 'domain' : 'subdomain';

/**
 * PUT /crowd: a crowd admin changes the crowd's profile, domains, privacy settings and billing
 * details. The request schema checked each field; here the rules that need the stored crowd,
 * its plan and the other crowds. The write itself checks the version (409 on a stale one).
 */
@Injectable()
export class CrowdSettingsService {
  constructor(
    private readonly crowds: CrowdRepository,
    private readonly contexts: CrowdContextService,
    private readonly plans: CurrentPlanService,
    private readonly admin: CrowdAdminService,
    private readonly notifications: NotificationsService,
  ) {}

  async update(requester: RequestUser, input: TUpdateCrowdRequest): Promise<TCrowd> {
    const crowd = await this.administeredCrowd(requester, input.id);
    const features = await this.plans.features(crowd.id);
    const errors: FieldError[] = [];
    const changes: CrowdChanges = {
      ...this.profileChanges(input),
      ...(await this.subdomainChanges(crowd, input, errors)),
      ...(await this.domainChanges(crowd, input, features, errors)),
      ...this.privacyChanges(crowd, input, features, errors),
      ...this.billingChanges(input),
    };
    // Spec 4: a crowd goes public only with a subscription (the form sends the owner to one instead).
    if (input.visible && !crowd.visible && !features)
      errors.push({ param: 'visible', msg: 'validation_crowd_visible_no_subscription' });
    if (errors.length > 0) throw new ValidationFailedError(errors);
    try {
      await this.crowds.updateVersioned(crowd.id, input.version, changes);
    } catch (error) {
      // Another crowd took the subdomain or domain since the check above.
      if (!isDuplicateKeyError(error)) throw error;
      const field = duplicatedField(error);
      throw ValidationFailedError.field(field, IN_USE[field]);
    }
    // A domain set or changed (not removed): the crowd's admins hear where it can now be reached.
    if (typeof changes.domain === 'string' && changes.domain !== '')
      await this.notifications.notify({
        type: 'crowdTopLevelDomainAdded',
        actorId: requester.id,
        crowdId: crowd.id,
        version: input.version + 1,
        domain: changes.domain,
      });
    return this.admin.view(await this.crowds.findByIdOrFail(crowd.id), 'CROWD_ADMIN', requester.id);
  }

  /** 403 for a private user of another crowd (before the lookup), 404 unknown, 403 unless an enabled admin. */
  private async administeredCrowd(requester: RequestUser, crowdId: number): Promise<Crowd> {
    return (await this.contexts.requireRole(requester, crowdId, ['CROWD_ADMIN'])).crowd;
  }

  private profileChanges(input: TUpdateCrowdRequest): CrowdChanges {
    const changes: CrowdChanges = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.locale !== undefined) changes.locale = input.locale;
    if (input.gaCode !== undefined) changes.gaCode = input.gaCode || null;
    if (input.likeMilestone !== undefined) changes.likeMilestone = input.likeMilestone;
    if (input.rewardAmount !== undefined) changes.rewardAmount = input.rewardAmount;
    if (input.rewardCurrency !== undefined) changes.rewardCurrency = input.rewardCurrency;
    if (input.visible !== undefined) changes.visible = input.visible;
    if (input.hideTitle !== undefined) changes.hideTitle = input.hideTitle;
    return changes;
  }

  /** Required, not reserved and well formed (the schema), and no other crowd's. */
  private async subdomainChanges(
    crowd: Crowd,
    input: TUpdateCrowdRequest,
    errors: FieldError[],
  ): Promise<CrowdChanges> {
    const subdomain = input.subdomain;
    if (subdomain === undefined) return {};
    if (await this.crowds.isSubdomainTaken(subdomain, crowd.id)) {
      errors.push({ param: 'subdomain', msg: 'validation_crowd_subdomain_in_use' });
      return {};
    }
    return { subdomain, subdomainNormalized: subdomain };
  }

  /**
   * An own domain only on a plan with the ownDomain feature (the form shows the field only then;
   * removing one is always allowed): well formed and without `www.` (the schema), without the
   * product name, and no other crowd's. A new domain is pending until proven (decision 029).
   * With the feature, subdomain routing may be off only while the crowd has an own domain.
   */
  private async domainChanges(
    crowd: Crowd,
    input: TUpdateCrowdRequest,
    features: TPlanFeatures | null,
    errors: FieldError[],
  ): Promise<CrowdChanges> {
    const changes: CrowdChanges = {};
    if (input.subdomainRouting !== undefined) changes.subdomainRouting = input.subdomainRouting;
    const domain = input.domain === undefined ? undefined : input.domain || null;
    if (domain !== undefined && domain !== crowd.domainNormalized) {
      if (domain !== null && !features?.ownDomain) throw forbidden();
      if (domain !== null && domainContainsProductName(domain)) {
        errors.push({ param: 'domain', msg: 'validation_crowd_domain_invalid' });
      } else if (domain !== null && (await this.crowds.isDomainTaken(domain, crowd.id))) {
        errors.push({ param: 'domain', msg: 'validation_crowd_domain_in_use' });
      } else {
        Object.assign(changes, { domain, domainNormalized: domain, ...freshDomainProof(domain) });
      }
    }
    const routing = input.subdomainRouting ?? crowd.subdomainRouting;
    const ownDomain = domain === undefined ? crowd.domainNormalized : domain;
    const touched = input.subdomainRouting !== undefined || domain !== undefined;
    if (touched && features?.ownDomain && !routing && !ownDomain && !errors.some((e) => e.param === 'domain')) {
      errors.push({ param: 'domain', msg: 'validation_crowd_subdomain_disabled_domain_empty' });
    }
    return changes;
  }

  /**
   * Making a crowd private, changing who may register through it or letting earlier accounts in
   * needs the privateCrowd feature, binding users the privateUsers feature; switching either off
   * is always allowed. A private crowd needs at least one allowed e-mail or domain.
   */
  private privacyChanges(
    crowd: Crowd,
    input: TUpdateCrowdRequest,
    features: TPlanFeatures | null,
    errors: FieldError[],
  ): CrowdChanges {
    const changes: CrowdChanges = {};
    const changed = <K extends 'allowPrePrivateLogins' | 'privateCrowd' | 'privateUsers'>(key: K) =>
      input[key] !== undefined && input[key] !== crowd[key];
    const domainsChanged =
      input.allowedDomains !== undefined && input.allowedDomains.join('\n') !== crowd.allowedDomains.join('\n');
    const needsPrivateCrowd =
      (changed('privateCrowd') && input.privateCrowd) || changed('allowPrePrivateLogins') || domainsChanged;
    if (needsPrivateCrowd && !features?.privateCrowd) throw forbidden();
    if (changed('privateUsers') && input.privateUsers && !features?.privateUsers) throw forbidden();

    if (input.privateCrowd !== undefined) changes.privateCrowd = input.privateCrowd;
    if (input.privateUsers !== undefined) changes.privateUsers = input.privateUsers;
    if (input.allowPrePrivateLogins !== undefined) changes.allowPrePrivateLogins = input.allowPrePrivateLogins;
    if (input.allowedDomains !== undefined) changes.allowedDomains = input.allowedDomains;
    const touched = input.privateCrowd !== undefined || input.allowedDomains !== undefined;
    const isPrivate = input.privateCrowd ?? crowd.privateCrowd;
    if (touched && isPrivate && (input.allowedDomains ?? crowd.allowedDomains).length === 0) {
      errors.push({ param: 'allowedDomains', msg: 'validation_crowd_private_allowed_emails_empty' });
    }
    return changes;
  }

  private billingChanges({ billingInfo }: TUpdateCrowdRequest): CrowdChanges {
    if (billingInfo === undefined) return {};
    return {
      billingName: billingInfo.name,
      billingCompanyName: billingInfo.companyName,
      billingStreet: billingInfo.street,
      billingPostalCode: billingInfo.postalCode,
      billingCity: billingInfo.city,
      billingCountry: billingInfo.country,
      billingCompanyId: billingInfo.companyId,
      billingTaxId: billingInfo.taxId,
      billingVatId: billingInfo.vatId || null,
    };
  }
}

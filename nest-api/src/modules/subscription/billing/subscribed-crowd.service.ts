import { Injectable } from '@nestjs/common';
import type {
  TCreateSubscribedCrowdRequest,
  TCreateSubscribedCrowdResponse,
  TCreateSubscriptionResponse,
} from '@crowd/contracts';
import { DomainError, ValidationFailedError } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { CrowdAdminService } from '../../crowd/crowd/crowd-admin.service';
import { CrowdRemovalService } from '../../crowd/crowd-removal/crowd-removal.service';
import { SubscriptionBillingService } from './subscription-billing.service';

/**
 * POST /subscription/newCrowd, the direct subscribe page's one step (decision 027): a new crowd and
 * its first subscription. When the subscription is refused (a refused card, an invalid tier) the
 * crowd it made goes again, so no client can leave an unpaid "Untitled crowd" behind, nor use
 * up the account's room for crowds without a subscription; a retry makes exactly one crowd.
 */
@Injectable()
export class SubscribedCrowdService {
  constructor(
    private readonly crowds: CrowdAdminService,
    private readonly billing: SubscriptionBillingService,
    private readonly removal: CrowdRemovalService,
  ) {}

  /** The crowd is announced (`crowdCreated`) only once its subscription started, so a refused attempt notifies nobody. */
  async create(user: RequestUser, request: TCreateSubscribedCrowdRequest): Promise<TCreateSubscribedCrowdResponse> {
    const crowdId = await this.crowds.found(user);
    let subscribed: TCreateSubscriptionResponse;
    try {
      subscribed = await this.billing.create(user, { ...request, crowdId });
    } catch (error) {
      // Any other failure may have left a charge open for this crowd, which the reconciliation
      // sweep settles: the crowd stays for it.
      if (error instanceof DomainError || error instanceof ValidationFailedError) await this.removal.remove(crowdId);
      throw error;
    }
    await this.crowds.announce(user, crowdId);
    return { ...subscribed, crowdId };
  }
}

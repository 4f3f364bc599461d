import { Controller } from '@nestjs/common';
import type {
  TCancelSubscriptionResponse,
  TCreateSubscribedCrowdResponse,
  TCreateSubscriptionResponse,
  TGetSubscriptionResponse,
  TSubscriptionsResponse,
} from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { ApiRoute, RouteBody, RouteParams, type TRouteBody, type TRouteParams } from '../../../common/http/api-route';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import { CrowdRole } from '../../crowd/crowd/context/crowd-role.guard';
import { SubscribedCrowdService } from './subscribed-crowd.service';
import { SubscriptionBillingService } from './subscription-billing.service';

/** The subscription tab and the direct subscribe page (spec 2): the crowd's admin only. */
@Controller()
export class SubscriptionController {
  constructor(
    private readonly billing: SubscriptionBillingService,
    private readonly subscribedCrowds: SubscribedCrowdService,
  ) {}

  @ApiRoute('listSubscriptions')
  @RequireUser()
  list(@CurrentUser() user: RequestUser): Promise<TSubscriptionsResponse> {
    return this.billing.listForAdmin(user.id);
  }

  @ApiRoute('getSubscription')
  @CrowdRole('CROWD_ADMIN')
  get(@RouteParams() { crowdId }: TRouteParams<'getSubscription'>): Promise<TGetSubscriptionResponse> {
    return this.billing.get(crowdId);
  }

  @ApiRoute('createSubscription')
  @CrowdRole('CROWD_ADMIN')
  create(
    @CurrentUser() user: RequestUser,
    @RouteBody() body: TRouteBody<'createSubscription'>,
  ): Promise<TCreateSubscriptionResponse> {
    return this.billing.create(user, body);
  }

  /** Any signed-in user who may found crowds (POST /crowd's rule): the crowd is theirs. */
  @ApiRoute('createSubscribedCrowd')
  @RequireUser()
  createWithCrowd(
    @CurrentUser() user: RequestUser,
    @RouteBody() body: TRouteBody<'createSubscribedCrowd'>,
  ): Promise<TCreateSubscribedCrowdResponse> {
    return this.subscribedCrowds.create(user, body);
  }

  @ApiRoute('cancelSubscription')
  @CrowdRole('CROWD_ADMIN')
  cancel(@RouteParams() { crowdId }: TRouteParams<'cancelSubscription'>): Promise<TCancelSubscriptionResponse> {
    return this.billing.cancel(crowdId);
  }
}

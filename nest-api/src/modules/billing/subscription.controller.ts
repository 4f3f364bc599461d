import { Controller, Delete, Get, Post } from '@nestjs/common';
import {
  ZCreateSubscribedCrowdRequest,
  ZCreateSubscriptionRequest,
  ZCrowdIdParams,
  type TCancelSubscriptionResponse,
  type TCreateSubscribedCrowdRequest,
  type TCreateSubscribedCrowdResponse,
  type TCreateSubscriptionRequest,
  type TCreateSubscriptionResponse,
  type TGetSubscriptionResponse,
  type TSubscriptionsResponse,
} from '@crowd/contracts';
import type { RequestUser } from '../../common/http/request-user';
import { ZodBody, ZodParams } from '../../common/http/zod-validation.pipe';
import { CurrentUser, RequireUser } from '../../common/http/current-user';
import { CrowdRole } from '../crowd/context/crowd-role.guard';
import { SubscribedCrowdService } from './subscribed-crowd.service';
import { SubscriptionBillingService } from './subscription-billing.service';

/** The subscription tab and the direct subscribe page (spec 2): the crowd's admin only. */
@Controller('subscription')
export class SubscriptionController {
  constructor(
    private readonly billing: SubscriptionBillingService,
    private readonly subscribedCrowds: SubscribedCrowdService,
  ) {}

  @Get()
  @RequireUser()
  list(@CurrentUser() user: RequestUser): Promise<TSubscriptionsResponse> {
    return this.billing.listForAdmin(user.id);
  }

  @Get(':crowdId')
  @CrowdRole('CROWD_ADMIN')
  get(@ZodParams(ZCrowdIdParams) { crowdId }: { crowdId: number }): Promise<TGetSubscriptionResponse> {
    return this.billing.get(crowdId);
  }

  @Post()
  @CrowdRole('CROWD_ADMIN')
  create(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZCreateSubscriptionRequest) body: TCreateSubscriptionRequest,
  ): Promise<TCreateSubscriptionResponse> {
    return this.billing.create(user, body);
  }

  /** Any signed-in user who may found crowds (POST /crowd's rule): the crowd is theirs. */
  @Post('newCrowd')
  @RequireUser()
  createWithCrowd(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZCreateSubscribedCrowdRequest) body: TCreateSubscribedCrowdRequest,
  ): Promise<TCreateSubscribedCrowdResponse> {
    return this.subscribedCrowds.create(user, body);
  }

  @Delete(':crowdId')
  @CrowdRole('CROWD_ADMIN')
  cancel(@ZodParams(ZCrowdIdParams) { crowdId }: { crowdId: number }): Promise<TCancelSubscriptionResponse> {
    return this.billing.cancel(crowdId);
  }
}

import { Controller, Delete, Get, Post } from '@nestjs/common';
import {
  ZCreateSubscriptionRequest,
  ZCrowdIdParams,
  type TCancelSubscriptionResponse,
  type TCreateSubscriptionRequest,
  type TCreateSubscriptionResponse,
  type TGetSubscriptionResponse,
  type TSubscriptionsResponse,
} from '@crowd/contracts';
import type { RequestUser } from '../../common/http/request-user';
import { ZodBody, ZodParams } from '../../common/http/zod-validation.pipe';
import { CurrentUser, RequireUser } from '../auth/guards/require-user.guard';
import { CrowdRole } from '../crowd/context/crowd-role.guard';
import { SubscriptionBillingService } from './subscription-billing.service';

/** The subscription tab and the direct subscribe page (spec 2): the crowd's admin only. */
@Controller('subscription')
export class SubscriptionController {
  constructor(private readonly billing: SubscriptionBillingService) {}

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

  @Delete(':crowdId')
  @CrowdRole('CROWD_ADMIN')
  cancel(@ZodParams(ZCrowdIdParams) { crowdId }: { crowdId: number }): Promise<TCancelSubscriptionResponse> {
    return this.billing.cancel(crowdId);
  }
}

import { Controller } from '@nestjs/common';
import type {
  TCreateCrowdWebhookResponse,
  TCrowdWebhook,
  TCrowdWebhookDeliveryListResponse,
  TCrowdWebhookListResponse,
  TDeleteCrowdWebhookResponse,
} from '@crowd/contracts';
import { ApiRoute, RouteBody, RouteParams, type TRouteBody, type TRouteParams } from '../../../common/http/api-route';
import { CrowdRole } from '../../crowd/crowd/context/crowd-role.guard';
import { CrowdWebhooksService } from './crowd-webhooks.service';

/** A crowd's outgoing webhooks: its admins only, as they send the crowd's ideas (private ones too) elsewhere. */
@Controller()
@CrowdRole('CROWD_ADMIN')
export class CrowdWebhooksController {
  constructor(private readonly webhooks: CrowdWebhooksService) {}

  @ApiRoute('listCrowdWebhooks')
  list(@RouteParams() { crowdId }: TRouteParams<'listCrowdWebhooks'>): Promise<TCrowdWebhookListResponse> {
    return this.webhooks.list(crowdId);
  }

  @ApiRoute('createCrowdWebhook')
  create(
    @RouteParams() { crowdId }: TRouteParams<'createCrowdWebhook'>,
    @RouteBody() body: TRouteBody<'createCrowdWebhook'>,
  ): Promise<TCreateCrowdWebhookResponse> {
    return this.webhooks.create(crowdId, body);
  }

  @ApiRoute('deleteCrowdWebhook')
  delete(
    @RouteParams() { crowdId, webhookId }: TRouteParams<'deleteCrowdWebhook'>,
  ): Promise<TDeleteCrowdWebhookResponse> {
    return this.webhooks.delete(crowdId, webhookId);
  }

  @ApiRoute('enableCrowdWebhook')
  enable(@RouteParams() { crowdId, webhookId }: TRouteParams<'enableCrowdWebhook'>): Promise<TCrowdWebhook> {
    return this.webhooks.enable(crowdId, webhookId);
  }

  @ApiRoute('listCrowdWebhookDeliveries')
  deliveries(
    @RouteParams() { crowdId, webhookId }: TRouteParams<'listCrowdWebhookDeliveries'>,
  ): Promise<TCrowdWebhookDeliveryListResponse> {
    return this.webhooks.deliveries(crowdId, webhookId);
  }
}

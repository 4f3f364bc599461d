import * as S from '../schemas';
import { type TApiRoute } from './route';

/** A crowd's outgoing webhooks (decision 035); its admins only. */
export const CROWD_WEBHOOKS_ROUTES = [
  {
    method: 'get',
    path: '/crowdWebhooks/{crowdId}',
    operationId: 'listCrowdWebhooks',
    tag: 'crowdWebhooks',
    auth: 'user',
    summary: 'The webhooks of a crowd',
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZCrowdWebhookListResponse },
  },
  {
    method: 'post',
    path: '/crowdWebhooks/{crowdId}',
    operationId: 'createCrowdWebhook',
    tag: 'crowdWebhooks',
    auth: 'user',
    summary: 'Add a webhook; the answer holds its signing secret, shown this once',
    request: { params: S.ZCrowdIdParams, body: S.ZCreateCrowdWebhookRequest },
    responses: { 201: S.ZCreateCrowdWebhookResponse },
  },
  {
    method: 'delete',
    path: '/crowdWebhooks/{crowdId}/{webhookId}',
    operationId: 'deleteCrowdWebhook',
    tag: 'crowdWebhooks',
    auth: 'user',
    summary: 'Delete a webhook and its delivery log',
    request: { params: S.ZCrowdWebhookParams },
    responses: { 200: S.ZDeleteCrowdWebhookResponse },
  },
  {
    method: 'post',
    path: '/crowdWebhooks/{crowdId}/{webhookId}/enable',
    operationId: 'enableCrowdWebhook',
    tag: 'crowdWebhooks',
    auth: 'user',
    summary: 'Enable a webhook that was disabled after failing repeatedly',
    request: { params: S.ZCrowdWebhookParams },
    responses: { 200: S.ZCrowdWebhook },
  },
  {
    method: 'get',
    path: '/crowdWebhooks/{crowdId}/{webhookId}/deliveries',
    operationId: 'listCrowdWebhookDeliveries',
    tag: 'crowdWebhooks',
    auth: 'user',
    summary: 'The last delivery attempts of a webhook, newest first',
    request: { params: S.ZCrowdWebhookParams },
    responses: { 200: S.ZCrowdWebhookDeliveryListResponse },
  },
] as const satisfies readonly TApiRoute[];

import * as S from '../schemas';
import { type TApiRoute } from './route';

export const SUBSCRIPTIONS_ROUTES = [
  {
    method: 'get',
    path: '/subscription',
    operationId: 'listSubscriptions',
    tag: 'subscriptions',
    auth: 'user',
    summary: 'Current and next subscription of each crowd the user administers, keyed by crowd id',
    responses: { 200: S.ZSubscriptionsResponse },
  },
  {
    method: 'get',
    path: '/subscription/{crowdId}',
    operationId: 'getSubscription',
    tag: 'subscriptions',
    auth: 'user',
    summary: "A crowd's current and next subscription",
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZGetSubscriptionResponse },
  },
  {
    method: 'post',
    path: '/subscription',
    operationId: 'createSubscription',
    tag: 'subscriptions',
    auth: 'user',
    summary: 'Subscribe a crowd to a tier (402 when the payment failed)',
    request: { body: S.ZCreateSubscriptionRequest },
    responses: { 201: S.ZCreateSubscriptionResponse },
    errors: [402],
  },
  {
    method: 'delete',
    path: '/subscription/{crowdId}',
    operationId: 'cancelSubscription',
    tag: 'subscriptions',
    auth: 'user',
    summary: 'Cancel at the end of the paid period',
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZCancelSubscriptionResponse },
  },
  {
    method: 'post',
    path: '/payments/webhook',
    operationId: 'paymentWebhook',
    tag: 'subscriptions',
    auth: 'public',
    summary: 'Payment provider events (signature-verified raw body)',
    responses: { 200: S.ZPaymentWebhookResponse },
  },
] as const satisfies readonly TApiRoute[];

import * as S from '../schemas';
import { type TApiRoute } from './route';

export const CREDIT_CARDS_ROUTES = [
  {
    method: 'get',
    path: '/creditcard',
    operationId: 'listCreditCards',
    tag: 'creditCards',
    auth: 'user',
    summary: "The user's saved cards, primary first",
    responses: { 200: S.ZCreditCardListResponse },
  },
  {
    method: 'post',
    path: '/creditcard',
    operationId: 'addCreditCard',
    tag: 'creditCards',
    auth: 'user',
    summary: 'Save a payment method the provider created for the user (the first card becomes primary)',
    request: { body: S.ZAddCreditCardRequest },
    responses: { 201: S.ZCreditCardsChangedResponse },
    errors: [402],
  },
  {
    method: 'put',
    path: '/creditcard/{id}/default',
    operationId: 'makeDefaultCreditCard',
    tag: 'creditCards',
    auth: 'user',
    summary: 'Make a saved card the primary one (charged for renewals)',
    request: { params: S.ZCreditCardParams },
    responses: { 200: S.ZCreditCardsChangedResponse },
  },
  {
    method: 'delete',
    path: '/creditcard/{id}',
    operationId: 'deleteCreditCard',
    tag: 'creditCards',
    auth: 'user',
    summary: 'Delete a saved card (the newest other card becomes primary)',
    request: { params: S.ZCreditCardParams },
    responses: { 200: S.ZDeleteCreditCardResponse },
  },
] as const satisfies readonly TApiRoute[];

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

import { Controller } from '@nestjs/common';
import type { TCreditCardListResponse, TCreditCardsChangedResponse, TDeleteCreditCardResponse } from '@crowd/contracts';
import type { RequestUser } from '../../../../common/http/request-user';
import {
  ApiRoute,
  RouteBody,
  RouteParams,
  type TRouteBody,
  type TRouteParams,
} from '../../../../common/http/api-route';
import { CurrentUser } from '../../../../common/http/current-user';
import { RequireCrowdAdmin } from './require-crowd-admin.guard';
import { CreditCardsService } from './credit-cards.service';

/** /account/creditCards (spec 1, 2.5): only an admin of at least one crowd has cards here. */
@Controller()
@RequireCrowdAdmin()
export class CreditCardsController {
  constructor(private readonly cards: CreditCardsService) {}

  @ApiRoute('listCreditCards')
  list(@CurrentUser() user: RequestUser): Promise<TCreditCardListResponse> {
    return this.cards.list(user.id);
  }

  @ApiRoute('addCreditCard')
  add(
    @CurrentUser() user: RequestUser,
    @RouteBody() body: TRouteBody<'addCreditCard'>,
  ): Promise<TCreditCardsChangedResponse> {
    return this.cards.add(user.id, body);
  }

  @ApiRoute('makeDefaultCreditCard')
  makeDefault(
    @CurrentUser() user: RequestUser,
    @RouteParams() { id }: TRouteParams<'makeDefaultCreditCard'>,
  ): Promise<TCreditCardsChangedResponse> {
    return this.cards.makeDefault(user.id, id);
  }

  @ApiRoute('deleteCreditCard')
  remove(
    @CurrentUser() user: RequestUser,
    @RouteParams() { id }: TRouteParams<'deleteCreditCard'>,
  ): Promise<TDeleteCreditCardResponse> {
    return this.cards.remove(user.id, id);
  }
}

import { Controller, Delete, Get, Post, Put } from '@nestjs/common';
import {
  ZAddCreditCardRequest,
  ZCreditCardParams,
  type TAddCreditCardRequest,
  type TCreditCardListResponse,
  type TCreditCardsChangedResponse,
  type TDeleteCreditCardResponse,
} from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { ZodBody, ZodParams } from '../../../common/http/zod-validation.pipe';
import { CurrentUser } from '../../../common/http/current-user';
import { RequireCrowdAdmin } from './require-crowd-admin.guard';
import { CreditCardsService } from './credit-cards.service';

/** /account/creditCards (spec 1, 2.5): only an admin of at least one crowd has cards here. */
@Controller('creditcard')
@RequireCrowdAdmin()
export class CreditCardsController {
  constructor(private readonly cards: CreditCardsService) {}

  @Get()
  list(@CurrentUser() user: RequestUser): Promise<TCreditCardListResponse> {
    return this.cards.list(user.id);
  }

  @Post()
  add(
    @CurrentUser() user: RequestUser,
    @ZodBody(ZAddCreditCardRequest) body: TAddCreditCardRequest,
  ): Promise<TCreditCardsChangedResponse> {
    return this.cards.add(user.id, body);
  }

  @Put(':id/default')
  makeDefault(
    @CurrentUser() user: RequestUser,
    @ZodParams(ZCreditCardParams) { id }: { id: string },
  ): Promise<TCreditCardsChangedResponse> {
    return this.cards.makeDefault(user.id, id);
  }

  @Delete(':id')
  remove(
    @CurrentUser() user: RequestUser,
    @ZodParams(ZCreditCardParams) { id }: { id: string },
  ): Promise<TDeleteCreditCardResponse> {
    return this.cards.remove(user.id, id);
  }
}

import { Controller, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { TConfirmUserErasureResponse, TEraseUserResponse } from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { ApiRoute, RouteBody, type TRouteBody } from '../../../common/http/api-route';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import { AuthCookies } from '../auth/session/auth-cookies';
import { ErasureRequestService } from './erasure-request.service';

/** DELETE /user and POST /user/erasure (decision 034). */
@Controller()
export class AccountErasureController {
  constructor(
    private readonly requests: ErasureRequestService,
    private readonly cookies: AuthCookies,
  ) {}

  /** Every session of the account is revoked by then; this host's cookie goes with the answer. */
  @ApiRoute('eraseUser')
  @RequireUser()
  async erase(
    @CurrentUser() user: RequestUser,
    @RouteBody() body: TRouteBody<'eraseUser'>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TEraseUserResponse> {
    const answer = await this.requests.request(user, body);
    if (answer.status === 'erased') this.cookies.clearSession(res);
    return answer;
  }

  @ApiRoute('confirmUserErasure')
  confirm(@RouteBody() body: TRouteBody<'confirmUserErasure'>): Promise<TConfirmUserErasureResponse> {
    return this.requests.confirm(body.token);
  }
}

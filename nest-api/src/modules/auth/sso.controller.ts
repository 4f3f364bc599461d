import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ZSsoCodeRequest,
  ZSsoExchangeRequest,
  type TSsoCodeRequest,
  type TSsoCodeResponse,
  type TSsoExchangeRequest,
  type TSsoExchangeResponse,
} from '@crowd/contracts';
import type { Request, Response } from 'express';
import type { RequestUser } from '../../common/http/request-user';
import { ZodBody } from '../../common/http/zod-validation.pipe';
import { CurrentUser, RequireUser } from './guards/require-user.guard';
import { SsoService } from './sso.service';

@Controller('login/sso')
export class SsoController {
  constructor(private readonly sso: SsoService) {}

  @Post('code')
  @HttpCode(200)
  @RequireUser()
  code(@CurrentUser() user: RequestUser, @ZodBody(ZSsoCodeRequest) body: TSsoCodeRequest): Promise<TSsoCodeResponse> {
    return this.sso.issueCode(user, body.redirectUrl);
  }

  @Post('exchange')
  @HttpCode(200)
  exchange(
    @ZodBody(ZSsoExchangeRequest) body: TSsoExchangeRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TSsoExchangeResponse> {
    return this.sso.exchange(req, res, body.code);
  }
}

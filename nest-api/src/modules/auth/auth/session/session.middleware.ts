import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { requestHost } from '../../../../common/http/request-host';
import { presentedToken } from '../../../../common/http/session-token';
import { SessionService } from './session.service';

/** Puts the signed-in user on `req.user`; an unknown, revoked, expired or other-host cookie is ignored. */
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  constructor(private readonly sessions: SessionService) {}

  async use(req: Request, _res: Response, next: NextFunction): Promise<void> {
    try {
      const user = await this.sessions.resolve(presentedToken(req), requestHost(req));
      if (user) req.user = user;
      next();
    } catch (error) {
      next(error);
    }
  }
}

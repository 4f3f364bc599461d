import {
  Injectable,
  SetMetadata,
  UseGuards,
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AuthRateLimits, type RateLimitedAction } from './auth-rate-limits';
import { clientAddress } from '../../../../common/http/client-address';
import { RateLimitedError } from '../../../../infra/rate-limit/rate-limited';

const RATE_LIMITED_ACTION = 'crowd:rate-limited-action';

const bodyEmail = (req: Request): string | undefined => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
};

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: AuthRateLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const action = this.reflector.get<RateLimitedAction | undefined>(RATE_LIMITED_ACTION, context.getHandler());
    if (!action) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    try {
      await this.limits.check(action, clientAddress(req), bodyEmail(req));
    } catch (error) {
      if (error instanceof RateLimitedError)
        http.getResponse<Response>().setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
    return true;
  }
}

/** Counts the request against the action's limits; over a limit it answers 429 with Retry-After. */
export const RateLimited = (action: RateLimitedAction): MethodDecorator =>
  applyDecorators(SetMetadata(RATE_LIMITED_ACTION, action), UseGuards(RateLimitGuard));

import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The client's address, the key of the per-address limits. req.ip honours X-Forwarded-For only
 * from TRUSTED_PROXIES (our web process); from anyone else it is the connection's own address.
 */
export const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** `@ClientAddress() address: string` in a controller. */
export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  clientAddress(context.switchToHttp().getRequest<Request>()),
);

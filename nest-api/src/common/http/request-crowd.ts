import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { parseId, PRIVATE_CROWD_HEADER } from '@crowd/contracts';
import type { Request } from 'express';
import { DomainError, forbidden, ValidationFailedError } from '../errors';

/**
 * The crowd a request is made in (decision 029), read once by one rule for every route:
 *
 * - the crowd it names: its `crowdId` path parameter, query parameter or body field, each read
 *   by the contracts' one id rule (`parseId`, the rule of `ZIdParam`/`ZFormId`/`ZId`, so the
 *   handler's pipe reads the same id or refuses the request too). A `crowdId` that is there but
 *   not an id (`022`, `+22`, ` 22`, `22.0`, `"22"` where a number is due…) is 422 on `crowdId`,
 *   never "no crowd named"; two places naming different crowds are 400 `crowd_header_mismatch`;
 *   a private user naming a crowd not their own is 403 `user_bound_to_other_crowd`;
 * - else the `X-Private-Crowd` header (the private crowd's site the browser is on). The header
 *   never supplies or overrides a crowd the request names: when both are there and differ, the
 *   request is refused with 400 `crowd_header_mismatch`; a header that is not an id is 400. It
 *   grants nothing: a private user's request sent from another crowd's site is 403
 *   `user_bound_to_other_crowd`, whatever it names; signing out stays possible everywhere.
 *
 * `RequestCrowdGuard` (global) resolves it before any other guard and keeps it on the request;
 * `CrowdRoleGuard` checks the role in exactly that crowd; the multipart interceptors check the
 * body's `crowdId` against it once the body is read (`assertBodyCrowdAgrees`).
 */
export interface RequestCrowd {
  /** The crowd the request is made in, if it names or is sent from one. */
  crowdId: number | undefined;
  /** The crowd the request itself names (path, query or body), if any. */
  named: number | undefined;
  /** The crowd of the `X-Private-Crowd` header, if sent. */
  header: number | undefined;
}

const REQUEST_CROWD = Symbol('requestCrowd');
type WithRequestCrowd = Request & { [REQUEST_CROWD]?: RequestCrowd };

const crowdHeaderMismatch = (): DomainError => new DomainError('bad_request', 'crowd_header_mismatch');
const invalidCrowdId = (): ValidationFailedError => ValidationFailedError.field('crowdId', 'validation_invalid_value');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `holder.crowdId` read by the id rule: undefined when absent (or '', an empty form or query
 * field, as the schemas read it), 422 when there but not an id.
 */
function namedIn(holder: unknown): number | undefined {
  if (!isRecord(holder) || !Object.hasOwn(holder, 'crowdId')) return undefined;
  if (holder.crowdId === undefined || holder.crowdId === '') return undefined;
  const id = parseId(holder.crowdId);
  if (id === undefined) throw invalidCrowdId();
  return id;
}

/** Every crowd named in `holders` must be the same one. */
function agreeing(ids: ReadonlyArray<number | undefined>): number | undefined {
  const named = ids.filter((id): id is number => id !== undefined);
  if (named.some((id) => id !== named[0])) throw crowdHeaderMismatch();
  return named[0];
}

/** The `X-Private-Crowd` header's crowd: undefined when not sent, 400 when it is not an id. */
function headerCrowdOf(req: Request): number | undefined {
  const header = req.get(PRIVATE_CROWD_HEADER);
  if (header === undefined) return undefined;
  const id = parseId(header);
  if (id === undefined) throw new DomainError('bad_request', 'validation_invalid_value');
  return id;
}

/** Whether the caller is a private user, bound to a crowd other than `crowdId`. */
const boundElsewhere = (req: Request, crowdId: number): boolean => {
  const bound = req.user?.boundCrowdId;
  return bound !== undefined && bound !== null && bound !== crowdId;
};

/**
 * The rule over a named crowd: a private user only in their own (403 `user_bound_to_other_crowd`,
 * as everywhere), then the header must not name another (400 `crowd_header_mismatch`).
 */
function assertMayName(req: Request, named: number | undefined, header: number | undefined): void {
  if (named === undefined) return;
  if (boundElsewhere(req, named)) throw forbidden('user_bound_to_other_crowd');
  if (header !== undefined && header !== named) throw crowdHeaderMismatch();
}

function resolve(req: Request): RequestCrowd {
  const header = headerCrowdOf(req);
  if (header !== undefined && boundElsewhere(req, header) && !req.path.endsWith('/user/logout')) {
    throw forbidden('user_bound_to_other_crowd');
  }
  const named = agreeing([namedIn(req.params), namedIn(req.query), namedIn(req.body)]);
  assertMayName(req, named, header);
  return { crowdId: named ?? header, named, header };
}

/** The request's crowd, resolved once (the global guard does it first) and kept on the request. */
export function requestCrowdOf(req: Request): RequestCrowd {
  const holder = req as WithRequestCrowd;
  holder[REQUEST_CROWD] ??= resolve(req);
  return holder[REQUEST_CROWD];
}

/**
 * For bodies read after the guards (multipart): the body's `crowdId`, if any, must be an id and
 * the crowd the guards resolved (the path's or the header's), else 422 or 400.
 */
export function assertBodyCrowdAgrees(req: Request): void {
  const known = requestCrowdOf(req);
  const named = namedIn(req.body);
  if (named === undefined) return;
  if (known.named !== undefined && known.named !== named) throw crowdHeaderMismatch();
  assertMayName(req, named, known.header);
  (req as WithRequestCrowd)[REQUEST_CROWD] = { crowdId: named, named, header: known.header };
}

/**
 * A crowd the handler or its service acts in (e.g. a crowd's own id in `PUT /crowd`) must not
 * differ from the `X-Private-Crowd` header the request was sent with.
 */
export function assertAgreesWithHeader(req: Request | undefined, crowdId: number): void {
  if (!req) return;
  const { header } = requestCrowdOf(req);
  if (header !== undefined && header !== crowdId) throw crowdHeaderMismatch();
}

/** Global: resolves every request's crowd before any other guard runs (and refuses it by the rule above). */
@Injectable()
export class RequestCrowdGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    requestCrowdOf(context.switchToHttp().getRequest<Request>());
    return true;
  }
}

import { HttpException, HttpStatus } from '@nestjs/common';
import { isMessageKey, STALE_ENTITY_HEADER, type MessageKey } from '@crowd/contracts';
import { ZodError } from 'zod';
import { assertNever } from '../assert-never';
import { isDuplicateKeyError } from '../duplicate-key';
import { zodIssuesToFieldErrors } from './zod-issues';
import { DomainError, StaleEntityError, ValidationFailedError, type DomainErrorKind, type FieldError } from '../errors';

type ErrorBody = ({ error: MessageKey } & Record<string, unknown>) | { errors: FieldError[] };

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
  /** Unexpected failures are logged with the request id; expected ones are not. */
  unexpected: boolean;
}

const expected = (status: number, error: MessageKey, headers: Record<string, string> = {}): ErrorResponse => ({
  status,
  body: { error },
  headers,
  unexpected: false,
});

/** Nest's HttpStatus has no 426; the spec uses it for the crowd user limit. */
const UPGRADE_REQUIRED = 426;

function statusOfDomainError(kind: DomainErrorKind): number {
  switch (kind) {
    case 'bad_request':
      return HttpStatus.BAD_REQUEST;
    case 'unauthorized':
      return HttpStatus.UNAUTHORIZED;
    case 'forbidden':
      return HttpStatus.FORBIDDEN;
    case 'not_found':
      return HttpStatus.NOT_FOUND;
    case 'conflict':
      return HttpStatus.CONFLICT;
    case 'payment_required':
      return HttpStatus.PAYMENT_REQUIRED;
    case 'payload_too_large':
      return HttpStatus.PAYLOAD_TOO_LARGE;
    case 'unsupported_media_type':
      return HttpStatus.UNSUPPORTED_MEDIA_TYPE;
    case 'user_limit_reached':
      return UPGRADE_REQUIRED;
    case 'too_many_requests':
      return HttpStatus.TOO_MANY_REQUESTS;
    case 'unavailable':
      return HttpStatus.SERVICE_UNAVAILABLE;
    default:
      return assertNever(kind);
  }
}

const KEY_BY_HTTP_STATUS: Partial<Record<number, MessageKey>> = {
  [HttpStatus.UNAUTHORIZED]: 'unauthorized',
  [HttpStatus.FORBIDDEN]: 'forbidden',
  [HttpStatus.NOT_FOUND]: 'not_found',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'payload_too_large',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'unsupported_media_type',
  [HttpStatus.TOO_MANY_REQUESTS]: 'too_many_requests',
};

/**
 * Errors raised by Express middleware (body-parser, through http-errors) carry `status` and either their
 * `type` or, when they wrap a stream's error (a body that does not decompress), http-errors' `expose`.
 */
interface MiddlewareHttpError {
  status: number;
  type?: string;
}

function isMiddlewareHttpError(error: unknown): error is MiddlewareHttpError {
  if (typeof error !== 'object' || error === null) return false;
  const { status, type, expose } = error as { status?: unknown; type?: unknown; expose?: unknown };
  return typeof status === 'number' && (typeof type === 'string' || expose === true);
}

function fromHttpException(error: HttpException): ErrorResponse {
  const status = error.getStatus();
  const response = error.getResponse();
  const ownKey =
    typeof response === 'object' && response !== null ? (response as { error?: unknown }).error : undefined;
  const key = isMessageKey(ownKey) ? ownKey : (KEY_BY_HTTP_STATUS[status] ?? 'default_error');
  return { status, body: { error: key }, headers: {}, unexpected: status >= 500 };
}

/** The one mapping from anything thrown to the spec's error envelope (spec section 8). */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof ValidationFailedError) {
    return { status: HttpStatus.UNPROCESSABLE_ENTITY, body: { errors: error.errors }, headers: {}, unexpected: false };
  }
  if (error instanceof ZodError) {
    const errors = zodIssuesToFieldErrors(error);
    return { status: HttpStatus.UNPROCESSABLE_ENTITY, body: { errors }, headers: {}, unexpected: false };
  }
  if (error instanceof StaleEntityError) {
    return expected(HttpStatus.CONFLICT, 'optimistic_locking_error', { [STALE_ENTITY_HEADER]: error.entity });
  }
  if (error instanceof DomainError) {
    const answer = expected(statusOfDomainError(error.kind), error.key);
    return error.details ? { ...answer, body: { ...error.details, error: error.key } } : answer;
  }
  if (error instanceof HttpException) {
    return fromHttpException(error);
  }
  if (isDuplicateKeyError(error)) {
    return expected(HttpStatus.CONFLICT, 'default_error');
  }
  if (isMiddlewareHttpError(error) && error.status >= 400 && error.status < 500) {
    if (error.type === 'entity.too.large') return expected(HttpStatus.PAYLOAD_TOO_LARGE, 'payload_too_large');
    if (error.type === 'entity.parse.failed') return expected(HttpStatus.BAD_REQUEST, 'default_error');
    return expected(error.status, KEY_BY_HTTP_STATUS[error.status] ?? 'default_error');
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { error: 'default_error' }, headers: {}, unexpected: true };
}

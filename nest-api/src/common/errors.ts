import type { MessageKey } from '@crowd/contracts';

/**
 * Errors a service throws; the global exception filter maps each kind to the spec's status and
 * body (spec section 8). Services never build HTTP responses themselves.
 */
export type DomainErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payment_required'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'user_limit_reached'
  | 'too_many_requests'
  | 'unavailable';

export class DomainError extends Error {
  /** `details`: fields answered beside `error`, for a refusal that says what to do (the crowds to transfer first). */
  constructor(
    readonly kind: DomainErrorKind,
    readonly key: MessageKey,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(key);
  }
}

export interface FieldError {
  param: string;
  msg: MessageKey;
  count?: number;
}

/** Answered as 422 `{ errors: [{ param, msg }] }`. */
export class ValidationFailedError extends Error {
  constructor(readonly errors: FieldError[]) {
    super('validation failed');
  }

  static field(param: string, msg: MessageKey, count?: number): ValidationFailedError {
    return new ValidationFailedError([count === undefined ? { param, msg } : { param, msg, count }]);
  }
}

/** A versioned write found another version: 409 with `X-Stale-Entity: <entity>`. */
export class StaleEntityError extends Error {
  constructor(readonly entity: string) {
    super(`stale ${entity}`);
  }
}

export const notFound = (key: MessageKey = 'not_found') => new DomainError('not_found', key);
export const forbidden = (key: MessageKey = 'forbidden') => new DomainError('forbidden', key);
export const unauthorized = (key: MessageKey = 'unauthorized') => new DomainError('unauthorized', key);

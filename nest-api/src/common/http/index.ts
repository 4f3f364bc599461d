export { AllExceptionsFilter, sendError } from './all-exceptions.filter';
export { statusOfDomainError, toErrorResponse, type ErrorBody, type ErrorResponse } from './error-response';
export { requestIdMiddleware, resolveRequestId } from './request-id';
export { parseOrFail, ZodBody, ZodParams, ZodQuery, ZodValidationPipe } from './zod-validation.pipe';
export { zodIssuesToFieldErrors } from './zod-issues';

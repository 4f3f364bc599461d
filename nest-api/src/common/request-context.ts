import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Runs `work` as part of the request `requestId` (an HTTP request, or a job queued by one): every
 * log line written meanwhile carries the id, and every job queued meanwhile takes it along.
 */
export function runWithRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId === undefined ? work() : storage.run({ requestId }, work);
}

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

import { createCookieSessionStorage, data, redirect, type SessionStorage } from '@remix-run/node';
import { ZToastVariant } from '@crowd/contracts';
import { z } from 'zod';
import type { ApiError } from './api.server';
import { getEnv } from './env.server';
import { defaultToastDuration, type Toast, type ToastInput } from './toast';

const TOAST_KEY = 'toast';

const ZToast = z.object({
  id: z.string(),
  type: ZToastVariant,
  message: z.string(),
  values: z.record(z.union([z.string(), z.number()])).optional(),
  durationMs: z.number().int().positive(),
});

let storage: SessionStorage | undefined;

/** Host-only cookie session that carries one-request flash data (toasts) between a post and its redirect. */
function flashSessionStorage(): SessionStorage {
  if (!storage) {
    const env = getEnv();
    storage = createCookieSessionStorage({
      cookie: {
        name: '__flash',
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: env.PUBLIC_PROTOCOL === 'https',
        secrets: [env.SESSION_SECRET],
      },
    });
  }
  return storage;
}

const toToast = (input: ToastInput): Toast => {
  const type = input.type ?? 'SUCCESS';
  return {
    id: Math.random().toString(36).slice(2),
    type,
    message: input.message,
    ...(input.values ? { values: input.values } : {}),
    durationMs: input.durationMs ?? defaultToastDuration(type),
  };
};

export async function createToastHeaders(input: ToastInput, headers = new Headers()): Promise<Headers> {
  const sessionStorage = flashSessionStorage();
  const session = await sessionStorage.getSession();
  session.flash(TOAST_KEY, toToast(input));
  headers.append('Set-Cookie', await sessionStorage.commitSession(session));
  return headers;
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit): Promise<Response> {
  const headers = await createToastHeaders(toast, new Headers(init?.headers));
  return redirect(url, { ...init, headers });
}

export async function jsonWithToast<T>(value: T, toast: ToastInput, init?: ResponseInit) {
  const headers = await createToastHeaders(toast, new Headers(init?.headers));
  return data(value, { ...init, headers });
}

/** Reads (and so consumes) the flashed toast; `headers` must go on the response to clear it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const sessionStorage = flashSessionStorage();
  const cookie = request.headers.get('Cookie');
  if (!cookie?.includes('__flash=')) return { toast: null, headers: null };
  const session = await sessionStorage.getSession(cookie);
  const parsed = ZToast.safeParse(session.get(TOAST_KEY));
  const headers = new Headers({ 'Set-Cookie': await sessionStorage.destroySession(session) });
  return { toast: parsed.success ? parsed.data : null, headers };
}

/** Whole minutes until a rate limit lets the next attempt through (at least 1). */
const retryAfterMinutes = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/**
 * The error toast for a failed API call (5 s, spec 8); a 429 that says when to come back reads
 * "too many attempts, try again in N minutes".
 */
export const toastFromApiError = (error: ApiError): ToastInput =>
  error.status === 429 && error.retryAfterSeconds !== undefined
    ? {
        type: 'ERROR',
        message: 'common:rateLimited.tryAgainIn',
        values: { count: retryAfterMinutes(error.retryAfterSeconds) },
      }
    : { type: 'ERROR', message: error.key };

/** A refused request's toast: the rate limit's "try again in N minutes", else `otherwise`. */
export const toastForRefusal = (error: ApiError, otherwise: ToastInput): ToastInput =>
  error.status === 429 ? toastFromApiError(error) : otherwise;

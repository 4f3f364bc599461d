import { TOAST_DURATION_MS } from '@crowd/contracts';
import type { TLocale } from '@crowd/contracts/locales';
import { createInstance } from 'i18next';
import { i18nOptions } from '~/i18n/config';
import { allWebResources } from '~/i18n/resources.server';
import { mapApiError, retryAfterSeconds } from './api.server';
import type { ToastInput } from './toast';
import { getToast, jsonWithToast, redirectWithToast, toastFromApiError } from './toast.server';

const cookieHeader = (response: { headers: Headers }) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe('toasts as session flash', () => {
  it('carries a toast through a redirect and consumes it once read', async () => {
    const response = await redirectWithToast('/account', { message: 'account_update_successful' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/account');

    const request = new Request('http://localhost:3000/account', { headers: { Cookie: cookieHeader(response) } });
    const { toast, headers } = await getToast(request);
    expect(toast).toMatchObject({
      type: 'SUCCESS',
      message: 'account_update_successful',
      durationMs: TOAST_DURATION_MS.default,
    });
    expect(headers?.get('Set-Cookie')).toMatch(/__flash=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('keeps error toasts 5 s and allows an explicit duration', async () => {
    const error = await jsonWithToast({ ok: false }, { type: 'ERROR', message: 'default_error' });
    const login = await jsonWithToast(null, {
      type: 'ERROR',
      message: 'invalid_username_password',
      durationMs: TOAST_DURATION_MS.loginError,
    });
    const read = async (init: { init?: ResponseInit | null }) =>
      (
        await getToast(
          new Request('http://x/', { headers: { Cookie: cookieHeader({ headers: new Headers(init.init?.headers) }) } }),
        )
      ).toast;
    await expect(read(error)).resolves.toMatchObject({ durationMs: TOAST_DURATION_MS.requestError });
    await expect(read(login)).resolves.toMatchObject({ durationMs: TOAST_DURATION_MS.loginError });
  });

  it('reads nothing from a request without the flash cookie', async () => {
    await expect(getToast(new Request('http://x/'))).resolves.toEqual({ toast: null, headers: null });
  });
});

describe('the toast of a rate-limited call', () => {
  const limited = (retryAfter: string | null) =>
    mapApiError(429, new Headers(retryAfter === null ? {} : { 'Retry-After': retryAfter }), {
      error: 'too_many_requests',
    });
  const text = async (locale: TLocale, toast: ToastInput) => {
    const i18n = createInstance();
    await i18n.init(i18nOptions(locale, allWebResources));
    return i18n.t(toast.message.includes(':') ? toast.message : `messages:${toast.message}`, toast.values);
  };

  it('says in how many whole minutes to try again, with each language’s plural forms', async () => {
    await expect(text('en', toastFromApiError(limited('60')))).resolves.toBe(
      'Too many attempts. Please try again in 1 minute.',
    );
    await expect(text('en', toastFromApiError(limited('61')))).resolves.toBe(
      'Too many attempts. Please try again in 2 minutes.',
    );
    await expect(text('sk', toastFromApiError(limited('1')))).resolves.toBe(
      'Príliš veľa pokusov. Skúste to znova o 1 minútu.',
    );
    await expect(text('sk', toastFromApiError(limited('180')))).resolves.toBe(
      'Príliš veľa pokusov. Skúste to znova o 3 minúty.',
    );
    await expect(text('sk', toastFromApiError(limited('900')))).resolves.toBe(
      'Príliš veľa pokusov. Skúste to znova o 15 minút.',
    );
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(limited('120').retryAfterSeconds).toBe(120);
    expect(retryAfterSeconds(new Date(Date.UTC(2030, 0, 1, 0, 5)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(300);
    expect(limited('soon').retryAfterSeconds).toBeUndefined();
  });

  it('falls back to the generic rate-limit message without Retry-After', () => {
    expect(toastFromApiError(limited(null))).toEqual({ type: 'ERROR', message: 'too_many_requests' });
  });
});

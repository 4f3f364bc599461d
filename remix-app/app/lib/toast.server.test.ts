import { TOAST_DURATION_MS } from '@crowd/contracts';
import { getToast, jsonWithToast, redirectWithToast } from './toast.server';

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

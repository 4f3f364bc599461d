import type { TLogoutResponse } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { mockApi } from '../../../test/mocks/api';
import { server, setupMockApi } from '../../../test/mocks/server';
import { DEMO, flashedToast, routeArgs, settle } from '../../../test/route-args';
import { logoutAction } from './logout.server';

setupMockApi();

describe('POST /logout', () => {
  it('ends the session, passes the cleared cookie on and goes home with logout_successful', async () => {
    let cookie: string | null = null;
    server.use(
      mockApi('logout', ({ request }) => {
        cookie = request.headers.get('cookie');
        return HttpResponse.json<TLogoutResponse>(
          { message: 'logout_successful' },
          {
            headers: {
              'Set-Cookie': 'crowd_sid=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
            },
          },
        );
      }),
    );
    const outcome = await settle(logoutAction(routeArgs(DEMO, '/logout', { form: {}, cookie: 'crowd_sid=abc' })));
    expect(cookie).toMatch(/^crowd_sid=abc/);
    expect(outcome.location).toBe('/');
    expect(outcome.headers.getSetCookie()).toContain(
      'crowd_sid=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    );
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'SUCCESS', message: 'logout_successful' });
  });
});

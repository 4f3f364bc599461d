import { HttpResponse } from 'msw';
import { mockApi } from '../../test/mocks/api';
import { makeUser } from '../../test/mocks/factories';
import { server, setupMockApi } from '../../test/mocks/server';
import { MAIN, routeArgs, settle } from '../../test/route-args';
import { action } from './resources.locale';

setupMockApi();

const post = (fields: Record<string, string>) => settle(action(routeArgs(MAIN, '/resources/locale', { form: fields })));

describe('POST /resources/locale', () => {
  it('sets the lng cookie and goes back to the page', async () => {
    const outcome = await post({ locale: 'sk', redirectTo: '/intro?x=1' });
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe('/intro?x=1');
    expect(outcome.headers.get('Set-Cookie')).toMatch(/^lng=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('never redirects off the site and ignores an unknown language', async () => {
    for (const redirectTo of ['//evil.example/', '/\\evil.example/', '/\t/evil.example/', 'http://evil.example/']) {
      const offsite = await post({ locale: 'en', redirectTo });
      expect(offsite.location).toBe('/');
    }
    // A newline cannot reach the Location header (it used to answer 500); `/.//` is re-serialised.
    expect((await post({ locale: 'en', redirectTo: '/intro\r\nSet-Cookie: x=1' })).location).toBe('/');
    expect((await post({ locale: 'en', redirectTo: '/.//evil.example/' })).location).toBe('/evil.example/');
    const unknown = await post({ locale: 'de', redirectTo: '/' });
    expect(unknown.headers.get('Set-Cookie')).toBeNull();
  });

  it("saves a signed-in user's choice as their stored locale, with id and version", async () => {
    const user = makeUser({ locale: 'en', version: 4 });
    const saved: unknown[] = [];
    server.use(
      mockApi('getUser', () => HttpResponse.json(user)),
      mockApi('updateUser', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ message: 'account_update_successful', user: { ...user, locale: 'sk', version: 5 } });
      }),
    );
    const outcome = await post({ locale: 'sk', redirectTo: '/' });
    expect(saved).toEqual([{ id: user.id, version: 4, locale: 'sk' }]);
    expect(outcome.headers.get('Set-Cookie')).toMatch(/^lng=/);
  });

  it('keeps the switch when saving fails, and saves nothing when the locale is already stored', async () => {
    const user = makeUser({ locale: 'sk' });
    let puts = 0;
    server.use(
      mockApi('getUser', () => HttpResponse.json(user)),
      mockApi('updateUser', () => {
        puts += 1;
        return HttpResponse.json({ error: 'default_error' }, { status: 500 });
      }),
    );
    expect((await post({ locale: 'sk', redirectTo: '/' })).headers.get('Set-Cookie')).toMatch(/^lng=/);
    expect(puts).toBe(0);
    expect((await post({ locale: 'en', redirectTo: '/' })).headers.get('Set-Cookie')).toMatch(/^lng=/);
    expect(puts).toBe(1);
  });
});

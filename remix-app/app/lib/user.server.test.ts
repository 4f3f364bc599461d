import { HttpResponse } from 'msw';
import { mockApi } from '../../test/mocks/api';
import { makeUser } from '../../test/mocks/factories';
import { server, setupMockApi } from '../../test/mocks/server';
import { MAIN, routeArgs } from '../../test/route-args';
import { api } from './api.server';
import { getOptionalUser } from './user.server';

setupMockApi();

describe('getOptionalUser', () => {
  const user = makeUser();
  let calls = 0;
  beforeEach(() => {
    calls = 0;
    server.use(
      mockApi('getUser', () => {
        calls += 1;
        return HttpResponse.json(user);
      }),
    );
  });

  it('does not ask the API for an anonymous visitor (no session cookie)', async () => {
    const args = routeArgs(MAIN, '/', { cookie: 'lng=sk' });
    await expect(getOptionalUser(api(args), args.context)).resolves.toBeNull();
    expect(calls).toBe(0);
  });

  it('asks once per request for a visitor with a session cookie', async () => {
    const args = routeArgs(MAIN, '/', { cookie: 'crowd_sid=s' });
    await expect(getOptionalUser(api(args), args.context)).resolves.toEqual(user);
    await expect(getOptionalUser(api(args), args.context)).resolves.toEqual(user);
    expect(calls).toBe(1);
  });
});

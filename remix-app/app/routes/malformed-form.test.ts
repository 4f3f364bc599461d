import type { ActionFunctionArgs } from '@remix-run/node';
import type { TUser } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { makeUser } from '../../test/mocks/factories';
import { mockApi } from '../../test/mocks/api';
import { server, setupMockApi } from '../../test/mocks/server';
import { MAIN, makeContext, settle } from '../../test/route-args';
import { action as profileAction } from './account.profile';
import { action as loginAction } from './login';
import { action as registerAction } from './register';

setupMockApi();

/** A multipart post whose body does not match its boundary (issue 9 probe: 500). */
const malformed = (path: string): ActionFunctionArgs => ({
  request: new Request(`http://${MAIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'multipart/form-data; boundary=----x', Cookie: 'crowd_sid=s' },
    body: '------y\r\nContent-Disposition: form-data; name="email"\r\n\r\nada',
  }),
  context: makeContext(MAIN),
  params: {},
});

describe('a malformed multipart body is the client’s mistake: 400, not 500', () => {
  it.each([
    ['/register', registerAction],
    ['/login', loginAction],
    ['/account/profile', profileAction],
  ] as const)('%s', async (path, action) => {
    server.use(mockApi('getUser', () => HttpResponse.json<TUser>(makeUser())));
    const outcome = await settle(action(malformed(path)));
    expect(outcome.status).toBe(400);
  });
});

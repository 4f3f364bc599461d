import { HttpResponse } from 'msw';
import { loader as rootLoader } from '~/root';
import { accountApi, makeNotification, type RecordedCall } from '../mocks/account';
import { mockApi } from '../mocks/api';
import { makeCrowdView } from '../mocks/factories';
import { server, setupMockApi } from '../mocks/server';
import { DEMO, MAIN, rememberedReaderRoles, renderedForReaders, routeArgs, settle } from '../route-args';

setupMockApi();

interface RootBody {
  user: { id: number } | null;
  notifications: { unreadCount: number } | null;
  readerPending: boolean;
}

/** The demo crowd as the crowd view gives it to this session, a signed-in user and their notifications. */
function signedInReader(crowd: Parameters<typeof makeCrowdView>[0]) {
  const account = accountApi({ notifications: [makeNotification({ readAt: null })] });
  server.use(
    ...account.handlers,
    mockApi('getCrowdViewByDomain', () => HttpResponse.json(makeCrowdView({ subdomain: 'demo', ...crowd }))),
  );
  return account.calls;
}

const personalReads = (calls: RecordedCall[]) => calls.filter((call) => /^\/(user|notification)/.test(call.path));

const rootAt = (readerRender: string | null) =>
  settle<RootBody>(rootLoader(routeArgs(DEMO, '/', { cookie: 'crowd_sid=s', readerRender })));

describe('a page rendered once for every reader of a crowd with one role (issue 27)', () => {
  it("leaves the reader's user and bell out, asks the API for neither, and tells the page cache", async () => {
    const calls = signedInReader({ role: 'CROWD_FOLLOWER' });
    const root = await rootAt('CROWD_FOLLOWER');
    expect(root.status).toBe(200);
    expect(root.body).toMatchObject({ user: null, notifications: null, readerPending: true });
    expect(personalReads(calls)).toEqual([]);
    expect(renderedForReaders()).toBe(true);
  });

  it('renders the reader a page of their own, and names their role anew, when the crowd gives them another', async () => {
    signedInReader({ role: 'CROWD_ADMIN' });
    const root = await rootAt('CROWD_FOLLOWER');
    expect(root.body?.readerPending).toBe(false);
    expect(root.body?.user).not.toBeNull();
    expect(renderedForReaders()).toBe(false);
    expect(rememberedReaderRoles()).toEqual(['CROWD_ADMIN']);
  });

  it('names the role of a reader of a public crowd on a page of their own', async () => {
    signedInReader({ role: null });
    const root = await rootAt(null);
    expect(root.body).toMatchObject({ readerPending: false, notifications: { unreadCount: 1 } });
    expect(rememberedReaderRoles()).toEqual(['none']);
  });

  it("never shares a private crowd's page: its members get their own, and no reader cookie", async () => {
    signedInReader({ role: 'CROWD_FOLLOWER', privateCrowd: true });
    const root = await rootAt('CROWD_FOLLOWER');
    expect(root.body?.readerPending).toBe(false);
    expect(root.body?.user).not.toBeNull();
    expect(renderedForReaders()).toBe(false);
    expect(rememberedReaderRoles()).toEqual([]);
  });

  describe('on the main site, whose pages differ between signed-in readers by the top bar only', () => {
    const mainRootAt = (readerRender: string | null) =>
      settle<RootBody>(rootLoader(routeArgs(MAIN, '/', { cookie: 'crowd_sid=s', readerRender })));

    it("names every signed-in reader's class alike on a page of their own", async () => {
      const calls = signedInReader({});
      const root = await mainRootAt(null);
      expect(root.body).toMatchObject({ readerPending: false, notifications: { unreadCount: 1 } });
      expect(root.body?.user).not.toBeNull();
      expect(personalReads(calls).length).toBeGreaterThan(0);
      expect(rememberedReaderRoles()).toEqual(['none']);
    });

    it("leaves the reader's user and bell out of the page rendered for that class", async () => {
      const calls = signedInReader({});
      const root = await mainRootAt('none');
      expect(root.body).toMatchObject({ user: null, notifications: null, readerPending: true });
      expect(personalReads(calls)).toEqual([]);
      expect(renderedForReaders()).toBe(true);
    });

    it("renders a page of their own for a cookie that names a crowd's role", async () => {
      signedInReader({});
      const root = await mainRootAt('CROWD_ADMIN');
      expect(root.body?.readerPending).toBe(false);
      expect(root.body?.user).not.toBeNull();
      expect(renderedForReaders()).toBe(false);
    });
  });
});

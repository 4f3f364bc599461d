import {
  ZIdeaAdmin,
  ZIdeaListResponse,
  ZIdeaTableRow,
  ZIdeasReaderResponse,
  ZIdeasTableResponse,
  type TIdeaListQueryInput,
} from '@crowd/contracts';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createIdea } from '../support/ideas';

describe('the /ideas table a page at a time (GET /idea?sort&dir&page&size) and one of its ideas (GET /idea/{ideaId})', () => {
  const testApp = authTestApp();
  const { api } = testApp;

  /** A manager of two crowds (Zebra park, Apple street) who also has an idea in a crowd they only follow. */
  async function world() {
    const zebra = await createCrowd(testApp.dataSource, { title: 'Zebra park' });
    const apple = await createCrowd(testApp.dataSource, { title: 'apple street' });
    const followed = await createCrowd(testApp.dataSource, { title: 'Middle town' });
    const other = await createCrowd(testApp.dataSource, { title: 'Not theirs' });
    const manager = await createUser(testApp.dataSource);
    const author = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, zebra.id, manager.id, 'CROWD_MANAGER');
    await addMember(testApp.dataSource, apple.id, manager.id, 'CROWD_ADMIN');
    await addMember(testApp.dataSource, followed.id, manager.id, 'CROWD_FOLLOWER');
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
    const ideas = {
      benches: await createIdea(testApp.dataSource, zebra.id, author.id, {
        name: 'benches',
        likeCount: 5,
        commentCount: 1,
        state: 'IMPLEMENTED',
        createdAt: at(1),
      }),
      trees: await createIdea(testApp.dataSource, apple.id, author.id, {
        name: 'Trees',
        likeCount: 9,
        commentCount: 0,
        state: 'SUBMITTED',
        createdAt: at(2),
      }),
      lamps: await createIdea(testApp.dataSource, zebra.id, author.id, {
        name: 'Lamps',
        likeCount: 1,
        commentCount: 7,
        state: 'APPROVED',
        createdAt: at(3),
      }),
      own: await createIdea(testApp.dataSource, followed.id, manager.id, {
        name: 'My own idea',
        likeCount: 3,
        commentCount: 3,
        state: 'SUBMITTED',
        createdAt: at(4),
      }),
    };
    await createIdea(testApp.dataSource, zebra.id, author.id, { name: 'Fountain', createdAt: at(5) });
    const merged = await createIdea(testApp.dataSource, zebra.id, author.id, {
      name: 'Gone into lamps',
      mergedIntoId: ideas.lamps.id,
      createdAt: at(6),
    });
    const notTheirs = await createIdea(testApp.dataSource, other.id, author.id, { name: 'Elsewhere' });
    const cookie = await signIn(testApp.app, manager.email);
    return { cookie, ideas, merged, notTheirs, crowds: { zebra, apple, followed } };
  }

  const list = async (cookie: string, query: TIdeaListQueryInput = {}) =>
    ZIdeaListResponse.parse(
      (
        await api()
          .get('/api/idea')
          .query(query as Record<string, string>)
          .set('Cookie', cookie)
          .expect(200)
      ).body,
    );
  const names = async (cookie: string, query: TIdeaListQueryInput = {}) =>
    (await list(cookie, { size: 'all', ...query })).ideas.map((idea) => idea.name);

  it('sorts by each column in both directions on the server, newest first by default, merged ideas left out', async () => {
    const { cookie } = await world();
    expect(await names(cookie)).toEqual(['Fountain', 'My own idea', 'Lamps', 'Trees', 'benches']);
    expect(await names(cookie, { sort: 'newest', dir: 'asc' })).toEqual([
      'benches',
      'Trees',
      'Lamps',
      'My own idea',
      'Fountain',
    ]);
    expect(await names(cookie, { sort: 'name' })).toEqual(['benches', 'Fountain', 'Lamps', 'My own idea', 'Trees']);
    expect(await names(cookie, { sort: 'name', dir: 'desc' })).toEqual([
      'Trees',
      'My own idea',
      'Lamps',
      'Fountain',
      'benches',
    ]);
    expect((await names(cookie, { sort: 'likes' })).slice(0, 3)).toEqual(['Trees', 'benches', 'My own idea']);
    expect((await names(cookie, { sort: 'comments' }))[0]).toBe('Lamps');
    // Crowds by title regardless of case: apple street, Middle town, Zebra park (ties by id, in the same direction).
    expect(await names(cookie, { sort: 'crowd', dir: 'asc' })).toEqual([
      'Trees',
      'My own idea',
      'benches',
      'Lamps',
      'Fountain',
    ]);
    // States in their lifecycle order, not alphabetically.
    const byState = (await list(cookie, { sort: 'status', size: 'all' })).ideas.map((idea) => idea.ideaState);
    expect(byState).toEqual([...byState].sort((a, b) => STATE_ORDER.indexOf(a) - STATE_ORDER.indexOf(b)));
  });

  it('serves one page with the total, and the last page when asked past the end', async () => {
    const { cookie } = await world();
    const first = await list(cookie, { size: '10', page: 1, sort: 'name' });
    expect(first).toMatchObject({ total: 5, page: 1 });
    expect(first.ideas).toHaveLength(5);
    await createMany(cookie);
    const second = await list(cookie, { size: '10', page: 2, sort: 'name' });
    expect(second.total).toBe(17);
    expect(second.ideas).toHaveLength(7);
    expect(second.page).toBe(2);
    const past = await list(cookie, { size: '10', page: 9, sort: 'name' });
    expect(past.page).toBe(2);
    expect(past.ideas.map((idea) => idea.id)).toEqual(second.ideas.map((idea) => idea.id));
  });

  it('answers page 1 of nothing to a user with no ideas, whatever page was asked', async () => {
    const loner = await createUser(testApp.dataSource);
    const cookie = await signIn(testApp.app, loner.email);
    expect(await list(cookie, { page: 4 })).toEqual({ ideas: [], total: 0, page: 1 });
  });

  it('answers one listed idea with its crowd title; 404 for any other id, however written', async () => {
    const { cookie, ideas, merged, notTheirs } = await world();
    const one = ZIdeaAdmin.parse(
      (await api().get(`/api/idea/${ideas.trees.id}`).set('Cookie', cookie).expect(200)).body,
    );
    expect(one).toMatchObject({ id: ideas.trees.id, name: 'Trees', crowdTitle: 'apple street' });
    await api().get(`/api/idea/${ideas.own.id}`).set('Cookie', cookie).expect(200);
    for (const path of [
      `${notTheirs.id}`,
      `${merged.id}`,
      '999999',
      `0${ideas.trees.id}`,
      `+${ideas.trees.id}`,
      'abc',
      'admin',
    ]) {
      const response = await api().get(`/api/idea/${path}`).set('Cookie', cookie).expect(404);
      expect(response.body).toMatchObject({ error: 'not_found' });
    }
    await api().get(`/api/idea/${ideas.trees.id}`).expect(401);
  });

  it('refuses a sort, direction, page or size it does not know with 422 and changes nothing', async () => {
    const { cookie } = await world();
    for (const query of [{ sort: 'id' }, { dir: 'up' }, { page: '0' }, { page: '1.5' }, { size: '11' }, { size: '' }]) {
      const response = await api().get('/api/idea').query(query).set('Cookie', cookie).expect(422);
      expect(response.body.errors[0]).toMatchObject({ param: Object.keys(query)[0], msg: 'validation_invalid_value' });
    }
  });

  describe("the /ideas page's reader parts in one call (GET /ideasReader, issue 27)", () => {
    const readerPart = async (path: string, cookie: string, query: TIdeaListQueryInput): Promise<unknown> =>
      (
        await api()
          .get(path)
          .query(query as Record<string, string>)
          .set('Cookie', cookie)
          .expect(200)
      ).body;

    it('answers the top bar, the page GET /idea answers for the same query as its rows, and the staff roles their rights follow from', async () => {
      const { cookie, crowds } = await world();
      const query: TIdeaListQueryInput = { sort: 'likes', dir: 'asc', page: 1, size: '10' };
      const reader = ZIdeasReaderResponse.parse(await readerPart('/api/ideasReader', cookie, query));
      const topBar = (await api().get('/api/notification/topBar').set('Cookie', cookie).expect(200)).body;
      expect({ user: reader.user, notifications: reader.notifications }).toEqual(topBar);
      const listed = await list(cookie, query);
      expect({ ideas: reader.ideas, total: reader.total, page: reader.page }).toEqual({
        ...listed,
        ideas: listed.ideas.map((idea) => ZIdeaTableRow.parse(idea)),
      });
      expect(reader.roles.sort((a, b) => a.crowdId - b.crowdId)).toEqual([
        { crowdId: crowds.zebra.id, role: 'CROWD_MANAGER' },
        { crowdId: crowds.apple.id, role: 'CROWD_ADMIN' },
      ]);
    });

    it('is for the signed in only, and refuses a query GET /idea refuses, alike', async () => {
      const { cookie } = await world();
      for (const path of ['/api/ideasReader', '/api/ideasTable']) {
        await api().get(path).expect(401);
        for (const query of [{ sort: 'id' }, { page: '0' }, { size: '11' }]) {
          const response = await api().get(path).query(query).set('Cookie', cookie).expect(422);
          expect(response.body.errors[0]).toMatchObject({
            param: Object.keys(query)[0],
            msg: 'validation_invalid_value',
          });
        }
      }
    });

    it('answers the same page and roles without the top bar for a page filled in without script (GET /ideasTable)', async () => {
      const { cookie } = await world();
      const query: TIdeaListQueryInput = { sort: 'name', dir: 'desc', page: 1, size: '10' };
      const reader = ZIdeasReaderResponse.parse(await readerPart('/api/ideasReader', cookie, query));
      const table = ZIdeasTableResponse.strict().parse(await readerPart('/api/ideasTable', cookie, query));
      expect(table).toEqual({
        userId: reader.user.id,
        ideas: reader.ideas,
        total: reader.total,
        page: reader.page,
        roles: reader.roles,
      });
    });
  });

  /** Twelve more ideas in the manager's crowds, through the factory. */
  async function createMany(cookie: string) {
    const { ideas } = await list(cookie, { size: 'all' });
    const crowdId = ideas.find((idea) => idea.name === 'Lamps')!.crowdId;
    for (let index = 0; index < 12; index += 1)
      await createIdea(testApp.dataSource, crowdId, null, { name: `Idea ${String(index).padStart(2, '0')}` });
  }
});

const STATE_ORDER = ZIdeaAdmin.shape.ideaState.options;

import {
  STALE_ENTITY_HEADER,
  type TCrowd,
  type TErrorBody,
  type TIdeaAdmin,
  type TIdeaStats,
  type TUser,
} from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { ideaStateAction, loadIdeaAdminLayout } from '~/features/ideas-admin/idea-admin-layout.server';
import { ideaCommentsAction, loadIdeaComments } from '~/features/ideas-admin/idea-comments.server';
import { ideaEditAction, loadIdeaEdit } from '~/features/ideas-admin/idea-edit.server';
import { loadIdeaMerge } from '~/features/ideas-admin/idea-merge.server';
import { loadIdeaStats } from '~/features/ideas-admin/idea-stats.server';
import { ideasAction, loadIdeas } from '~/features/ideas-admin/ideas-admin.server';
import { mockApi } from '../mocks/api';
import { makeComment } from '../mocks/comment-factories';
import { makeCategory, makeCrowd } from '../mocks/crowd-admin-factories';
import { makeUser } from '../mocks/factories';
import { makeIdea } from '../mocks/idea-factories';
import { server, setupMockApi } from '../mocks/server';
import {
  DEMO,
  flashedToast,
  getArgs,
  MAIN,
  pageWasShared,
  postArgs,
  routeArgs,
  settle,
  fillSharedPage,
  sharedPageFillsReaderParts,
} from '../route-args';

setupMockApi();

const ME = makeUser({ id: 7, name: 'Ada Admin' });
const RUN = makeCrowd({ id: 1, title: 'Green city', role: 'CROWD_ADMIN' });
const MANAGED = makeCrowd({ id: 2, title: 'Schools', role: 'CROWD_MANAGER' });

const adminIdea = (overrides: Partial<TIdeaAdmin> = {}): TIdeaAdmin => ({
  ...makeIdea(),
  crowdTitle: 'Green city',
  answers: [],
  ...overrides,
});

/** In the admin's own crowd, by someone else. */
const BIKES = adminIdea({ id: 42, version: 3, name: 'Bike lanes', crowdId: 1, ownerId: 99, categoryId: 5 });
/** In a crowd the user manages (managers do not delete). */
const SCHOOL = adminIdea({ id: 43, name: 'Later school start', crowdId: 2, crowdTitle: 'Schools', ownerId: 98 });
/** The user's own idea in a crowd the user only follows. */
const MINE = adminIdea({ id: 44, name: 'More benches', crowdId: 3, crowdTitle: 'Parks', ownerId: ME.id });

interface Calls {
  listed: Record<string, string>[];
  deleted: string[];
  states: unknown[];
  edits: Record<string, string[]>[];
  commentDeletes: string[];
}

/** The API as the admin sees it; records what it receives. */
function adminApi({
  ideas = [BIKES, SCHOOL, MINE],
  crowds = [RUN, MANAGED],
  user = ME,
  answer,
}: { ideas?: TIdeaAdmin[]; crowds?: TCrowd[]; user?: TUser; answer?: () => Response } = {}): Calls {
  const calls: Calls = { listed: [], deleted: [], states: [], edits: [], commentDeletes: [] };
  server.use(
    mockApi('getUser', () => HttpResponse.json(user)),
    mockApi('listCrowds', () => HttpResponse.json(crowds)),
    mockApi('listIdeas', ({ request }) => {
      calls.listed.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ ideas, total: ideas.length, page: 1 });
    }),
    mockApi('getAdminIdea', ({ params }) => {
      const idea = ideas.find((candidate) => String(candidate.id) === params.ideaId);
      return idea ? HttpResponse.json(idea) : HttpResponse.json({ error: 'not_found' as const }, { status: 404 });
    }),
    mockApi('deleteIdea', ({ params }) => {
      calls.deleted.push(`${params.crowdId}/${params.ideaId}`);
      return answer?.() ?? HttpResponse.json({ message: 'idea_deleted' as const });
    }),
    mockApi('changeIdeaState', async ({ request }) => {
      const body = await request.json();
      calls.states.push(body);
      return answer?.() ?? HttpResponse.json({ message: 'idea_updated' as const, idea: makeIdea() });
    }),
    mockApi('listCategories', () =>
      HttpResponse.json([
        makeCategory(1, { id: 5, name: 'Streets', visible: false }),
        makeCategory(1, { id: 6, name: 'Parks' }),
        makeCategory(1, { id: 7, name: 'Secret', visible: false }),
      ]),
    ),
    mockApi('adminUpdateIdea', async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string[]> = {};
      for (const [name, value] of form.entries()) if (typeof value === 'string') (fields[name] ??= []).push(value);
      calls.edits.push(fields);
      return answer?.() ?? HttpResponse.json({ message: 'idea_updated' as const, idea: BIKES });
    }),
    mockApi('getIdeaStats', () =>
      HttpResponse.json({
        stats: {
          comments: { all: 12, last7Days: 2, last30Days: 5 },
          likes: { all: 30, last7Days: 4, last30Days: 9 },
        } satisfies TIdeaStats,
      }),
    ),
    mockApi('listComments', ({ request }) => {
      const offset = new URL(request.url).searchParams.get('offset');
      return HttpResponse.json({
        comments: [
          makeComment({ id: 801, ideaId: 42, ownerId: 55, content: 'Yes please' }),
          makeComment({ id: 802, ideaId: 42, ownerId: ME.id, authorCrowdRole: 'CROWD_ADMIN', content: `at ${offset}` }),
        ],
        allCount: 25,
      });
    }),
    mockApi('deleteComment', ({ params }) => {
      calls.commentDeletes.push(`${params.crowdId}/${params.id}`);
      return HttpResponse.json({ message: 'comment_deleted' as const });
    }),
  );
  return calls;
}

const tab = (path: string, ideaId = BIKES.id) => ({ ...getArgs(path), params: { ideaId: String(ideaId) } });
const post = (path: string, form: Record<string, string> | FormData, ideaId = BIKES.id) => ({
  ...postArgs(path, form),
  params: { ideaId: String(ideaId) },
});

type Rows = { ideas: Array<{ id: number; administer: boolean; remove: boolean; crowdTitle: string }> };

describe('/ideas (spec 2.8)', () => {
  it("lists the user's ideas with what the user may do with each", async () => {
    adminApi();
    const page = await settle<Rows & { confirmDeleteId: number | null }>(loadIdeas(getArgs('/ideas')));
    expect(page.body?.ideas).toEqual([
      expect.objectContaining({ id: BIKES.id, crowdTitle: 'Green city', administer: true, remove: true }),
      expect.objectContaining({ id: SCHOOL.id, administer: true, remove: false }),
      expect.objectContaining({ id: MINE.id, administer: false, remove: true }),
    ]);
    expect(page.body?.confirmDeleteId).toBeNull();
  });

  it("asks the API for the table's page in the URL's order, and shows the page and total it answers", async () => {
    const calls = adminApi();
    const page = await settle<{ total: number; page: number }>(
      loadIdeas(getArgs('/ideas?sort=likes&dir=asc&page=3&size=25')),
    );
    expect(calls.listed).toEqual([{ sort: 'likes', dir: 'asc', page: '3', size: '25' }]);
    expect(page.body).toMatchObject({ total: 3, page: 1 });
    await settle(loadIdeas(getArgs('/ideas?sort=unknown&size=7')));
    expect(calls.listed[1]).toEqual({ page: '1', size: '10' });
  });

  it('asks in the page before a delete without JavaScript, only for ideas the user may delete', async () => {
    adminApi();
    const asked = await settle<{ confirmDeleteId: number | null }>(loadIdeas(getArgs(`/ideas?delete=${MINE.id}`)));
    expect(asked.body?.confirmDeleteId).toBe(MINE.id);
    const refused = await settle<{ confirmDeleteId: number | null }>(loadIdeas(getArgs(`/ideas?delete=${SCHOOL.id}`)));
    expect(refused.body?.confirmDeleteId).toBeNull();
  });

  it('deletes an idea in its crowd and goes back to the table as it was, with idea_deleted', async () => {
    const calls = adminApi();
    const outcome = await settle(
      ideasAction(postArgs(`/ideas?sort=likes&delete=${BIKES.id}&index`, { ideaId: String(BIKES.id) })),
    );
    expect(calls.deleted).toEqual(['1/42']);
    expect(outcome.location).toBe('/ideas?sort=likes');
    expect(await flashedToast(outcome)).toMatchObject({ type: 'SUCCESS', message: 'idea_deleted' });
  });

  it("shows the API's refusal of a delete and sends nothing for an unknown idea", async () => {
    const calls = adminApi({ answer: () => HttpResponse.json<TErrorBody>({ error: 'forbidden' }, { status: 403 }) });
    const refused = await settle(ideasAction(postArgs('/ideas', { ideaId: String(SCHOOL.id) })));
    expect(refused.location).toBe('/ideas');
    expect(await flashedToast(refused)).toMatchObject({ type: 'ERROR' });

    const unknown = await settle(ideasAction(postArgs('/ideas', { ideaId: '9999' })));
    expect(calls.deleted).toEqual(['2/43']);
    expect(await flashedToast(unknown)).toMatchObject({ message: 'crowdAdmin:ideas.notFound' });
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    server.use(mockApi('getUser', () => HttpResponse.json<TErrorBody>({ error: 'unauthorized' }, { status: 401 })));
    const outcome = await settle(loadIdeas(getArgs('/ideas')));
    expect(outcome.location).toBe(`/login?redirectUrl=${encodeURIComponent('/ideas')}`);
  });

  describe("shared with the main site's signed-in readers (issue 27)", () => {
    const readerArgs = (path: string, readerRender: string | null) =>
      routeArgs(MAIN, path, { cookie: 'crowd_sid=s', readerRender });

    it("offers a reader's own page to share, so the next reader's may be rendered for every reader", async () => {
      adminApi();
      await settle(loadIdeas(readerArgs('/ideas', null)));
      expect(pageWasShared()).toBe(true);
      // Its rows come from the reader's call: the script's, or the web's for a browser without it (decision 042).
      expect(sharedPageFillsReaderParts()).toBe(true);
    });

    describe('filled in for a browser without script (decision 042)', () => {
      const PATH = '/ideas?sort=likes&dir=desc&page=1&size=10';
      function readerApi() {
        adminApi();
        const queries: string[] = [];
        server.use(
          mockApi('getIdeasTable', ({ request }) => {
            queries.push(new URL(request.url).search);
            if (!request.headers.get('Cookie')?.includes('crowd_sid=reader'))
              return HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
            return HttpResponse.json({
              userId: ME.id,
              ideas: [BIKES, SCHOOL, MINE],
              total: 13,
              page: 1,
              roles: [
                { crowdId: RUN.id, role: 'CROWD_ADMIN' },
                { crowdId: MANAGED.id, role: 'CROWD_MANAGER' },
              ],
            });
          }),
        );
        return queries;
      }

      it("puts the reader's page of the table in the slot, with its links, sorting and paging as on the page", async () => {
        const queries = readerApi();
        const visit = routeArgs(MAIN, PATH, { cookie: 'crowd_sid=reader' });
        await settle(loadIdeas(readerArgs(PATH, 'none')));
        const table = (await fillSharedPage(visit))?.get('ideas-table') ?? '';
        expect(queries).toEqual(['?sort=likes&dir=desc&page=1&size=10']);
        expect(table).toContain('<table');
        // Its own idea in a crowd it only follows opens on the site; the crowd it runs, in its admin tabs.
        expect(table).toContain(`href="${MINE.link}"`);
        expect(table).toContain(`href="/ideas/${BIKES.id}"`);
        // Sorting keeps the page's size, paging its order, and the page size form posts back to the page.
        expect(table).toContain('href="/ideas?sort=name&amp;dir=asc&amp;size=10"');
        expect(table).toContain('href="/ideas?sort=likes&amp;dir=desc&amp;page=2&amp;size=10"');
        expect(table).toContain('<form method="get" action="/ideas?sort=likes&amp;dir=desc&amp;page=1&amp;size=10"');
        // Only the crowd's admin and the idea's author delete: in the page, by a link that asks first.
        expect(table).toContain(`delete=${BIKES.id}`);
        expect(table).toContain(`delete=${MINE.id}`);
        expect(table).not.toContain(`delete=${SCHOOL.id}`);
      });

      it("draws each visit's links from its own address, one after another", async () => {
        const queries = readerApi();
        for (const path of [PATH, '/ideas?sort=name&dir=asc&page=2&size=10']) {
          const visit = routeArgs(MAIN, path, { cookie: 'crowd_sid=reader' });
          await settle(loadIdeas(readerArgs(path, 'none')));
          const table = (await fillSharedPage(visit))?.get('ideas-table');
          const query = path.slice(path.indexOf('?') + 1).replaceAll('&', '&amp;');
          expect(table).toContain(`href="/ideas?${query}&amp;delete=${BIKES.id}"`);
        }
        expect(queries).toEqual(['?sort=likes&dir=desc&page=1&size=10', '?sort=name&dir=asc&page=2&size=10']);
      });

      it('leaves a visitor whose session ended to a page of their own', async () => {
        readerApi();
        const visit = routeArgs(MAIN, PATH, { cookie: 'crowd_sid=gone' });
        await settle(loadIdeas(readerArgs(PATH, 'none')));
        expect(await fillSharedPage(visit)).toBeNull();
      });
    });

    it("leaves every row out of the page rendered for readers, naming the one call the reader's browser makes", async () => {
      const calls = adminApi();
      const page = await settle<{ ideas: unknown; readerPartsPath: string | null }>(
        loadIdeas(readerArgs('/ideas?sort=likes&dir=asc&page=3&size=25', 'none')),
      );
      expect(page.body).toMatchObject({
        ideas: null,
        readerPartsPath: '/api/ideasReader?sort=likes&dir=asc&page=3&size=25',
      });
      expect(calls.listed).toEqual([]);
      expect(pageWasShared()).toBe(true);
    });

    it("renders the reader's own page, never shared, when it asks in place to confirm a deletion", async () => {
      const calls = adminApi();
      const asked = await settle<{ confirmDeleteId: number | null }>(
        loadIdeas(readerArgs(`/ideas?delete=${MINE.id}`, 'none')),
      );
      expect(asked.body?.confirmDeleteId).toBe(MINE.id);
      expect(calls.listed).toHaveLength(1);
      expect(pageWasShared()).toBe(false);
    });

    it("renders the reader's own page for a class that is not the main site's", async () => {
      const calls = adminApi();
      const page = await settle<{ ideas: unknown[] }>(loadIdeas(readerArgs('/ideas', 'CROWD_ADMIN')));
      expect(page.body?.ideas).toHaveLength(3);
      expect(calls.listed).toHaveLength(1);
    });

    it('is a page of the main site only, also for readers', async () => {
      adminApi();
      const outcome = await settle(
        loadIdeas(routeArgs(DEMO, '/ideas', { cookie: 'crowd_sid=s', readerRender: 'none' })),
      );
      expect(outcome.location).toBe('/');
      expect(pageWasShared()).toBe(false);
    });
  });
});

describe('/ideas/{id} (spec 2, 4)', () => {
  it('redirects an unknown id, and an idea the user may not administer, to /ideas', async () => {
    adminApi();
    for (const id of [9999, MINE.id]) {
      const outcome = await settle(loadIdeaAdminLayout(tab(`/ideas/${id}`, id)));
      expect(outcome.location).toBe('/ideas');
      expect(await flashedToast(outcome)).toMatchObject({ type: 'ERROR', message: 'crowdAdmin:ideas.notFound' });
    }
  });

  it('loads the idea with its state and tags for a manager of its crowd', async () => {
    adminApi({ ideas: [{ ...SCHOOL, ideaState: 'APPROVED', tags: ['featured'] }] });
    const outcome = await settle<{ idea: object }>(loadIdeaAdminLayout(tab(`/ideas/${SCHOOL.id}`, SCHOOL.id)));
    expect(outcome.body?.idea).toMatchObject({ id: SCHOOL.id, ideaState: 'APPROVED', tags: ['featured'] });
  });

  it('changes the state with the version read and goes back to the tab it was changed on', async () => {
    const calls = adminApi();
    const outcome = await settle(
      ideaStateAction(
        post(`/ideas/${BIKES.id}`, { ideaState: 'IN_REVIEW', version: '2', back: `/ideas/${BIKES.id}/stats` }),
      ),
    );
    expect(calls.states).toEqual([{ id: 42, crowdId: 1, version: 2, ideaState: 'IN_REVIEW' }]);
    expect(outcome.location).toBe('/ideas/42/stats');
    expect(await flashedToast(outcome)).toMatchObject({ message: 'idea_updated' });
  });

  it('sends nothing when the state picked is the current one', async () => {
    const calls = adminApi();
    const outcome = await settle(
      ideaStateAction(post(`/ideas/${BIKES.id}`, { ideaState: BIKES.ideaState, version: '3' })),
    );
    expect(calls.states).toEqual([]);
    expect(outcome.location).toBe('/ideas/42');
    expect(await flashedToast(outcome)).toBeNull();
  });

  it('refuses an unknown state and a foreign back address without calling the API', async () => {
    const calls = adminApi();
    const outcome = await settle(
      ideaStateAction(post(`/ideas/${BIKES.id}`, { ideaState: 'LOST', back: 'https://evil.example/' })),
    );
    expect(calls.states).toEqual([]);
    expect(outcome.location).toBe('/ideas/42');
    expect(await flashedToast(outcome)).toMatchObject({ type: 'ERROR', message: 'validation_idea_state' });
  });

  it('tells a stale state change by optimistic_locking_error', async () => {
    adminApi({
      answer: () =>
        HttpResponse.json<TErrorBody>(
          { error: 'default_error' },
          { status: 409, headers: { [STALE_ENTITY_HEADER]: 'Idea' } },
        ),
    });
    const outcome = await settle(ideaStateAction(post(`/ideas/${BIKES.id}`, { ideaState: 'REJECTED', version: '1' })));
    expect(await flashedToast(outcome)).toMatchObject({ type: 'ERROR', message: 'optimistic_locking_error' });
  });
});

describe('/ideas/{id} edit tab', () => {
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };

  it('offers the visible categories and the hidden one the idea is in, with the tags', async () => {
    adminApi({ ideas: [{ ...BIKES, featured: true, tags: ['featured'] }] });
    const outcome = await settle<{ categories: unknown[]; tags: object; idea: { version: number } }>(
      loadIdeaEdit(tab('/ideas/42/detail')),
    );
    expect(outcome.body?.categories).toEqual([
      { id: 5, name: 'Streets' },
      { id: 6, name: 'Parks' },
    ]);
    expect(outcome.body?.tags).toEqual({ featured: true, rewarded: false, implemented: false });
    expect(outcome.body?.idea.version).toBe(3);
  });

  it('sends the admin edit with the version read and all three tags', async () => {
    const calls = adminApi();
    const outcome = await settle(
      ideaEditAction(
        post(
          '/ideas/42/detail',
          form({
            name: 'Wider bike lanes',
            description: '<p>Wider</p>',
            version: '3',
            rewarded: 'on',
            implemented: 'on',
          }),
        ),
      ),
    );
    expect(calls.edits[0]).toMatchObject({
      id: ['42'],
      version: ['3'],
      crowdId: ['1'],
      name: ['Wider bike lanes'],
      featured: ['false'],
      rewarded: ['true'],
      implemented: ['true'],
    });
    expect(outcome.location).toBe('/ideas/42/detail');
    expect(await flashedToast(outcome)).toMatchObject({ message: 'idea_updated' });
  });

  it("refuses an empty description with the admin form's message, sending nothing", async () => {
    const calls = adminApi();
    const outcome = await settle<{ fieldErrors: Record<string, string> }>(
      ideaEditAction(post('/ideas/42', form({ name: 'Bike lanes', description: '<p></p>', version: '3' }))),
    );
    expect(outcome.body?.fieldErrors).toMatchObject({ description: 'validation_idea_description' });
    expect(calls.edits).toEqual([]);
  });

  it('keeps the form on a stale version (409) with the optimistic_locking_error toast', async () => {
    adminApi({
      answer: () =>
        HttpResponse.json<TErrorBody>(
          { error: 'default_error' },
          { status: 409, headers: { [STALE_ENTITY_HEADER]: 'Idea' } },
        ),
    });
    const outcome = await settle<{ repopulateFields?: Record<string, unknown> }>(
      ideaEditAction(post('/ideas/42', form({ name: 'My newer name', description: '<p>x</p>', version: '2' }))),
    );
    expect(outcome.location).toBeNull();
    expect(outcome.body?.repopulateFields).toMatchObject({ name: 'My newer name' });
    expect(await flashedToast(outcome)).toMatchObject({ type: 'ERROR', message: 'optimistic_locking_error' });
  });
});

describe('/ideas/{id}/comments and /stats', () => {
  it('lists the comments through the admin API as a moderator, paged from the address', async () => {
    adminApi();
    const outcome = await settle<{ page: Record<string, unknown> }>(
      loadIdeaComments(tab('/ideas/42/comments?comments=20&deleteComment=801')),
    );
    expect(outcome.body?.page).toMatchObject({
      offset: 20,
      allCount: 25,
      moderator: true,
      viewerId: ME.id,
      confirmDeleteId: 801,
      links: { page: '/ideas/42/comments', resource: '/ideas/42/commentFeed' },
    });
    expect((outcome.body?.page['comments'] as Array<{ content: string }>)[1]?.content).toBe('at 20');
  });

  it('deletes any comment of the crowd without JavaScript and comes back to the tab', async () => {
    const calls = adminApi();
    const outcome = await settle(
      ideaCommentsAction(post('/ideas/42/commentFeed', { intent: 'delete', commentId: '801', offset: '20' })),
    );
    expect(calls.commentDeletes).toEqual(['1/801']);
    expect(outcome.location).toBe('/ideas/42/comments?comments=20');
    expect(await flashedToast(outcome)).toMatchObject({ message: 'comment_deleted' });
  });

  it('loads the stats of the idea', async () => {
    adminApi();
    const outcome = await settle<{ stats: TIdeaStats }>(loadIdeaStats(tab('/ideas/42/stats')));
    expect(outcome.body?.stats.likes).toEqual({ all: 30, last7Days: 4, last30Days: 9 });
  });
});

describe('/ideas/{id}/merge', () => {
  /** Another idea of the admin's crowd, and one of a crowd the user manages. */
  const TREES = adminIdea({ id: 45, name: 'Street trees', crowdId: 1, likeCount: 9 });

  it("offers the crowd's most liked ideas that hold the words searched, never the idea itself", async () => {
    adminApi({ ideas: [BIKES, SCHOOL, TREES] });
    const asked: Record<string, string>[] = [];
    server.use(
      mockApi('listCrowdViewIdeas', ({ request, params }) => {
        asked.push({ crowdId: String(params.crowdId), ...Object.fromEntries(new URL(request.url).searchParams) });
        return HttpResponse.json({ ideas: [TREES, BIKES], nextCursor: null });
      }),
    );
    const page = await settle<{ candidates: Array<{ id: number }>; target: { id: number } | null }>(
      loadIdeaMerge(tab(`/ideas/${BIKES.id}/merge?q=trees&into=${TREES.id}`)),
    );
    expect(asked).toEqual([{ crowdId: '1', filter: 'most_likes', limit: '21', search: 'trees' }]);
    expect(page.body?.candidates.map((idea) => idea.id)).toEqual([TREES.id]);
    expect(page.body?.target?.id).toBe(TREES.id);
  });

  it('confirms no target of another crowd, an unknown one or the idea itself', async () => {
    adminApi({ ideas: [BIKES, SCHOOL, TREES] });
    server.use(mockApi('listCrowdViewIdeas', () => HttpResponse.json({ ideas: [], nextCursor: null })));
    for (const into of [SCHOOL.id, 9999, BIKES.id, 'x']) {
      const page = await settle<{ target: unknown }>(loadIdeaMerge(tab(`/ideas/${BIKES.id}/merge?into=${into}`)));
      expect(page.body?.target).toBeNull();
    }
  });
});

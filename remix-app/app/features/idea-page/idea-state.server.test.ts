import type { TChangeIdeaStateRequest, TCrowdRole, TCrowdViewIdeaResponse, TErrorBody } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { loadCrowdHome } from '~/features/crowd-site/home.server';
import { mockApi } from '../../../test/mocks/api';
import { makeCrowdView, makeUser } from '../../../test/mocks/factories';
import { makeIdea } from '../../../test/mocks/idea-factories';
import { server, setupMockApi } from '../../../test/mocks/server';
import { DEMO, flashedToast, getArgs, pageWasShared, postArgs, routeArgs, settle } from '../../../test/route-args';
import { ideaPageAction } from './idea-actions.server';
import { loadIdeaPage, type IdeaPageData } from './idea-page.server';

setupMockApi();

const IDEA_ID = 42;
const PAGE = `/idea/${IDEA_ID}`;
const params = { ideaId: String(IDEA_ID) };
const READER = { liked: false, rating: null, likeQuestionnaireAnswered: false, creationAnswers: [] };

/**
 * The demo crowd as a reader with `role` sees it, with one idea (version 3, submitted); every state
 * change the API receives is recorded and answered by `answer`.
 */
function crowdApi(role: TCrowdRole | null, answer?: () => Response) {
  const crowd = makeCrowdView({ subdomain: 'demo', role });
  const idea = makeIdea({ id: IDEA_ID, crowdId: crowd.id, version: 3, ideaState: 'SUBMITTED' });
  const changes: TChangeIdeaStateRequest[] = [];
  server.use(
    mockApi('getUser', () => HttpResponse.json(makeUser())),
    mockApi('getCrowdViewByDomain', () => HttpResponse.json(crowd)),
    mockApi('getCrowdViewIdea', ({ request }) => {
      const signedIn = request.headers.get('Cookie')?.includes('crowd_sid') ?? false;
      return HttpResponse.json<TCrowdViewIdeaResponse>({ idea, viewer: signedIn ? READER : null });
    }),
    mockApi('countIdeaView', () => HttpResponse.json({ viewCount: 1 })),
    mockApi('listCrowdViewComments', () => HttpResponse.json({ comments: [], allCount: 0 })),
    mockApi('getCrowdViewQuestionnaires', () =>
      HttpResponse.json({ likeQuestionnaire: null, creationQuestionnaire: null }),
    ),
    mockApi('listCrowdViewCategories', () => HttpResponse.json([])),
    mockApi('listCrowdViewIdeas', () => HttpResponse.json({ ideas: [idea], nextCursor: null })),
    mockApi('changeIdeaState', async ({ request }) => {
      changes.push((await request.json()) as TChangeIdeaStateRequest);
      return (
        answer?.() ??
        HttpResponse.json({ message: 'idea_updated', idea: { ...idea, version: 4, ideaState: 'APPROVED' } })
      );
    }),
  );
  return { crowd, changes };
}

const changeState = (form: Record<string, string>) =>
  settle(ideaPageAction({ ...postArgs(PAGE, { intent: 'changeState', ...form }, DEMO), params }));

describe('who sees the state menu on the crowd site (spec 6)', () => {
  const staffOfIdeaPage = async (role: TCrowdRole | null, signedIn = true) => {
    crowdApi(role);
    const args = signedIn ? getArgs(PAGE, DEMO) : routeArgs(DEMO, PAGE);
    return (await settle<{ page: IdeaPageData }>(loadIdeaPage({ ...args, params }))).body?.page.staff;
  };

  it("offers it on the idea page to the crowd's admins and managers only", async () => {
    expect(await staffOfIdeaPage('CROWD_ADMIN')).toBe(true);
    expect(await staffOfIdeaPage('CROWD_MANAGER')).toBe(true);
    expect(await staffOfIdeaPage('CROWD_FOLLOWER')).toBe(false);
    expect(await staffOfIdeaPage(null)).toBe(false);
    expect(await staffOfIdeaPage(null, false)).toBe(false);
  });

  it("offers it on the home's cards to the staff (the page cache keeps readers' pages apart by role), and not to anyone else", async () => {
    const home = async (role: TCrowdRole | null, cookie?: string) => {
      crowdApi(role);
      const loaded = await loadCrowdHome(routeArgs(DEMO, '/', { cookie }), null);
      const ideas = loaded && !loaded.page.failed ? loaded.page.ideas : [];
      return { staff: loaded?.staff, ideas, shared: pageWasShared() };
    };
    const admin = await home('CROWD_ADMIN', 'crowd_sid=s');
    expect(admin).toMatchObject({ staff: true, shared: true });
    expect(admin.ideas[0]?.version).toBe(3);
    expect(await home('CROWD_MANAGER', 'crowd_sid=s')).toMatchObject({ staff: true, shared: true });
    expect(await home('CROWD_FOLLOWER', 'crowd_sid=s')).toMatchObject({ staff: false });
    expect(await home(null)).toMatchObject({ staff: false, shared: true });
  });
});

describe('changing the state from the crowd site', () => {
  it('sends the state with the version the page read, back to the page it came from with the toast', async () => {
    const { crowd, changes } = crowdApi('CROWD_ADMIN');
    const outcome = await changeState({ ideaState: 'APPROVED', version: '3', back: '/?filter=featured' });
    expect(changes).toEqual([{ id: IDEA_ID, crowdId: crowd.id, version: 3, ideaState: 'APPROVED' }]);
    expect(outcome.location).toBe('/?filter=featured');
    expect(await flashedToast(outcome)).toMatchObject({ type: 'SUCCESS', message: 'idea_updated' });
  });

  it('sends nothing for the state the idea is in, and refuses an unknown state', async () => {
    const { changes } = crowdApi('CROWD_ADMIN');
    const same = await changeState({ ideaState: 'SUBMITTED', version: '3', back: PAGE });
    expect(same.location).toBe(PAGE);
    expect(await flashedToast(same)).toBeNull();
    const unknown = await changeState({ ideaState: 'LOST', version: '3', back: PAGE });
    expect(await flashedToast(unknown)).toMatchObject({ type: 'ERROR', message: 'validation_idea_state' });
    expect(changes).toEqual([]);
  });

  it('says someone changed the idea meanwhile when the version is stale (409)', async () => {
    crowdApi('CROWD_ADMIN', () =>
      HttpResponse.json<TErrorBody>(
        { error: 'optimistic_locking_error' },
        {
          status: 409,
          headers: { 'X-Stale-Entity': 'Idea' },
        },
      ),
    );
    const outcome = await changeState({ ideaState: 'APPROVED', version: '2', back: PAGE });
    expect(outcome.location).toBe(PAGE);
    expect(await flashedToast(outcome)).toMatchObject({ type: 'ERROR', message: 'optimistic_locking_error' });
  });

  it("shows the API's refusal of a follower as an error toast, and never leaves the site", async () => {
    crowdApi('CROWD_FOLLOWER', () => HttpResponse.json<TErrorBody>({ error: 'forbidden' }, { status: 403 }));
    const outcome = await changeState({ ideaState: 'APPROVED', version: '3', back: '//evil.example/' });
    expect(outcome.location).toBe(PAGE);
    expect(await flashedToast(outcome)).toMatchObject({ type: 'ERROR' });
  });

  it('sends a signed-out visitor to sign in, changing nothing', async () => {
    const { changes } = crowdApi(null);
    const outcome = await settle(
      ideaPageAction({ ...routeArgs(DEMO, PAGE, { form: { intent: 'changeState', ideaState: 'APPROVED' } }), params }),
    );
    expect(outcome.location).toBe(`/login?redirectUrl=${encodeURIComponent(PAGE)}`);
    expect(changes).toEqual([]);
  });
});

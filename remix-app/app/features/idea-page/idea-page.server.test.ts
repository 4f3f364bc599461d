import type {
  TCrowdQuestionnairesResponse,
  TCrowdViewIdeaResponse,
  TErrorBody,
  TIdeaViewer,
  TLikeIdeaRequest,
  TQuestionnaire,
  TShareIdeaRequest,
  TValidationErrorBody,
} from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { mockApi } from '../../../test/mocks/api';
import { makeCrowdView } from '../../../test/mocks/factories';
import { makeIdea } from '../../../test/mocks/idea-factories';
import { server, setupMockApi } from '../../../test/mocks/server';
import {
  DEMO,
  MAIN,
  flashedToast,
  getArgs,
  pageWasShared,
  fillSharedPage,
  postArgs,
  routeArgs,
  settle,
  talliedViews,
  visitSharedPage,
} from '../../../test/route-args';
import { ideaPageAction, likePageAction, loadLikePage, loadSharePage } from './idea-actions.server';
import { loadIdeaPage, type IdeaPageData } from './idea-page.server';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { READER_SLOT_ATTRIBUTE } from '@crowd/contracts/session';
import { ReaderSlot } from '~/features/shell/reader-slot';
import { makeComment } from '../../../test/mocks/comment-factories';

setupMockApi();

const IDEA_ID = 42;
const PAGE = `/idea/${IDEA_ID}`;
const params = { ideaId: String(IDEA_ID) };
const idea = makeIdea({ id: IDEA_ID, viewCount: 10 });

const likeQuestionnaire: TQuestionnaire = {
  id: 11,
  version: 1,
  crowdId: 1,
  questionnaireType: 'IDEA_LIKE',
  enabled: true,
  questions: [
    { id: 101, questionType: 'TEXT', questionText: 'Why?', options: [] },
    {
      id: 102,
      questionType: 'SINGLE_CHOICE',
      questionText: 'How soon?',
      options: [
        { id: 1001, text: 'Now' },
        { id: 1002, text: 'Later' },
      ],
    },
    {
      id: 103,
      questionType: 'MULTIPLE_CHOICE',
      questionText: 'Who gains?',
      options: [
        { id: 1003, text: 'Cyclists' },
        { id: 1004, text: 'Shops' },
      ],
    },
  ],
};

const FRESH_READER: TIdeaViewer = { liked: false, rating: null, likeQuestionnaireAnswered: false, creationAnswers: [] };

/**
 * The demo crowd's API for one idea: the reader (signed in when the request has a cookie) sees
 * `viewer`; every view, like, unlike, rating and share the API receives is recorded.
 */
function ideaApi({
  viewer = FRESH_READER,
  questionnaire = null,
  crowd = makeCrowdView({ subdomain: 'demo' }),
}: { viewer?: TIdeaViewer; questionnaire?: TQuestionnaire | null; crowd?: ReturnType<typeof makeCrowdView> } = {}) {
  const calls = {
    views: 0,
    likes: [] as TLikeIdeaRequest[],
    unlikes: 0,
    ratings: [] as unknown[],
    shares: [] as TShareIdeaRequest[],
  };
  server.use(
    mockApi('getCrowdViewByDomain', () => HttpResponse.json(crowd)),
    mockApi('getCrowdViewIdea', ({ params: path, request }) => {
      if (path.domain !== 'demo' || path.ideaId !== String(IDEA_ID))
        return HttpResponse.json<TErrorBody>({ error: 'idea_does_not_exist' }, { status: 404 });
      const signedIn = request.headers.get('Cookie')?.includes('crowd_sid') ?? false;
      return HttpResponse.json<TCrowdViewIdeaResponse>({ idea, viewer: signedIn ? viewer : null });
    }),
    mockApi('listCrowdViewComments', () => HttpResponse.json({ comments: [], allCount: 0 })),
    mockApi('getCrowdViewQuestionnaires', () =>
      HttpResponse.json<TCrowdQuestionnairesResponse>({
        likeQuestionnaire: questionnaire,
        creationQuestionnaire: null,
      }),
    ),
    mockApi('countIdeaView', () => {
      calls.views += 1;
      return HttpResponse.json({ viewCount: idea.viewCount + calls.views });
    }),
    mockApi('likeIdea', async ({ request }) => {
      calls.likes.push((await request.json()) as TLikeIdeaRequest);
      return HttpResponse.json({ message: 'idea_liked', likeCount: 3 }, { status: 201 });
    }),
    mockApi('unlikeIdea', () => {
      calls.unlikes += 1;
      return HttpResponse.json({ message: 'idea_unliked', likeCount: 1 });
    }),
    mockApi('rateIdea', async ({ request }) => {
      calls.ratings.push(await request.json());
      return HttpResponse.json({ message: 'idea_rated', averageRating: 4, ratingCount: 3 });
    }),
    mockApi('shareIdea', async ({ request }) => {
      calls.shares.push((await request.json()) as TShareIdeaRequest);
      return HttpResponse.json({ message: 'idea_shared', shareCount: 1 });
    }),
  );
  return calls;
}

const load = (args = getArgs(PAGE, DEMO)) => settle<{ page: IdeaPageData | null }>(loadIdeaPage({ ...args, params }));
const act = (form: Record<string, string>, path = PAGE) =>
  settle<{ fieldErrors: Record<string, string> }>(ideaPageAction({ ...postArgs(path, form, DEMO), params }));

describe('the idea page (spec 2.9, 4)', () => {
  it('shows the idea and counts one view for a visit, none for its own reloads', async () => {
    const calls = ideaApi();
    const visit = await load();
    expect(visit.status).toBe(200);
    expect(visit.body?.page).toMatchObject({
      idea: { id: IDEA_ID, name: idea.name, viewCount: 11 },
      viewer: FRESH_READER,
      likeQuestionnaire: null,
      loginUrl: `/login?redirectUrl=${encodeURIComponent(PAGE)}`,
      comments: { ideaId: IDEA_ID, comments: [], allCount: 0, offset: 0 },
    });
    expect(calls.views).toBe(1);

    // The redirect after one of its forms, or a fetcher's revalidation, comes from the page itself.
    const again = getArgs(PAGE, DEMO);
    again.request.headers.set('Referer', `http://${DEMO}${PAGE}`);
    expect((await load(again)).body?.page?.idea.viewCount).toBe(10);
    const fromLikePage = getArgs(PAGE, DEMO);
    fromLikePage.request.headers.set('Referer', `http://${DEMO}${PAGE}/like`);
    await load(fromLikePage);
    expect(calls.views).toBe(1);

    // Coming from the crowd's home is a visit.
    const fromHome = getArgs(PAGE, DEMO);
    fromHome.request.headers.set('Referer', `http://${DEMO}/`);
    expect((await load(fromHome)).body?.page?.idea.viewCount).toBe(12);
  });

  it('is offered to the page cache for a public crowd, each visit it answers still counting its view', async () => {
    const calls = ideaApi();
    // Visits the page cache answers with the page, as it hands them on: each counts, the page's own reloads do not.
    const fromHome = routeArgs(DEMO, PAGE);
    fromHome.request.headers.set('Referer', `http://${DEMO}/`);
    const direct = routeArgs(DEMO, PAGE);
    const reload = routeArgs(DEMO, PAGE);
    reload.request.headers.set('Referer', `http://${DEMO}${PAGE}`);
    await load(routeArgs(DEMO, PAGE));
    expect(pageWasShared()).toBe(true);
    expect(calls.views).toBe(1);
    for (const visit of [fromHome, direct, reload]) visitSharedPage(visit);
    // The cache's visits are tallied and sent together by the web, not one API call each.
    expect(talliedViews()).toEqual([IDEA_ID, IDEA_ID]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.views).toBe(1);

    // A signed-in reader's own page is offered too: the cache keeps only one rendered for their role.
    const own = await load();
    expect(pageWasShared()).toBe(true);
    // Their like, rating and comment controls are filled in by the app's script, or by the page cache without it (decision 042).
    expect(own.body?.page).toMatchObject({ viewer: FRESH_READER, readerPending: false, readerPartsPath: null });
    // Without JavaScript, an address that opens a comment's edit form or delete question is the reader's alone.
    for (const query of ['?editComment=3', '?deleteComment=3']) {
      await load(routeArgs(DEMO, PAGE + query));
      expect(pageWasShared()).toBe(false);
    }
    ideaApi({ crowd: makeCrowdView({ subdomain: 'demo', privateCrowd: true, role: 'CROWD_FOLLOWER' }) });
    await load();
    expect(pageWasShared()).toBe(false);
  });

  describe('rendered for every reader of a role (issue 27)', () => {
    const signedInAs = (readerRender: string) => load(routeArgs(DEMO, PAGE, { cookie: 'crowd_sid=s', readerRender }));

    it("leaves out the reader's own state and names the one call their browser fills it in from", async () => {
      const calls = ideaApi({
        viewer: { liked: true, rating: 5, likeQuestionnaireAnswered: true, creationAnswers: [] },
        questionnaire: likeQuestionnaire,
        crowd: makeCrowdView({ subdomain: 'demo', role: 'CROWD_FOLLOWER' }),
      });
      let userReads = 0;
      server.use(
        mockApi('getUser', () => {
          userReads += 1;
          return HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
        }),
      );
      const page = (await signedInAs('CROWD_FOLLOWER')).body?.page;
      expect(page).toMatchObject({
        viewer: null,
        readerPending: true,
        readerPartsPath: `/api/crowdView/ideaReader/demo/${IDEA_ID}`,
        staff: false,
      });
      expect(page?.comments.viewerId).toBeNull();
      // The questionnaire is the crowd's: each reader's browser asks it only if they still must.
      expect(page?.likeQuestionnaire?.id).toBe(likeQuestionnaire.id);
      expect(JSON.stringify(page)).not.toContain('"rating":5');
      expect(userReads).toBe(0);
      expect(pageWasShared()).toBe(true);
      expect(calls.views).toBe(1);
    });

    describe('filled in for a browser without script (decision 042)', () => {
      const READER_ID = 7;
      const own = makeComment({ ideaId: IDEA_ID, ownerId: READER_ID });
      const other = makeComment({ ideaId: IDEA_ID, ownerId: 8 });
      it('marks its slots as the page cache finds them', () => {
        expect(renderToStaticMarkup(createElement(ReaderSlot, { name: 'idea-like' }))).toBe(
          `<noscript ${READER_SLOT_ATTRIBUTE}="idea-like"></noscript>`,
        );
      });

      function readerApi(viewer: TIdeaViewer) {
        ideaApi({
          questionnaire: likeQuestionnaire,
          crowd: makeCrowdView({ subdomain: 'demo', role: 'CROWD_FOLLOWER' }),
        });
        let readerCalls = 0;
        server.use(
          mockApi('listCrowdViewComments', () => HttpResponse.json({ comments: [own, other], allCount: 2 })),
          mockApi('getCrowdViewIdeaViewer', ({ request, params: path }) => {
            readerCalls += 1;
            if (!request.headers.get('Cookie')?.includes('crowd_sid=reader') || path.ideaId !== String(IDEA_ID))
              return HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
            return HttpResponse.json({ userId: READER_ID, viewer });
          }),
        );
        return { readerCalls: () => readerCalls };
      }

      it("puts the reader's like and rating forms and their own comments' links in the page's slots", async () => {
        const { readerCalls } = readerApi({
          liked: true,
          rating: 4,
          likeQuestionnaireAnswered: true,
          creationAnswers: [],
        });
        // Made before the render: a new request's context starts the record of what was shared over.
        const visit = routeArgs(DEMO, PAGE, { cookie: 'crowd_sid=reader' });
        await signedInAs('CROWD_FOLLOWER');
        const parts = await fillSharedPage(visit);
        expect(readerCalls()).toBe(1);
        const slot = (name: string) => parts?.get(name);
        const like = slot('idea-like');
        expect(like).toContain(`<form method="post" action="/idea/${IDEA_ID}">`);
        expect(like).toContain('name="intent" value="unlike"');
        const rating = slot('idea-rating');
        expect(rating).toContain('name="intent" value="rate"');
        expect(rating).toMatch(/checked="" value="4"/);
        expect(slot(`comment-${own.id}`)).toContain(`editComment=${own.id}`);
        expect(slot(`comment-${own.id}`)).toContain(`deleteComment=${own.id}`);
        expect(slot(`comment-${other.id}`)).toBeUndefined();
      });

      it('links to the like questionnaire a reader must answer first, in their language', async () => {
        readerApi(FRESH_READER);
        const visit = routeArgs(DEMO, PAGE, { cookie: 'crowd_sid=reader' });
        visit.request.headers.set('Accept-Language', 'sk');
        await signedInAs('CROWD_FOLLOWER');
        const like = (await fillSharedPage(visit))?.get('idea-like');
        expect(like).toContain(`href="/idea/${IDEA_ID}/like"`);
        expect(like).not.toContain('<form');
        expect(like).toContain('Páči sa mi');
      });

      it('gives each reader the parts of their own state, from one rendering of the page', async () => {
        readerApi({ liked: true, rating: 2, likeQuestionnaireAnswered: true, creationAnswers: [] });
        const first = routeArgs(DEMO, PAGE, { cookie: 'crowd_sid=reader' });
        const second = routeArgs(DEMO, PAGE, { cookie: 'crowd_sid=reader' });
        await signedInAs('CROWD_FOLLOWER');
        expect((await fillSharedPage(first))?.get('idea-like')).toContain('value="unlike"');
        server.use(
          mockApi('getCrowdViewIdeaViewer', () =>
            HttpResponse.json({
              userId: 8,
              viewer: { liked: false, rating: null, likeQuestionnaireAnswered: true, creationAnswers: [] },
            }),
          ),
        );
        const parts = await fillSharedPage(second);
        expect(parts?.get('idea-like')).toContain('value="like"');
        expect(parts?.get('idea-rating')).not.toContain('checked=""');
        expect(parts?.has(`comment-${own.id}`)).toBe(false);
        expect(parts?.get(`comment-${other.id}`)).toContain(`editComment=${other.id}`);
      });

      it('leaves a visitor whose session ended to a page of their own', async () => {
        readerApi(FRESH_READER);
        const visit = routeArgs(DEMO, PAGE, { cookie: 'crowd_sid=gone' });
        await signedInAs('CROWD_FOLLOWER');
        expect(await fillSharedPage(visit)).toBeNull();
      });
    });

    it("is the reader's own page when the role the cookie named is no longer theirs, or the crowd is private", async () => {
      ideaApi({ crowd: makeCrowdView({ subdomain: 'demo', role: 'CROWD_ADMIN' }) });
      expect((await signedInAs('CROWD_FOLLOWER')).body?.page).toMatchObject({
        viewer: FRESH_READER,
        readerPending: false,
        staff: true,
      });
      ideaApi({ crowd: makeCrowdView({ subdomain: 'demo', privateCrowd: true, role: 'CROWD_FOLLOWER' }) });
      expect((await signedInAs('CROWD_FOLLOWER')).body?.page).toMatchObject({
        viewer: FRESH_READER,
        readerPending: false,
      });
    });
  });

  it('has no reader signed out', async () => {
    ideaApi();
    const outcome = await load(routeArgs(DEMO, PAGE));
    expect(outcome.body?.page?.viewer).toBeNull();
  });

  it('is a 404 page for an unknown id, another crowd’s idea, a malformed id and on the main site', async () => {
    const calls = ideaApi();
    const missing = await settle(loadIdeaPage({ ...getArgs('/idea/7', DEMO), params: { ideaId: '7' } }));
    expect(missing.status).toBe(404);
    const malformed = await settle(loadIdeaPage({ ...getArgs('/idea/x1', DEMO), params: { ideaId: 'x1' } }));
    expect(malformed.status).toBe(404);
    expect((await settle(loadIdeaPage({ ...getArgs(PAGE, MAIN), params }))).status).toBe(404);
    expect(calls.views).toBe(0);
  });

  it.each(['042', '0042', '42.0', '+42', '0x2a', '42e0', ' 42', '%2042', '2147483690'])(
    'is a 404 page for the idea id written %p, never idea 42 by another spelling (decision 029)',
    async (ideaId) => {
      const calls = ideaApi();
      const path = `/idea/${encodeURIComponent(ideaId)}`;
      const response = await settle(loadIdeaPage({ ...getArgs(path, DEMO), params: { ideaId } }));
      expect({ ideaId, status: response.status }).toEqual({ ideaId, status: 404 });
      expect(calls.views).toBe(0);
    },
  );

  it("leaves a signed-out visitor of a private crowd to the root's sign-in redirect, reading nothing", async () => {
    let ideaReads = 0;
    server.use(
      mockApi('getCrowdViewByDomain', () =>
        HttpResponse.json(makeCrowdView({ subdomain: 'demo', privateCrowd: true })),
      ),
      mockApi('getCrowdViewIdea', () => {
        ideaReads += 1;
        return HttpResponse.json<TErrorBody>({ error: 'unauthorized' }, { status: 401 });
      }),
    );
    const outcome = await load(routeArgs(DEMO, PAGE));
    expect(outcome.body?.page).toBeNull();
    expect(ideaReads).toBe(0);
  });

  it('sends a visitor the API asks to sign in (401) to sign in and back', async () => {
    server.use(
      mockApi('getCrowdViewByDomain', () => HttpResponse.json(makeCrowdView({ subdomain: 'demo' }))),
      mockApi('getCrowdViewIdea', () => HttpResponse.json<TErrorBody>({ error: 'unauthorized' }, { status: 401 })),
    );
    const outcome = await load(routeArgs(DEMO, PAGE));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/login?redirectUrl=${encodeURIComponent(PAGE)}`);
  });

  it('asks the like questionnaire only of a reader who has neither liked nor answered it', async () => {
    ideaApi({ questionnaire: likeQuestionnaire });
    expect((await load()).body?.page?.likeQuestionnaire).toEqual({
      id: 11,
      questions: likeQuestionnaire.questions,
    });
    ideaApi({ questionnaire: likeQuestionnaire, viewer: { ...FRESH_READER, likeQuestionnaireAnswered: true } });
    expect((await load()).body?.page?.likeQuestionnaire).toBeNull();
    ideaApi({ questionnaire: { ...likeQuestionnaire, enabled: false } });
    expect((await load()).body?.page?.likeQuestionnaire).toBeNull();
    ideaApi({ questionnaire: { ...likeQuestionnaire, questions: [] } });
    expect((await load()).body?.page?.likeQuestionnaire).toBeNull();
  });
});

describe('taking part on the idea page', () => {
  it('sends a signed-out visitor to sign in and back to the idea', async () => {
    const calls = ideaApi();
    const outcome = await settle(ideaPageAction({ ...routeArgs(DEMO, PAGE, { form: { intent: 'like' } }), params }));
    expect(outcome.location).toBe(`/login?redirectUrl=${encodeURIComponent(PAGE)}`);
    expect(calls.likes).toEqual([]);
  });

  it('likes and unlikes, back on the idea with the toast', async () => {
    const calls = ideaApi();
    const liked = await act({ intent: 'like' });
    expect(liked.location).toBe(PAGE);
    expect(await flashedToast(liked)).toMatchObject({ type: 'SUCCESS', message: 'idea_liked' });
    expect(calls.likes).toEqual([{ ideaId: IDEA_ID }]);

    const unliked = await act({ intent: 'unlike' });
    expect(await flashedToast(unliked)).toMatchObject({ message: 'idea_unliked' });
    expect(calls.unlikes).toBe(1);
  });

  it('shows the API’s refusal of a like as a translated toast', async () => {
    ideaApi();
    server.use(
      mockApi('likeIdea', () => HttpResponse.json<TErrorBody>({ error: 'idea_already_liked' }, { status: 409 })),
    );
    const outcome = await act({ intent: 'like' });
    expect(outcome.location).toBe(PAGE);
    expect(await flashedToast(outcome)).toMatchObject({ type: 'ERROR' });
  });

  describe('the like questionnaire', () => {
    const answered = {
      intent: 'like',
      questionnaireId: '11',
      'answer-101': 'Safer streets',
      'option-102': '1001',
      'option-103': '1004',
    };

    it('refuses missing answers with the spec’s messages under each question, keeping what was typed', async () => {
      const calls = ideaApi({ questionnaire: likeQuestionnaire });
      const outcome = await act({ intent: 'like', questionnaireId: '11', 'answer-101': '   ' });
      expect(outcome.status).toBe(422);
      expect(outcome.body?.fieldErrors).toEqual({
        'answer-101': 'idea_question_validation_answer_empty',
        'option-102': 'idea_question_validation_option_empty',
        'option-103': 'idea_question_validation_option_empty',
      });
      expect(calls.likes).toEqual([]);
    });

    it('sends the answers with the like', async () => {
      const calls = ideaApi({ questionnaire: likeQuestionnaire });
      const outcome = await act(answered);
      expect(await flashedToast(outcome)).toMatchObject({ message: 'idea_liked' });
      expect(calls.likes).toEqual([
        {
          ideaId: IDEA_ID,
          questionnaireId: 11,
          questionnaireAnswers: [
            { questionId: 101, answer: 'Safer streets' },
            { questionId: 102, optionIds: [1001] },
            { questionId: 103, optionIds: [1004] },
          ],
        },
      ]);
    });

    it('shows the API’s answer errors under the questions', async () => {
      ideaApi({ questionnaire: likeQuestionnaire });
      server.use(
        mockApi('likeIdea', () =>
          HttpResponse.json<TValidationErrorBody>(
            { errors: [{ param: 'questionnaireAnswers.102', msg: 'idea_question_validation_option_empty' }] },
            { status: 422 },
          ),
        ),
      );
      const outcome = await act(answered);
      expect(outcome.status).toBe(422);
      expect(outcome.body?.fieldErrors).toEqual({ 'option-102': 'idea_question_validation_option_empty' });
    });

    it('sends a like without the answers to the questionnaire’s page', async () => {
      const calls = ideaApi({ questionnaire: likeQuestionnaire });
      const outcome = await act({ intent: 'like' });
      expect(outcome.location).toBe(`${PAGE}/like`);
      expect(calls.likes).toEqual([]);
    });

    it('is a page of its own, which likes and refuses as the dialog does', async () => {
      const calls = ideaApi({ questionnaire: likeQuestionnaire });
      const page = await settle<{ page: { questionnaire: { id: number } } }>(
        loadLikePage({ ...getArgs(`${PAGE}/like`, DEMO), params }),
      );
      expect(page.body?.page.questionnaire.id).toBe(11);

      const refused = await settle<{ fieldErrors: Record<string, string> }>(
        likePageAction({ ...postArgs(`${PAGE}/like`, { ...answered, 'answer-101': '' }, DEMO), params }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body?.fieldErrors).toEqual({ 'answer-101': 'idea_question_validation_answer_empty' });

      const liked = await settle(likePageAction({ ...postArgs(`${PAGE}/like`, answered, DEMO), params }));
      expect(liked.location).toBe(PAGE);
      expect(calls.likes).toHaveLength(1);
    });

    it('sends a signed-out visitor of the page to sign in and back to it, and a reader with nothing to answer to the idea', async () => {
      ideaApi({ questionnaire: likeQuestionnaire });
      const signedOut = await settle(loadLikePage({ ...routeArgs(DEMO, `${PAGE}/like`), params }));
      expect(signedOut.location).toBe(`/login?redirectUrl=${encodeURIComponent(`${PAGE}/like`)}`);
      ideaApi({ questionnaire: likeQuestionnaire, viewer: { ...FRESH_READER, likeQuestionnaireAnswered: true } });
      const nothingToAsk = await settle(loadLikePage({ ...getArgs(`${PAGE}/like`, DEMO), params }));
      expect(nothingToAsk.location).toBe(PAGE);
    });
  });

  it('rates 1–5 and refuses anything else without calling the API', async () => {
    const calls = ideaApi();
    const rated = await act({ intent: 'rate', value: '4' });
    expect(await flashedToast(rated)).toMatchObject({ message: 'idea_rated' });
    expect(calls.ratings).toEqual([{ ideaId: IDEA_ID, value: 4 }]);
    for (const value of ['0', '6', '2.5', 'x']) {
      const refused = await act({ intent: 'rate', value });
      expect(await flashedToast(refused)).toMatchObject({ type: 'ERROR', message: 'validation_rating_value' });
    }
    expect(calls.ratings).toHaveLength(1);
  });

  describe('sharing', () => {
    it.each([
      ['', 'validation_crowd_users_emails_empty'],
      [' ,; ', 'validation_crowd_users_emails_empty'],
      ['ann@example.com, not-an-address', 'validation_crowd_users_emails'],
      [Array.from({ length: 11 }, (_, i) => `friend${i}@example.com`).join(' '), 'validation_share_emails_too_many'],
    ])('refuses %j with %s, sending nothing', async (emails, message) => {
      const calls = ideaApi();
      const outcome = await act({ intent: 'share', emails });
      expect(outcome.status).toBe(422);
      expect(outcome.body?.fieldErrors).toEqual({ emails: message });
      expect(calls.shares).toEqual([]);
    });

    it('sends up to 10 addresses split on spaces, commas and semicolons', async () => {
      const calls = ideaApi();
      const outcome = await act({
        intent: 'share',
        emails: 'ann@example.com, bob@example.com;cy@example.com\nann@example.com',
      });
      expect(await flashedToast(outcome)).toMatchObject({ message: 'idea_shared' });
      expect(calls.shares).toEqual([
        { ideaId: IDEA_ID, emails: ['ann@example.com', 'bob@example.com', 'cy@example.com'] },
      ]);
    });

    it('says when to try again over the rate limit', async () => {
      ideaApi();
      server.use(
        mockApi('shareIdea', () =>
          HttpResponse.json<TErrorBody>(
            { error: 'too_many_requests' },
            { status: 429, headers: { 'Retry-After': '120' } },
          ),
        ),
      );
      const outcome = await act({ intent: 'share', emails: 'ann@example.com' });
      expect(outcome.location).toBe(PAGE);
      expect(await flashedToast(outcome)).toMatchObject({
        type: 'ERROR',
        message: 'common:rateLimited.tryAgainIn',
        values: { count: 2 },
      });
    });

    it('has a page of its own, for signed-in readers', async () => {
      ideaApi();
      const signedOut = await settle(loadSharePage({ ...routeArgs(DEMO, `${PAGE}/share`), params }));
      expect(signedOut.location).toBe(`/login?redirectUrl=${encodeURIComponent(`${PAGE}/share`)}`);
      const page = await settle<{ page: { idea: { name: string } } }>(
        loadSharePage({ ...getArgs(`${PAGE}/share`, DEMO), params }),
      );
      expect(page.body?.page.idea.name).toBe(idea.name);
    });
  });
});

import type {
  TCrowdQuestionnairesResponse,
  TCrowdView,
  TErrorBody,
  TIdeaViewer,
  TQuestionnaire,
  TUser,
  TValidationErrorBody,
} from '@crowd/contracts';
import { PLANS, STALE_ENTITY_HEADER } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { mockApi } from '../../../test/mocks/api';
import { makeCategory } from '../../../test/mocks/crowd-admin-factories';
import { makeCrowdView, makeUser } from '../../../test/mocks/factories';
import { makeIdea } from '../../../test/mocks/idea-factories';
import { server, setupMockApi } from '../../../test/mocks/server';
import { DEMO, MAIN, flashedToast, getArgs, postArgs, routeArgs, settle } from '../../../test/route-args';
import { createIdeaAction, editIdeaAction, loadCreateIdea, loadEditIdea } from './idea-form.server';

setupMockApi();

const AUTHOR = makeUser({ id: 7, name: 'Ada Author' });
const OTHER = makeUser({ id: 8 });
const IDEA = makeIdea({
  id: 42,
  version: 3,
  ownerId: AUTHOR.id,
  name: 'Bike lanes',
  fileIds: [901, 902],
  featuredImageId: 903,
  embeddableVideos: ['https://youtu.be/dQw4w9WgXcQ'],
});
/** The author reading their idea: their earlier creation answers come with it. */
const OWNER_VIEW: TIdeaViewer = {
  liked: false,
  rating: null,
  likeQuestionnaireAnswered: false,
  creationAnswers: [{ questionId: 31, answer: 'Safer streets' }],
};
const CATEGORIES = [makeCategory(1, { id: 5, name: 'Streets' }), makeCategory(1, { id: 6, name: 'Parks' })];

const CREATION: TQuestionnaire = {
  id: 21,
  version: 1,
  crowdId: 1,
  questionnaireType: 'IDEA_CREATION',
  enabled: true,
  questions: [
    { id: 301, questionType: 'TEXT', questionText: 'Who benefits?', options: [] },
    {
      id: 302,
      questionType: 'SINGLE_CHOICE',
      questionText: 'How big?',
      options: [
        { id: 3001, text: 'Small' },
        { id: 3002, text: 'Large' },
      ],
    },
  ],
};

interface Sent {
  fields: Record<string, string[]>;
  files: Record<string, string[]>;
}

/** What the API received as multipart: each field's values, each file field's file names. */
async function received(request: Request): Promise<Sent> {
  const form = await request.formData();
  const sent: Sent = { fields: {}, files: {} };
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') (sent.fields[name] ??= []).push(value);
    else (sent.files[name] ??= []).push(value.name);
  }
  return sent;
}

/**
 * The demo crowd's API for the author (signed in when the request has a cookie): `user` is who
 * that is; every create and edit the API receives is recorded and answered with `answer`.
 */
function authoringApi({
  user = AUTHOR,
  crowd = makeCrowdView({ subdomain: 'demo' }),
  questionnaire = null,
  answer,
}: {
  user?: TUser;
  crowd?: TCrowdView;
  questionnaire?: TQuestionnaire | null;
  answer?: () => Response;
} = {}) {
  const calls = { creates: [] as Sent[], updates: [] as Sent[], notices: 0 };
  const signedIn = (request: Request) => request.headers.get('Cookie')?.includes('crowd_sid') ?? false;
  server.use(
    mockApi('getUser', ({ request }) =>
      signedIn(request)
        ? HttpResponse.json(user)
        : HttpResponse.json<TErrorBody>({ error: 'unauthorized' }, { status: 401 }),
    ),
    mockApi('getCrowdViewByDomain', () => HttpResponse.json(crowd)),
    mockApi('listCrowdViewCategories', () => HttpResponse.json(CATEGORIES)),
    mockApi('getCrowdViewQuestionnaires', () =>
      HttpResponse.json<TCrowdQuestionnairesResponse>({
        likeQuestionnaire: null,
        creationQuestionnaire: questionnaire,
      }),
    ),
    mockApi('getCrowdViewIdea', ({ params, request }) =>
      params.ideaId === String(IDEA.id)
        ? HttpResponse.json({ idea: IDEA, viewer: signedIn(request) ? OWNER_VIEW : null })
        : HttpResponse.json<TErrorBody>({ error: 'idea_does_not_exist' }, { status: 404 }),
    ),
    mockApi('createIdea', async ({ request }) => {
      calls.creates.push(await received(request));
      return answer?.() ?? HttpResponse.json({ message: 'idea_created', idea: makeIdea({ id: 77 }) }, { status: 201 });
    }),
    mockApi('updateIdea', async ({ request }) => {
      calls.updates.push(await received(request));
      return answer?.() ?? HttpResponse.json({ message: 'idea_updated', idea: IDEA });
    }),
    mockApi('notifyCrowdLimitReached', () => {
      calls.notices += 1;
      return HttpResponse.json({ message: 'crowd_owners_notified' });
    }),
  );
  return calls;
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

function ideaForm(fields: Record<string, string | string[]>, files: Record<string, File[]> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const entry of Array.isArray(value) ? value : [value]) form.append(name, entry);
  for (const [name, list] of Object.entries(files)) for (const file of list) form.append(name, file);
  return form;
}

const VALID = { name: 'Rooftop gardens', description: '<p>Grow <strong>vegetables</strong></p>' };

type Page = { kind: string; categoryId?: number | null; questions?: unknown[]; idea?: unknown } | null;
type Refused = { fieldErrors: Record<string, string>; repopulateFields?: Record<string, unknown> };

const editParams = { ideaId: String(IDEA.id) };
const EDIT = `/idea/${IDEA.id}/edit`;

describe('/createIdea (spec 2.9)', () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    authoringApi();
    const outcome = await settle(loadCreateIdea(routeArgs(DEMO, '/createIdea?categoryId=5')));
    expect(outcome.location).toBe(`/login?redirectUrl=${encodeURIComponent('/createIdea?categoryId=5')}`);
  });

  it('offers the visible categories with the one the author came from, and the creation questions', async () => {
    authoringApi({ questionnaire: CREATION });
    const outcome = await settle<{ page: Page }>(loadCreateIdea(getArgs('/createIdea?categoryId=6', DEMO)));
    expect(outcome.body?.page).toMatchObject({
      kind: 'form',
      categories: [
        { id: 5, name: 'Streets' },
        { id: 6, name: 'Parks' },
      ],
      categoryId: 6,
      questions: CREATION.questions,
    });
    const unknown = await settle<{ page: Page }>(loadCreateIdea(getArgs('/createIdea?categoryId=99', DEMO)));
    expect(unknown.body?.page?.categoryId).toBeNull();
    authoringApi({ questionnaire: { ...CREATION, enabled: false } });
    expect((await settle<{ page: Page }>(loadCreateIdea(getArgs('/createIdea', DEMO)))).body?.page?.questions).toEqual(
      [],
    );
  });

  it('shows the limit notice instead of the form while the crowd is full, and nothing on the main site', async () => {
    authoringApi({ crowd: makeCrowdView({ subdomain: 'demo', ideasCount: PLANS[2].features.ideas }) });
    expect((await settle<{ page: Page }>(loadCreateIdea(getArgs('/createIdea', DEMO)))).body?.page).toMatchObject({
      kind: 'full',
    });
    // No plan in force takes no idea; an unlimited one always takes one.
    authoringApi({ crowd: makeCrowdView({ subdomain: 'demo', features: null }) });
    expect((await settle<{ page: Page }>(loadCreateIdea(getArgs('/createIdea', DEMO)))).body?.page?.kind).toBe('full');
    authoringApi({
      crowd: makeCrowdView({ subdomain: 'demo', ideasCount: 10_000, features: { ...PLANS[3].features } }),
    });
    expect((await settle<{ page: Page }>(loadCreateIdea(getArgs('/createIdea', DEMO)))).body?.page?.kind).toBe('form');
    expect((await settle(loadCreateIdea(getArgs('/createIdea', MAIN)))).status).toBe(404);
  });

  it('posts the idea as multipart (texts, answers as JSON, videos without blanks, files) and opens it with idea_created', async () => {
    const calls = authoringApi({ questionnaire: CREATION });
    const outcome = await settle(
      createIdeaAction(
        postArgs(
          '/createIdea',
          ideaForm(
            {
              ...VALID,
              categoryId: '5',
              'answer-301': 'Everyone',
              'option-302': '3002',
              embeddableVideos: ['https://youtu.be/dQw4w9WgXcQ', ' ', 'https://vimeo.com/76979871'],
            },
            { attachments: [png('a.png'), png('b.png')], featuredImg: [png('cover.png')] },
          ),
          DEMO,
        ),
      ),
    );
    expect(outcome.location).toBe('/idea/77');
    expect(await flashedToast(outcome)).toMatchObject({ type: 'SUCCESS', message: 'idea_created' });
    expect(calls.creates).toHaveLength(1);
    const [sent] = calls.creates;
    expect(sent?.fields).toMatchObject({
      name: ['Rooftop gardens'],
      description: [VALID.description],
      categoryId: ['5'],
      embeddableVideos: ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871'],
    });
    expect(JSON.parse(sent?.fields['answers']?.[0] ?? '')).toEqual([
      { questionId: 301, answer: 'Everyone' },
      { questionId: 302, optionIds: [3002] },
    ]);
    expect(sent?.files).toEqual({ attachments: ['a.png', 'b.png'], featuredImg: ['cover.png'] });
  });

  it('without JavaScript, shows the similar ideas once before adding the idea at the next submit', async () => {
    const calls = authoringApi();
    const texts: string[] = [];
    server.use(
      mockApi('listCrowdViewSimilarIdeas', ({ request, params }) => {
        texts.push(`${params.domain}:${new URL(request.url).searchParams.get('text')}`);
        return HttpResponse.json({
          ideas: [{ id: 5, name: 'Rooftop garden', ideaState: 'APPROVED', likeCount: 4, link: 'http://x/idea/5' }],
        });
      }),
    );
    type Confirm = Refused & { similar: unknown[] };

    const first = await settle<Confirm>(createIdeaAction(postArgs('/createIdea', ideaForm(VALID), DEMO)));

    expect(texts).toEqual(['demo:Rooftop gardens']);
    expect(first.status).toBe(200);
    expect(first.body?.similar).toEqual([{ id: 5, name: 'Rooftop garden', ideaState: 'APPROVED', likeCount: 4 }]);
    expect(first.body?.fieldErrors).toEqual({});
    expect(first.body?.repopulateFields).toMatchObject({ name: VALID.name, description: VALID.description });
    expect(calls.creates).toEqual([]);

    const second = await settle(
      createIdeaAction(postArgs('/createIdea', ideaForm({ ...VALID, similarChecked: '1' }), DEMO)),
    );
    expect(second.location).toBe('/idea/77');
    expect(calls.creates).toHaveLength(1);
    expect(texts).toHaveLength(1);
  });

  it('without JavaScript, shows the similar ideas with the errors of a first submit that has some', async () => {
    const calls = authoringApi();
    server.use(
      mockApi('listCrowdViewSimilarIdeas', () =>
        HttpResponse.json({
          ideas: [{ id: 5, name: 'Rooftop garden', ideaState: 'APPROVED', likeCount: 4, link: 'http://x/idea/5' }],
        }),
      ),
    );
    const outcome = await settle<Refused & { similar: unknown[] }>(
      createIdeaAction(postArgs('/createIdea', ideaForm({ name: VALID.name, description: '' }), DEMO)),
    );
    expect(outcome.status).toBe(422);
    expect(outcome.body?.fieldErrors).toEqual({ description: 'validation_idea_description_empty' });
    expect(outcome.body?.similar).toHaveLength(1);
    expect(outcome.body?.repopulateFields).toMatchObject({ name: VALID.name });
    expect(calls.creates).toEqual([]);
  });

  it('refuses what the contract refuses before calling the API, keeping what was typed', async () => {
    const calls = authoringApi({ questionnaire: CREATION });
    const outcome = await settle<Refused>(
      createIdeaAction(
        postArgs(
          '/createIdea',
          ideaForm(
            {
              name: 'Kept name',
              description: `<p>${'x'.repeat(5003)}</p>`,
              embeddableVideos: ['', 'not a link'],
            },
            { attachments: Array.from({ length: 6 }, (_, index) => png(`${index}.png`)) },
          ),
          DEMO,
        ),
      ),
    );
    expect(outcome.status).toBe(422);
    expect(outcome.body?.fieldErrors).toEqual({
      description: 'validation_idea_description_too_long|3',
      'video-1': 'invalid_video_url',
      attachments: 'validation_idea_attachments_max',
      'answer-301': 'idea_question_validation_answer_empty',
      'option-302': 'idea_question_validation_option_empty',
    });
    expect(outcome.body?.repopulateFields).toMatchObject({ name: 'Kept name', embeddableVideos: ['', 'not a link'] });
    expect(calls.creates).toEqual([]);
  });

  it("shows the API's 422 errors under the fields they name, the video under the row it was typed in", async () => {
    authoringApi({
      answer: () =>
        HttpResponse.json<TValidationErrorBody>(
          {
            errors: [
              { param: 'embeddableVideos.1', msg: 'invalid_video_url' },
              { param: 'featuredImg', msg: 'validation_idea_featuredImg' },
              { param: 'categoryId', msg: 'validation_idea_category' },
            ],
          },
          { status: 422 },
        ),
    });
    const outcome = await settle<Refused>(
      createIdeaAction(
        postArgs(
          '/createIdea',
          ideaForm({ ...VALID, embeddableVideos: ['https://a.example/1', '', 'https://b.example/2'] }),
          DEMO,
        ),
      ),
    );
    expect(outcome.status).toBe(422);
    expect(outcome.body?.fieldErrors).toEqual({
      'video-2': 'invalid_video_url',
      featuredImg: 'validation_idea_featuredImg',
      categoryId: 'validation_idea_category',
    });
    expect(outcome.body?.repopulateFields).toMatchObject({ name: VALID.name, description: VALID.description });
  });

  it('shows the limit notice when the crowd filled up meanwhile (403)', async () => {
    authoringApi({
      answer: () => HttpResponse.json<TErrorBody>({ error: 'ideas_subscription_limit_reached' }, { status: 403 }),
    });
    const outcome = await settle(createIdeaAction(postArgs('/createIdea', ideaForm(VALID), DEMO)));
    expect(outcome.location).toBe('/createIdea');
    expect(await flashedToast(outcome)).toMatchObject({ type: 'ERROR', message: 'ideas_subscription_limit_reached' });
  });

  it("the notice's button tells the crowd's owners and answers in place", async () => {
    const calls = authoringApi({ crowd: makeCrowdView({ subdomain: 'demo', ideasCount: PLANS[2].features.ideas }) });
    const outcome = await settle(createIdeaAction(postArgs('/createIdea', { intent: 'notifyOwners' }, DEMO)));
    expect(outcome.body).toEqual({ notified: true, message: 'crowd_owners_notified' });
    expect(calls.notices).toBe(1);
  });
});

describe('/idea/{id}/edit (spec 2.9)', () => {
  it("fills the owner's form with the idea; anyone else goes to the crowd's home, a visitor signs in first", async () => {
    authoringApi();
    const own = await settle<{ page: Page }>(loadEditIdea({ ...getArgs(EDIT, DEMO), params: editParams }));
    expect(own.body?.page).toMatchObject({
      kind: 'form',
      categoryId: IDEA.categoryId,
      idea: { id: 42, version: 3, fileIds: [901, 902], featuredImageId: 903, embeddableVideos: IDEA.embeddableVideos },
      answers: OWNER_VIEW.creationAnswers,
    });

    authoringApi({ user: OTHER });
    const other = await settle(loadEditIdea({ ...getArgs(EDIT, DEMO), params: editParams }));
    expect(other.location).toBe('/');
    const otherPost = await settle(editIdeaAction({ ...postArgs(EDIT, ideaForm(VALID), DEMO), params: editParams }));
    expect(otherPost.location).toBe('/');

    const visitor = await settle(loadEditIdea({ ...routeArgs(DEMO, EDIT), params: editParams }));
    expect(visitor.location).toBe(`/login?redirectUrl=${encodeURIComponent(EDIT)}`);
    const unknown = await settle(loadEditIdea({ ...getArgs('/idea/9/edit', DEMO), params: { ideaId: '9' } }));
    expect(unknown.status).toBe(404);
  });

  it('puts the kept pictures, the kept or removed featured image, the new files and the version read', async () => {
    const calls = authoringApi();
    const outcome = await settle(
      editIdeaAction({
        ...postArgs(
          EDIT,
          ideaForm(
            { ...VALID, version: '3', fileIds: ['902'], embeddableVideos: ['https://vimeo.com/76979871'] },
            { attachments: [png('new.png')] },
          ),
          DEMO,
        ),
        params: editParams,
      }),
    );
    expect(outcome.location).toBe('/idea/42');
    expect(await flashedToast(outcome)).toMatchObject({ type: 'SUCCESS', message: 'idea_updated' });
    expect(calls.updates[0]?.fields).toMatchObject({
      id: ['42'],
      version: ['3'],
      fileIds: ['902'],
      featuredImageId: [''],
      categoryId: [''],
      embeddableVideos: ['https://vimeo.com/76979871'],
    });
    expect(calls.updates[0]?.files).toEqual({ attachments: ['new.png'] });

    await settle(
      editIdeaAction({
        ...postArgs(EDIT, ideaForm({ ...VALID, version: '3', featuredImageId: '903' }), DEMO),
        params: editParams,
      }),
    );
    expect(calls.updates[1]?.fields).toMatchObject({ featuredImageId: ['903'] });
    expect(calls.updates[1]?.fields['fileIds']).toBeUndefined();
  });

  it('counts the kept pictures with the new ones: a sixth is refused before the API is called', async () => {
    const calls = authoringApi();
    const outcome = await settle<Refused>(
      editIdeaAction({
        ...postArgs(
          EDIT,
          ideaForm(
            { ...VALID, version: '3', fileIds: ['901', '902'] },
            { attachments: [png('1.png'), png('2.png'), png('3.png'), png('4.png')] },
          ),
          DEMO,
        ),
        params: editParams,
      }),
    );
    expect(outcome.body?.fieldErrors).toEqual({ attachments: 'validation_idea_attachments_max' });
    expect(calls.updates).toEqual([]);
  });

  it('keeps the form on a stale version (409) with the optimistic_locking_error toast', async () => {
    authoringApi({
      answer: () =>
        HttpResponse.json<TErrorBody>(
          { error: 'default_error' },
          { status: 409, headers: { [STALE_ENTITY_HEADER]: 'Idea' } },
        ),
    });
    const outcome = await settle<Refused>(
      editIdeaAction({
        ...postArgs(EDIT, ideaForm({ ...VALID, name: 'My newer name', version: '2' }), DEMO),
        params: editParams,
      }),
    );
    expect(outcome.location).toBeNull();
    expect(outcome.body?.repopulateFields).toMatchObject({ name: 'My newer name' });
    expect(await flashedToast(outcome)).toMatchObject({ type: 'ERROR', message: 'optimistic_locking_error' });
  });

  it('asks only the questions answered again on edit', async () => {
    const calls = authoringApi({ questionnaire: CREATION });
    await settle(
      editIdeaAction({
        ...postArgs(EDIT, ideaForm({ ...VALID, version: '3', 'answer-301': ' ', 'option-302': '3001' }), DEMO),
        params: editParams,
      }),
    );
    expect(JSON.parse(calls.updates[0]?.fields['answers']?.[0] ?? '')).toEqual([
      { questionId: 302, optionIds: [3001] },
    ]);
  });
});

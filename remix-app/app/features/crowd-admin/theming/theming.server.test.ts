import {
  DEFAULT_THEMING,
  LIMITS,
  PLANS,
  type TCrowd,
  type TErrorBody,
  type TUpdateThemingResponse,
  type TUploadCoverImageResponse,
  type TValidationErrorBody,
} from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { mockApi } from '../../../../test/mocks/api';
import { accountApi } from '../../../../test/mocks/account';
import { makeUser } from '../../../../test/mocks/factories';
import { server, setupMockApi } from '../../../../test/mocks/server';
import { flashedToast, postArgs, settle } from '../../../../test/route-args';
import { themingAction, themingChanges } from './theming.server';

setupMockApi();

const CROWD_ID = 31;

function makeCrowd(overrides: Partial<TCrowd> = {}): TCrowd {
  return {
    id: CROWD_ID,
    version: 4,
    title: 'Acme ideas',
    description: '',
    locale: 'en',
    subdomain: 'acme',
    domain: null,
    subdomainRouting: true,
    gaCode: null,
    likeMilestone: null,
    rewardAmount: null,
    rewardCurrency: 'EUR',
    visible: true,
    hideTitle: false,
    privateCrowd: false,
    privateUsers: false,
    allowPrePrivateLogins: false,
    allowedDomains: [],
    featuredImageId: null,
    role: 'CROWD_ADMIN',
    trialEligible: false,
    userInteractionsCount: 0,
    ideasCount: 0,
    billingInfo: {
      name: '',
      companyName: '',
      street: '',
      postalCode: '',
      city: '',
      country: '',
      companyId: '',
      taxId: '',
      vatId: '',
    },
    themingData: { id: 8, version: 2, crowdId: CROWD_ID, ...DEFAULT_THEMING },
    active: true,
    features: { ...PLANS[2].features },
    status: 'active',
    plan: 'concert',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

interface Sent {
  theming: unknown[];
  logo: unknown[];
}

/** A signed-in admin of the crowd; PUT /crowd/theming and the logo upload answer like the API. */
function adminOf(crowd: TCrowd, answers: { theming?: () => Response; logo?: () => Response } = {}): Sent {
  const sent: Sent = { theming: [], logo: [] };
  server.use(
    ...accountApi({ user: makeUser() }).handlers,
    mockApi('listCrowds', () => HttpResponse.json<TCrowd[]>([crowd])),
    mockApi('updateCrowdTheming', async ({ request }) => {
      const body = await request.json();
      sent.theming.push(body);
      if (answers.theming) return answers.theming();
      return HttpResponse.json<TUpdateThemingResponse>({
        ...crowd.themingData,
        ...body,
        version: crowd.themingData.version + 1,
      });
    }),
    mockApi('uploadCrowdCoverImage', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('coverImage');
      sent.logo.push({
        id: form.get('id'),
        version: form.get('version'),
        coverImage: file instanceof File ? { name: file.name, type: file.type } : file,
      });
      if (answers.logo) return answers.logo();
      return HttpResponse.json<TUploadCoverImageResponse>({
        ...crowd,
        featuredImageId: 90,
        version: crowd.version + 1,
      });
    }),
  );
  return sent;
}

const PATH = `/crowds/${CROWD_ID}/theming`;

const postIntro = (fields: Record<string, string>) =>
  settle(
    themingAction({
      ...postArgs(PATH, { subaction: 'intro', id: '8', crowdId: String(CROWD_ID), version: '2', ...fields }),
      params: { crowdId: String(CROWD_ID) },
    }),
  );

const unchanged = { introMode: 'slideshow', customIntroBackgroundColor: '#F4B91F', customIntroContent: '' };

describe('theming tab: intro form', () => {
  it('sends only the changed fields with id, crowdId and version, then a success toast', async () => {
    const sent = adminOf(makeCrowd());
    const outcome = await postIntro({
      ...unchanged,
      introMode: 'custom',
      customIntroContent: '<p>Hello <strong>crowd</strong></p>',
    });

    expect(sent.theming).toEqual([
      {
        id: 8,
        crowdId: CROWD_ID,
        version: 2,
        displayDefaultSlideshow: false,
        displayCustomIntro: true,
        customIntroContent: '<p>Hello <strong>crowd</strong></p>',
      },
    ]);
    expect(outcome.location).toBe(PATH);
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'SUCCESS',
      message: 'crowd_update_successful',
    });
  });

  it('sends nothing when nothing changed, and says so', async () => {
    const crowd = makeCrowd();
    crowd.themingData.customIntroContent =
      '<p>Same <a href="https://a.example" rel="noopener noreferrer nofollow">link</a></p>';
    const sent = adminOf(crowd);
    // The editor writes the same link with its own attribute order.
    const outcome = await postIntro({
      ...unchanged,
      customIntroBackgroundColor: '#f4b91f',
      customIntroContent: '<p>Same <a rel="noopener noreferrer nofollow" href="https://a.example">link</a></p>',
    });

    expect(sent.theming).toEqual([]);
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'INFO',
      message: 'crowdAdmin:theming.nothingChanged',
    });
  });

  it('refuses an intro over 3000 plain characters without calling the API', async () => {
    const sent = adminOf(makeCrowd());
    const outcome = await postIntro({
      ...unchanged,
      customIntroContent: `<p><strong>${'a'.repeat(LIMITS.introContentMax)}</strong>!</p>`,
    });

    expect(sent.theming).toEqual([]);
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      subaction: 'intro',
      fieldErrors: { customIntroContent: 'validation_crowd_intro_too_long' },
    });
  });

  it('refuses a colour that is not a hex colour', async () => {
    const sent = adminOf(makeCrowd());
    const outcome = await postIntro({ ...unchanged, customIntroBackgroundColor: 'red' });
    expect(sent.theming).toEqual([]);
    expect(outcome.body).toMatchObject({ fieldErrors: { customIntroBackgroundColor: 'validation_crowd_intro_color' } });
  });

  it("shows the API's 422 under the field and keeps what was typed", async () => {
    adminOf(makeCrowd(), {
      theming: () =>
        HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'customIntroContent', msg: 'validation_crowd_intro_too_long', count: 2 }] },
          { status: 422 },
        ),
    });
    const outcome = await postIntro({ ...unchanged, customIntroContent: '<p>typed</p>' });
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      fieldErrors: { customIntroContent: 'validation_crowd_intro_too_long' },
      repopulateFields: { customIntroContent: '<p>typed</p>' },
    });
  });

  it('shows a version conflict (409) as the optimistic locking toast', async () => {
    adminOf(makeCrowd(), {
      theming: () =>
        HttpResponse.json<TErrorBody>(
          { error: 'optimistic_locking_error' },
          { status: 409, headers: { 'X-Stale-Entity': 'CrowdTheming' } },
        ),
    });
    const outcome = await postIntro({ ...unchanged, introMode: 'custom' });
    expect(outcome.location).toBe(PATH);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'ERROR', message: 'optimistic_locking_error' });
  });
});

describe('themingChanges', () => {
  const stored = { id: 1, version: 0, crowdId: 1, ...DEFAULT_THEMING };

  it('sends both intro flags when the choice changed, and nothing for the same choice', () => {
    expect(themingChanges(stored, { displayDefaultSlideshow: false, displayCustomIntro: true })).toEqual({
      displayDefaultSlideshow: false,
      displayCustomIntro: true,
    });
    expect(themingChanges(stored, { displayDefaultSlideshow: true, displayCustomIntro: false })).toEqual({});
  });

  it('compares the intro as the API would store it', () => {
    expect(themingChanges(stored, { customIntroContent: '<p></p>' })).toEqual({});
    expect(themingChanges(stored, { customIntroContent: '<p>new</p>' })).toEqual({ customIntroContent: '<p>new</p>' });
  });
});

describe('theming tab: logo card', () => {
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const postLogo = (file: File) => {
    const form = new FormData();
    form.set('subaction', 'logo');
    form.set('id', String(CROWD_ID));
    form.set('version', '4');
    form.set('coverImage', file);
    return settle(themingAction({ ...postArgs(PATH, form), params: { crowdId: String(CROWD_ID) } }));
  };

  it('uploads the chosen image as multipart coverImage with the crowd id and version', async () => {
    const sent = adminOf(makeCrowd());
    const outcome = await postLogo(new File([bytes], 'logo.png', { type: 'image/png' }));
    expect(sent.logo).toEqual([
      { id: String(CROWD_ID), version: '4', coverImage: { name: 'logo.png', type: 'image/png' } },
    ]);
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'SUCCESS',
      message: 'crowd_update_successful',
    });
  });

  it('refuses a file that is not an image without calling the API', async () => {
    const sent = adminOf(makeCrowd());
    const outcome = await postLogo(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(sent.logo).toEqual([]);
    expect(outcome.body).toMatchObject({ subaction: 'logo', fieldErrors: { coverImage: 'file_upload_image_only' } });
  });

  it("shows the API's refusal of the file under the field", async () => {
    adminOf(makeCrowd(), {
      logo: () =>
        HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'coverImage', msg: 'file_upload_image_only' }] },
          { status: 422 },
        ),
    });
    const outcome = await postLogo(new File([bytes], 'logo.png', { type: 'image/png' }));
    expect(outcome.body).toMatchObject({ fieldErrors: { coverImage: 'file_upload_image_only' } });
  });
});

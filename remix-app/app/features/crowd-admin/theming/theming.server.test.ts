import { DEFAULT_THEMING, LIMITS, type TCrowd, type TValidationErrorBody } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { mockApi } from '../../../../test/mocks/api';
import { crowdAdminApi } from '../../../../test/mocks/crowd-admin';
import { makeCrowd } from '../../../../test/mocks/crowd-admin-factories';
import { server, setupMockApi } from '../../../../test/mocks/server';
import { flashedToast, postArgs, settle } from '../../../../test/route-args';
import { themingAction, themingChanges } from './theming.server';

setupMockApi();

const CROWD_ID = 31;

/** Crowd 31 (version 4) with its theming row 8 (version 2). */
const themedCrowd = (theming: Partial<TCrowd['themingData']> = {}): TCrowd =>
  makeCrowd({
    id: CROWD_ID,
    version: 4,
    themingData: { id: 8, version: 2, crowdId: CROWD_ID, ...DEFAULT_THEMING, ...theming },
  });

/** A signed-in admin of the crowd; what reached PUT /crowd/theming and the logo upload. */
function adminOf(crowd: TCrowd) {
  const api = crowdAdminApi({ crowds: [crowd] });
  server.use(...api.handlers);
  return {
    theming: () => api.calls.filter((call) => call.path === '/crowd/theming').map((call) => call.body),
    logo: () => api.calls.filter((call) => call.path === '/crowd/uploadCoverImage').map((call) => call.body),
  };
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
    const sent = adminOf(themedCrowd());
    const outcome = await postIntro({
      ...unchanged,
      introMode: 'custom',
      customIntroContent: '<p>Hello <strong>crowd</strong></p>',
    });

    expect(sent.theming()).toEqual([
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
    const sent = adminOf(
      themedCrowd({
        customIntroContent: '<p>Same <a href="https://a.example" rel="noopener noreferrer nofollow">link</a></p>',
      }),
    );
    // The editor writes the same link with its own attribute order.
    const outcome = await postIntro({
      ...unchanged,
      customIntroBackgroundColor: '#f4b91f',
      customIntroContent: '<p>Same <a rel="noopener noreferrer nofollow" href="https://a.example">link</a></p>',
    });

    expect(sent.theming()).toEqual([]);
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'INFO',
      message: 'crowdAdmin:theming.nothingChanged',
    });
  });

  it('refuses an intro over 3000 plain characters without calling the API', async () => {
    const sent = adminOf(themedCrowd());
    const outcome = await postIntro({
      ...unchanged,
      customIntroContent: `<p><strong>${'a'.repeat(LIMITS.introContentMax)}</strong>!</p>`,
    });

    expect(sent.theming()).toEqual([]);
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      subaction: 'intro',
      fieldErrors: { customIntroContent: 'validation_crowd_intro_too_long' },
    });
  });

  it('refuses a colour that is not a hex colour', async () => {
    const sent = adminOf(themedCrowd());
    const outcome = await postIntro({ ...unchanged, customIntroBackgroundColor: 'red' });
    expect(sent.theming()).toEqual([]);
    expect(outcome.body).toMatchObject({ fieldErrors: { customIntroBackgroundColor: 'validation_crowd_intro_color' } });
  });

  it("shows the API's 422 under the field and keeps what was typed", async () => {
    adminOf(themedCrowd());
    server.use(
      mockApi('updateCrowdTheming', () =>
        HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'customIntroContent', msg: 'validation_crowd_intro_too_long', count: 2 }] },
          { status: 422 },
        ),
      ),
    );
    const outcome = await postIntro({ ...unchanged, customIntroContent: '<p>typed</p>' });
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      fieldErrors: { customIntroContent: 'validation_crowd_intro_too_long|2' },
      repopulateFields: { customIntroContent: '<p>typed</p>' },
    });
  });

  it('shows a version conflict (409) as the optimistic locking toast', async () => {
    // Someone saved since the page was loaded: the API holds version 3.
    const sent = adminOf(themedCrowd({ version: 3 }));
    const outcome = await postIntro({ ...unchanged, introMode: 'custom' });
    expect(sent.theming()).toHaveLength(1);
    expect(outcome.location).toBe(PATH);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'ERROR', message: 'optimistic_locking_error' });
  });
});

describe('theming tab: a manager', () => {
  it('is refused (403) without a call to the API, for either form', async () => {
    const sent = adminOf({ ...themedCrowd(), role: 'CROWD_MANAGER' });
    const outcome = await postIntro({ ...unchanged, introMode: 'custom' });
    expect(outcome.status).toBe(403);
    expect(sent.theming()).toEqual([]);
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
    const sent = adminOf(themedCrowd());
    const outcome = await postLogo(new File([bytes], 'logo.png', { type: 'image/png' }));
    expect(sent.logo()).toEqual([
      { id: String(CROWD_ID), version: '4', coverImage: { name: 'logo.png', type: 'image/png', size: 7 } },
    ]);
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'SUCCESS',
      message: 'crowd_update_successful',
    });
  });

  it('refuses a file that is not an image without calling the API', async () => {
    const sent = adminOf(themedCrowd());
    const outcome = await postLogo(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(sent.logo()).toEqual([]);
    expect(outcome.body).toMatchObject({ subaction: 'logo', fieldErrors: { coverImage: 'file_upload_image_only' } });
  });

  it("shows the API's refusal of the file under the field", async () => {
    adminOf(themedCrowd());
    server.use(
      mockApi('uploadCrowdCoverImage', () =>
        HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'coverImage', msg: 'file_upload_image_only' }] },
          { status: 422 },
        ),
      ),
    );
    const outcome = await postLogo(new File([bytes], 'logo.png', { type: 'image/png' }));
    expect(outcome.body).toMatchObject({ fieldErrors: { coverImage: 'file_upload_image_only' } });
  });
});

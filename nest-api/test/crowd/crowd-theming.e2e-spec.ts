import { LIMITS, STALE_ENTITY_HEADER, ZThemingData } from '@crowd/contracts';
import { CrowdTheming } from '../../src/modules/crowd/crowd/entities/crowd-theming.entity';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { refusedCrowdActors } from '../support/refused-actors';

const REL = 'noopener noreferrer nofollow';

describe('PUT /api/crowd/theming', () => {
  const testApp = authTestApp();
  const { api } = testApp;
  const themings = () => testApp.dataSource.getRepository(CrowdTheming);

  /** A crowd, its theming row and its signed-in admin. */
  async function themed() {
    const crowd = await createCrowd(testApp.dataSource);
    const user = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, user.id, 'CROWD_ADMIN');
    const theming = await themings().findOneByOrFail({ crowdId: crowd.id });
    return { crowd, theming, cookie: await signIn(testApp.app, user.email) };
  }

  const put = (cookie: string, body: object) => api().put('/api/crowd/theming').set('Cookie', cookie).send(body);
  const keys = (theming: CrowdTheming) => ({ id: theming.id, crowdId: theming.crowdId, version: theming.version });
  const stored = (crowdId: number) => themings().findOneByOrFail({ crowdId });

  it('changes the sent fields, bumps the version and answers the theming data', async () => {
    const { theming, cookie } = await themed();
    const response = await put(cookie, {
      ...keys(theming),
      displayCustomIntro: true,
      customIntroContent: '<p>Hello <strong>crowd</strong></p>',
      customIntroBackgroundColor: '#1e88e5',
      ideasListingView: 'rows',
    }).expect(200);

    expect(ZThemingData.strict().parse(response.body)).toEqual({
      id: theming.id,
      crowdId: theming.crowdId,
      version: theming.version + 1,
      ideasListingView: 'rows',
      displayDefaultSlideshow: false,
      displayCustomIntro: true,
      customIntroContent: '<p>Hello <strong>crowd</strong></p>',
      customIntroBackgroundColor: '#1E88E5',
    });
    expect(await stored(theming.crowdId)).toMatchObject({
      version: theming.version + 1,
      displayDefaultSlideshow: false,
    });
  });

  it('leaves the fields it was not sent as they are', async () => {
    const { theming, cookie } = await themed();
    await put(cookie, { ...keys(theming), customIntroContent: '<p>kept</p>' }).expect(200);
    const response = await put(cookie, {
      ...keys(theming),
      version: theming.version + 1,
      customIntroBackgroundColor: '#000',
    }).expect(200);
    expect(response.body).toMatchObject({
      customIntroContent: '<p>kept</p>',
      customIntroBackgroundColor: '#000',
      displayDefaultSlideshow: true,
      displayCustomIntro: false,
    });
  });

  it('choosing the default slideshow turns the custom intro off (spec 4)', async () => {
    const { theming, cookie } = await themed();
    await put(cookie, { ...keys(theming), displayCustomIntro: true }).expect(200);
    const response = await put(cookie, {
      ...keys(theming),
      version: theming.version + 1,
      displayDefaultSlideshow: true,
    }).expect(200);
    expect(response.body).toMatchObject({ displayDefaultSlideshow: true, displayCustomIntro: false });
  });

  it('takes an intro of exactly the limit, counted in plain characters', async () => {
    const { theming, cookie } = await themed();
    const content = `<p><strong>${'č'.repeat(LIMITS.introContentMax - 1)}</strong>&amp;</p>`;
    const response = await put(cookie, { ...keys(theming), customIntroContent: content }).expect(200);
    expect(response.body.customIntroContent).toBe(content);
  });

  it('stores an intro without visible text as empty', async () => {
    const { theming, cookie } = await themed();
    const response = await put(cookie, { ...keys(theming), customIntroContent: '<p></p><p> </p>' }).expect(200);
    expect(response.body.customIntroContent).toBe('');
  });

  describe('validation: 422 with the message key on the field, nothing changed', () => {
    const cases: Array<[name: string, fields: Record<string, unknown>, error: Record<string, unknown>]> = [
      [
        'intro over the limit, with the overflow count',
        { customIntroContent: `<p>${'a'.repeat(LIMITS.introContentMax + 7)}</p>` },
        { param: 'customIntroContent', msg: 'validation_crowd_intro_too_long', count: 7 },
      ],
      [
        'intro not a string',
        { customIntroContent: 42 },
        { param: 'customIntroContent', msg: 'validation_crowd_intro_too_long' },
      ],
      [
        'colour not a hex colour',
        { customIntroBackgroundColor: 'red' },
        { param: 'customIntroBackgroundColor', msg: 'validation_crowd_intro_color' },
      ],
      [
        'colour with a CSS injection',
        { customIntroBackgroundColor: '#fff;background:url(x)' },
        { param: 'customIntroBackgroundColor', msg: 'validation_crowd_intro_color' },
      ],
      [
        'slideshow not a boolean',
        { displayDefaultSlideshow: 'yes' },
        { param: 'displayDefaultSlideshow', msg: 'validation_invalid_value' },
      ],
      [
        'both the slideshow and the custom intro chosen',
        { displayDefaultSlideshow: true, displayCustomIntro: true },
        { param: 'displayCustomIntro', msg: 'validation_invalid_value' },
      ],
      [
        'unknown listing view',
        { ideasListingView: 'grid' },
        { param: 'ideasListingView', msg: 'validation_invalid_value' },
      ],
      ['no version', { version: undefined }, { param: 'version', msg: 'validation_invalid_value' }],
    ];

    it.each(cases)('%s', async (_name, fields, error) => {
      const { theming, cookie } = await themed();
      const before = await stored(theming.crowdId);
      const response = await put(cookie, { ...keys(theming), ...fields }).expect(422);
      expect(response.body.errors).toContainEqual(error);
      expect(await stored(theming.crowdId)).toEqual(before);
    });
  });

  it('answers 409 with X-Stale-Entity: CrowdTheming for an old version and changes nothing', async () => {
    const { theming, cookie } = await themed();
    await put(cookie, { ...keys(theming), customIntroContent: '<p>First</p>' }).expect(200);
    const stale = await put(cookie, { ...keys(theming), customIntroContent: '<p>Second</p>' }).expect(409, {
      error: 'optimistic_locking_error',
    });
    expect(stale.headers[STALE_ENTITY_HEADER.toLowerCase()]).toBe('CrowdTheming');
    expect(await stored(theming.crowdId)).toMatchObject({ customIntroContent: '<p>First</p>' });
  });

  it("answers 404 for another crowd's theming id and changes neither", async () => {
    const mine = await themed();
    const other = await themed();
    const before = await stored(other.theming.crowdId);
    await put(mine.cookie, {
      id: other.theming.id,
      crowdId: mine.theming.crowdId,
      version: other.theming.version,
      customIntroContent: '<p>taken over</p>',
    }).expect(404, { error: 'not_found' });
    expect(await stored(other.theming.crowdId)).toEqual(before);
  });

  it("refuses everyone but the crowd's enabled admins and changes nothing", async () => {
    const { theming } = await themed();
    const before = await stored(theming.crowdId);
    for (const actor of await refusedCrowdActors(testApp.app, testApp.dataSource, theming.crowdId))
      await api()
        .put('/api/crowd/theming')
        .set(actor.cookie ? { Cookie: actor.cookie, ...actor.headers } : actor.headers)
        .send({ ...keys(theming), displayCustomIntro: true })
        .expect(actor.status, { error: actor.error });
    expect(await stored(theming.crowdId)).toEqual(before);
  });

  /**
   * What a crafted request may put into the intro: it comes back (and is stored) with only the
   * allow-list's tags and attributes, links to http(s) and mailto only, each with the fixed rel.
   */
  describe('XSS corpus: the stored intro is sanitized', () => {
    const corpus: Array<[name: string, html: string, clean: string]> = [
      ['script tag', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
      // Not a tag to a parser: the unknown element is dropped and its body stays inert text.
      ['script split by a null', '<scr\u0000ipt>alert(1)</script><p>hi</p>', 'alert(1)<p>hi</p>'],
      ['event handler attribute', '<p onclick="alert(1)">hi</p>', '<p>hi</p>'],
      ['img onerror', '<p>hi<img src="x" onerror="alert(1)"></p>', '<p>hi</p>'],
      ['javascript: link', '<a href="javascript:alert(1)">hi</a>', `<a rel="${REL}">hi</a>`],
      ['entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">hi</a>', `<a rel="${REL}">hi</a>`],
      ['hex-encoded colon', '<a href="javascript&#x3A;alert(1)">hi</a>', `<a rel="${REL}">hi</a>`],
      ['data: link', '<a href="data:text/html,<script>alert(1)</script>">hi</a>', `<a rel="${REL}">hi</a>`],
      ['svg with onload', '<svg onload="alert(1)"><script>alert(2)</script></svg><p>hi</p>', '<p>hi</p>'],
      ['svg animate href', '<svg><a><animate attributeName="href" to="javascript:alert(1)"/></a></svg>', ''],
      ['style tag', '<style>@import "https://evil.example/x.css";</style><p>hi</p>', '<p>hi</p>'],
      ['style attribute', '<p style="position:fixed;inset:0">hi</p>', '<p>hi</p>'],
      ['iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>hi</p>', '<p>hi</p>'],
      ['base tag', '<base href="https://evil.example/"><p>hi</p>', '<p>hi</p>'],
      [
        'entity-encoded markup stays text',
        '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
        '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
      ],
      [
        'link target and rel replaced',
        '<a href="https://example.com" rel="opener" target="x">hi</a>',
        `<a href="https://example.com" rel="${REL}">hi</a>`,
      ],
    ];

    it.each(corpus)('%s', async (_name, html, clean) => {
      const { theming, cookie } = await themed();
      const response = await put(cookie, { ...keys(theming), customIntroContent: html }).expect(200);
      expect(response.body.customIntroContent).toBe(clean);
      expect((await stored(theming.crowdId)).customIntroContent).toBe(clean);
    });

    it('serves the sanitized intro on the public crowd view', async () => {
      const { crowd, theming, cookie } = await themed();
      await put(cookie, {
        ...keys(theming),
        displayCustomIntro: true,
        customIntroContent: '<p onmouseover="alert(1)">Welcome <a href="https://example.com">in</a></p>',
      }).expect(200);
      const view = await api().get(`/api/crowdView/${crowd.id}`).expect(200);
      expect(view.body.themingData).toMatchObject({
        displayCustomIntro: true,
        customIntroContent: `<p>Welcome <a href="https://example.com" rel="${REL}">in</a></p>`,
      });
    });
  });
});

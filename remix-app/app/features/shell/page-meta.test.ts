import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_NAME } from '@crowd/contracts/text';
import type { TLocale } from '@crowd/contracts/locales';
import type { TUiResources } from '@crowd/i18n/ui';
import type { MetaDescriptor } from '@remix-run/node';
import { pageMeta, ROUTE_PAGES, type RootMetaData } from './page-meta';
import { ideaMetaDescription } from './page-meta.server';
import { getFixedT } from '~/i18n/i18next.server';

type MetaArgs = Parameters<typeof pageMeta>[0];

const ROUTES_DIR = join(__dirname, '..', '..', 'routes');

const rootData = (locale: TLocale, overrides: Partial<RootMetaData> = {}): RootMetaData => ({
  locale,
  site: { kind: 'main' },
  crowd: null,
  access: null,
  ...overrides,
});

/** Every page's texts in `locale` as the translations have them, the site's name filled in. */
const pageTexts = (locale: TLocale, name: string) =>
  getFixedT(locale)('meta', { returnObjects: true, name }) as TUiResources['common']['meta'];

/** The meta of the page whose deepest route is `routeId`, as Remix calls it. */
function metaOf(routeId: string, root: RootMetaData, { data, error }: { data?: unknown; error?: unknown } = {}) {
  const matches = [
    { id: 'root', data: root },
    { id: routeId, data },
  ] as unknown as MetaArgs['matches'];
  return pageMeta({ matches, error, data, params: {}, location: {} } as unknown as MetaArgs) as MetaDescriptor[];
}

type Entry = Record<string, unknown>;
const titleOf = (meta: MetaDescriptor[]) => (meta as Entry[]).find((entry) => 'title' in entry)?.title as string;
const descriptionOf = (meta: MetaDescriptor[]) =>
  (meta as Entry[]).find((entry) => entry.name === 'description')?.content as string;

/** Routes that show another entry's page (a layout's index, an alias path). */
const LAYOUTS_AND_ALIASES = [
  'routes/account',
  'routes/account._index',
  'routes/sso.start',
  'routes/$',
  'routes/$categorySlug',
  'routes/crowds.$crowdId',
  'routes/crowds.$crowdId._index',
  'routes/ideas.$ideaId',
  'routes/ideas.$ideaId._index',
];

/** Every page of the main site, the account area and the sign-in pages, with its route id. */
const MAIN_PAGES = Object.entries(ROUTE_PAGES)
  .filter(([id]) => !LAYOUTS_AND_ALIASES.includes(id))
  .map(([id]) => id)
  .concat('routes/_index');

describe('page titles and descriptions', () => {
  it('knows every route that renders a page, and each such route uses it', () => {
    const pages = readdirSync(ROUTES_DIR)
      .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file))
      .map((file) => ({
        id: `routes/${file.replace(/\.tsx$/, '')}`,
        source: readFileSync(join(ROUTES_DIR, file), 'utf8'),
      }))
      .filter(({ source }) => /export default/.test(source));
    expect(pages.filter(({ id }) => id !== 'routes/_index' && !(id in ROUTE_PAGES)).map(({ id }) => id)).toEqual([]);
    expect(pages.filter(({ source }) => !/export const meta = pageMeta;/.test(source)).map(({ id }) => id)).toEqual([]);
  });

  it.each(['en', 'sk'] as TLocale[])('gives each page its own title and a description in %s', (locale) => {
    const metas = MAIN_PAGES.map((id) => metaOf(id, rootData(locale)));
    const titles = metas.map(titleOf);
    expect(new Set(titles).size).toBe(titles.length);
    for (const meta of metas) {
      expect(titleOf(meta)).toMatch(new RegExp(` · ${PRODUCT_NAME}$`));
      expect(descriptionOf(meta)).toEqual(expect.any(String));
    }
  });

  it('translates every title and description', () => {
    for (const id of MAIN_PAGES) {
      const [en, sk] = (['en', 'sk'] as TLocale[]).map((locale) => metaOf(id, rootData(locale)));
      expect(titleOf(sk!)).not.toBe(titleOf(en!));
      expect(descriptionOf(sk!)).not.toBe(descriptionOf(en!));
    }
  });

  it("names the crowd on a crowd's pages and titles and describes its home in the crowd's words", () => {
    const crowdRoot = (locale: TLocale) =>
      rootData(locale, { site: { kind: 'crowd' }, crowd: { name: 'Demo Crowd' }, access: 'ok' });
    const homeData = (description: string, category: { name: string } | null = null) => ({
      home: { crowd: { title: 'Demo Crowd', description }, category },
    });
    expect(titleOf(metaOf('routes/login', crowdRoot('sk')))).toBe('Prihlásenie · Demo Crowd');
    const home = metaOf('routes/_index', crowdRoot('en'), { data: { kind: 'crowd', ...homeData('Our ideas.') } });
    expect(titleOf(home)).toBe('Demo Crowd');
    expect(descriptionOf(home)).toBe('Our ideas.');
    const bare = metaOf('routes/_index', crowdRoot('sk'), { data: { kind: 'crowd', ...homeData('') } });
    expect(descriptionOf(bare)).toContain('Demo Crowd');
    const category = metaOf('routes/$categorySlug', crowdRoot('en'), {
      data: homeData('Our ideas.', { name: 'Water' }),
    });
    expect(titleOf(category)).toBe('Water · Demo Crowd');
    expect(descriptionOf(category)).toBe('Our ideas.');
  });

  it("describes an idea's page by its description, paragraphs spaced and cut for search results", () => {
    const root = rootData('en', { site: { kind: 'crowd' }, crowd: { name: 'Demo Crowd' }, access: 'ok' });
    const idea = (description: string) => ({
      page: { idea: { name: 'Refunds', description }, metaDescription: ideaMetaDescription(description) },
    });
    const short = metaOf('routes/idea.$ideaId', root, { data: idea('<p>Get the refund.</p><p>No queues.</p>') });
    expect(titleOf(short)).toBe('Refunds · Demo Crowd');
    expect(descriptionOf(short)).toBe('Get the refund. No queues.');
    const long = metaOf('routes/idea.$ideaId', root, { data: idea(`<p>${'word '.repeat(60)}</p>`) });
    expect([...descriptionOf(long)]).toHaveLength(160);
    const empty = metaOf('routes/idea.$ideaId', root, { data: idea('<p> </p>') });
    expect(descriptionOf(empty)).toBe(pageTexts('en', 'Demo Crowd').idea.description);
  });

  it('titles a single unknown segment on the main site as not found', () => {
    const unknown = metaOf('routes/$categorySlug', rootData('en'), { error: notFoundResponse() });
    expect(titleOf(unknown)).toBe(`${pageTexts('en', PRODUCT_NAME).notFound.title} · ${PRODUCT_NAME}`);
  });

  it.each(['en', 'sk'] as TLocale[])('titles the not-found, error and blocked-crowd pages in %s', (locale) => {
    const notFound = metaOf('routes/$', rootData(locale), { error: notFoundResponse() });
    expect(titleOf(notFound)).toBe(`${pageTexts(locale, PRODUCT_NAME).notFound.title} · ${PRODUCT_NAME}`);
    const failed = metaOf('routes/intro', rootData(locale), { error: new Error('boom') });
    expect(titleOf(failed)).toBe(`${pageTexts(locale, PRODUCT_NAME).error.title} · ${PRODUCT_NAME}`);
    const blocked = metaOf('routes/_index', rootData(locale, { site: { kind: 'crowd' }, access: 'disabled' }));
    expect(titleOf(blocked)).toBe(`${pageTexts(locale, PRODUCT_NAME).crowdDisabled.title} · ${PRODUCT_NAME}`);
  });

  it('keeps the account area out of search engines', () => {
    const robots = (id: string) =>
      metaOf(id, rootData('en')).some((entry) => 'name' in entry && entry.name === 'robots');
    expect(robots('routes/account.profile')).toBe(true);
    expect(robots('routes/account')).toBe(true);
    expect(robots('routes/ideas.$ideaId.stats')).toBe(true);
    expect(robots('routes/accountActivation.($token)')).toBe(false);
    expect(robots('routes/intro')).toBe(false);
  });

  it('falls back to the product name without the root data', () => {
    const matches = [{ id: 'root', data: undefined }] as unknown as MetaArgs['matches'];
    expect(pageMeta({ matches } as MetaArgs)).toEqual([{ title: PRODUCT_NAME }]);
  });
});

/** What Remix hands a route's meta when its loader threw a 404 Response. */
function notFoundResponse() {
  return { status: 404, statusText: 'Not Found', internal: false, data: null };
}

import { createCookie } from '@remix-run/node';
import { WEB_PAGE_COOKIES } from '@crowd/contracts/session';

export type HomeBanner = 'slideshow' | 'intro';
export const HOME_BANNERS: readonly HomeBanner[] = ['slideshow', 'intro'];

/**
 * The banners a visitor closed for good (spec 2.9: "a stored browser flag"), as `<crowdId>:<banner>`:
 * a cookie rather than local storage, so the server leaves a closed banner out of the page (no
 * flash before scripts run) and closing works without JavaScript.
 */
const closedBanners = createCookie(WEB_PAGE_COOKIES.homeBannersClosed, {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365 * 5,
});

/** A browser keeps a few crowds' flags; the oldest go first. */
const MAX_FLAGS = 40;

async function readFlags(request: Request): Promise<string[]> {
  const value: unknown = await closedBanners.parse(request.headers.get('Cookie'));
  return Array.isArray(value) ? value.filter((flag): flag is string => typeof flag === 'string') : [];
}

/** Which of the crowd's banners this visitor closed. */
export async function closedHomeBanners(request: Request, crowdId: number): Promise<Set<HomeBanner>> {
  const flags = await readFlags(request);
  return new Set(HOME_BANNERS.filter((banner) => flags.includes(`${crowdId}:${banner}`)));
}

/** The Set-Cookie that remembers the banner closed. */
export async function closeHomeBanner(request: Request, crowdId: number, banner: HomeBanner): Promise<string> {
  const flag = `${crowdId}:${banner}`;
  const flags = (await readFlags(request)).filter((known) => known !== flag);
  return closedBanners.serialize([...flags, flag].slice(-MAX_FLAGS));
}

import type { Response } from 'supertest';
import { allowed, everyone, refused, type MatrixRow, type Site } from '../matrix';
import { MAIN_HOST } from '../../support/auth-app';
import type { World } from '../world';
import { matrixIdeaOf } from './comments';

type Card = { id: number; crowdId?: number };

/** Public crowd A and its idea are listed; private crowd B and its idea never, whoever asks and from where. */
const onlyPublicCrowds = (response: Response, _actor: unknown, world: World): void => {
  const crowdOf = (card: Card): number => card.crowdId ?? card.id;
  const crowds = new Set((response.body as Card[]).map(crowdOf));
  expect(crowds.has(world.crowdA.id)).toBe(true);
  expect(crowds.has(world.crowdB.id)).toBe(false);
  expect(JSON.stringify(response.body)).not.toContain(world.crowdB.title);
};

/** The sitemap's links: crowd A's site is there, private crowd B's never. */
const onlyPublicLinks = (response: Response, _actor: unknown, world: World): void => {
  const links = (response.body as Array<{ link: string }>).map((entry) => entry.link);
  expect(links.some((link) => link.includes(`//${world.crowdA.subdomain}.`))).toBe(true);
  expect(links.some((link) => link.includes(`//${world.crowdB.subdomain}.`))).toBe(false);
};

const LISTS = [
  { route: 'GET /public/crowds', path: '/public/crowds', check: onlyPublicCrowds },
  { route: 'GET /public/crowdLinks', path: '/public/crowdLinks', check: onlyPublicLinks },
  { route: 'GET /public/ideas/mostLiked', path: '/public/ideas/mostLiked', check: onlyPublicCrowds },
  { route: 'GET /public/ideas/recent', path: '/public/ideas/recent', check: onlyPublicCrowds },
] as const;

/** The landing page's lists: the same for everyone, on the main site and from inside a private crowd. */
export const PUBLIC_LISTING_ROWS: MatrixRow[] = LISTS.flatMap(({ route, path, check }) =>
  (['main', 'crowdB'] as Site[]).map((site): MatrixRow => ({
    route,
    title: `asked on ${site}`,
    site,
    call: async (world) => {
      // Both crowds have an idea before the first read fills the cache.
      await matrixIdeaOf(world, world.crowdA);
      await matrixIdeaOf(world, world.crowdB);
      return { path };
    },
    expect: everyone(allowed()),
    check,
  })),
);

/**
 * The TLS front's question: anyone (Caddy asks signed out) hears the same about the same host,
 * asked from any site; a host nobody serves is 404 for everyone.
 */
export const DOMAIN_CHECK_ROWS: MatrixRow[] = [
  {
    route: 'GET /public/domainCheck',
    title: "crowd B's subdomain, asked from crowd A's site",
    site: 'crowdA',
    call: (world) => ({ path: `/public/domainCheck?domain=${world.crowdB.subdomain}.${MAIN_HOST}` }),
    expect: everyone(allowed()),
  },
  {
    route: 'GET /public/domainCheck',
    title: 'a host nobody serves',
    site: 'main',
    call: () => ({ path: `/public/domainCheck?domain=nobody-serves-this.example.org` }),
    expect: everyone(refused(404, 'not_found')),
  },
];

import {
  ZPublicCrowdLinksResponse,
  ZPublicCrowdListResponse,
  ZPublicIdeaListResponse,
  type TPublicIdeaCard,
} from '@crowd/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { Category } from '../../src/modules/idea/category/entities/category.entity';
import { Subscription } from '../../src/modules/subscription/subscription/entities/subscription.entity';
import { startTestApp, type TestApp } from '../support/app';
import { MAIN_HOST } from '../support/auth-app';
import { createTestDatabase, type TestDatabaseKind } from '../support/database';
import { createCrowd } from '../support/factories';
import { createIdea } from '../support/ideas';
import { describeWithRedis, mysqlAvailable, TEST_REDIS_URL } from '../support/services';

const DAY_MS = 24 * 60 * 60 * 1000;
const LISTS = ['/public/crowds', '/public/ideas/mostLiked', '/public/ideas/recent'] as const;

/** An api on a fresh database of `kind`, started before the block's tests. */
function listingApp(env: Record<string, string>, kind?: TestDatabaseKind) {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await startTestApp({ env, db: kind ? await createTestDatabase(kind) : undefined });
  });
  afterAll(async () => {
    await testApp?.close();
    if (kind) await testApp?.db.drop();
  });
  const app = () => {
    if (!testApp) throw new Error('the test app starts in beforeAll');
    return testApp.app;
  };
  return {
    dataSource: () => app().get(DataSource),
    get: (path: string) => request(app().getHttpServer()).get(`/api${path}`).set('X-Forwarded-Host', MAIN_HOST),
  };
}

/** Through `create`, so the entity's insert hooks (timestamps) run. */
const save = <T extends object>(ds: DataSource, entity: new () => T, fields: Partial<T>): Promise<T> =>
  ds.getRepository(entity).save(ds.getRepository(entity).create(fields as T));

const daysFromNow = (days: number): Date => new Date(Date.now() + days * DAY_MS);

/** A concert-plan subscription of the crowd, ACTIVE over the last and next days unless `fields` say otherwise. */
const subscribe = (ds: DataSource, crowdId: number, fields: Partial<Subscription> = {}) =>
  save(ds, Subscription, {
    crowdId,
    tier: 2,
    name: 'concert',
    status: 'ACTIVE',
    validFrom: daysFromNow(-1),
    validTo: daysFromNow(29),
    baseMonthlyPrice: 21900,
    currency: 'EUR',
    ...fields,
  });

const minutesAgo = (minutes: number): Date => new Date(Date.now() - minutes * 60_000);

/** The lists' content: which crowds and ideas appear, their order, their fields. */
function contentSuite(kind: TestDatabaseKind) {
  describe(`on ${kind}`, () => {
    const api = listingApp({ PUBLIC_LISTS_CACHE_MS: '0' }, kind);
    let listed: Crowd;
    let scheduled: Crowd;
    let renewing: Crowd;
    const unlisted: Record<string, Crowd> = {};

    beforeAll(async () => {
      const ds = api.dataSource();
      listed = await createCrowd(ds, { title: 'Green Town', description: 'Ideas for a greener town', tier: 1 });
      // No plan in force, but a plan change waiting: "active" by the spec's definition.
      scheduled = await createCrowd(ds, { title: 'Starting Soon', tier: null });
      await subscribe(ds, scheduled.id, { status: 'SCHEDULED', validFrom: daysFromNow(1), validTo: daysFromNow(31) });
      // A paid plan past its period end keeps serving until the renewal moves it on (decision 027).
      renewing = await createCrowd(ds, { title: 'Renewing', tier: null });
      await subscribe(ds, renewing.id, {
        validFrom: daysFromNow(-31),
        validTo: daysFromNow(-1),
        paymentProcessorId: 'sub_1',
      });
      unlisted.private = await createCrowd(ds, { title: 'Private', privateCrowd: true, tier: 3 });
      unlisted.hidden = await createCrowd(ds, { title: 'Hidden', visible: false });
      unlisted.disabled = await createCrowd(ds, { title: 'Disabled', active: false });
      unlisted.unsubscribed = await createCrowd(ds, { title: 'Unsubscribed', tier: null });
      unlisted.trialEnded = await createCrowd(ds, { title: 'Trial ended', tier: null });
      await subscribe(ds, unlisted.trialEnded.id, { validFrom: daysFromNow(-40), validTo: daysFromNow(-10) });
      unlisted.deactivated = await createCrowd(ds, { title: 'Deactivated', tier: null });
      await subscribe(ds, unlisted.deactivated.id, { status: 'DEACTIVATED', paymentProcessorId: 'sub_2' });
      // Every unlisted crowd holds the most liked and the newest ideas, which must still not show.
      for (const crowd of Object.values(unlisted)) {
        await createIdea(ds, crowd.id, null, {
          name: `Secret of ${crowd.title}`,
          likeCount: 1000,
          createdAt: new Date(),
        });
      }
      const hiddenCategory = await save(ds, Category, {
        crowdId: listed.id,
        name: 'Drafts',
        slug: 'drafts',
        visible: false,
      });
      await createIdea(ds, listed.id, null, {
        name: 'In a hidden category',
        categoryId: hiddenCategory.id,
        likeCount: 900,
        createdAt: new Date(),
      });
      for (let n = 1; n <= 11; n += 1) {
        await createIdea(ds, listed.id, null, {
          name: `Idea ${n}`,
          description: `<p>Plant <strong>trees</strong> &amp; flowers ${'on every street '.repeat(10)}</p>`,
          likeCount: n * 10,
          commentCount: n,
          createdAt: minutesAgo(100 - n),
        });
      }
      await createIdea(ds, scheduled.id, null, { name: 'Soon', likeCount: 55, createdAt: minutesAgo(1) });
    });

    const ideasOf = async (path: string): Promise<TPublicIdeaCard[]> =>
      ZPublicIdeaListResponse.parse((await api.get(path).expect(200)).body);

    it('lists only public, visible, enabled crowds with a plan in force or waiting, most liked first', async () => {
      const crowds = ZPublicCrowdListResponse.parse((await api.get('/public/crowds').expect(200)).body);
      expect(crowds).toEqual([
        {
          id: listed.id,
          title: 'Green Town',
          description: 'Ideas for a greener town',
          createdAt: listed.createdAt.toISOString(),
          ideaCount: 11,
          likeSum: 660,
          featuredImageId: null,
          link: `http://${listed.subdomain}.${MAIN_HOST}`,
        },
        expect.objectContaining({ id: scheduled.id, ideaCount: 1, likeSum: 55 }),
        expect.objectContaining({ id: renewing.id, ideaCount: 0, likeSum: 0 }),
      ]);
    });

    it("links the sitemap to every listed crowd's site, oldest first, and to no other", async () => {
      const links = ZPublicCrowdLinksResponse.parse((await api.get('/public/crowdLinks').expect(200)).body);
      expect(links).toEqual(
        [listed, scheduled, renewing].map((crowd) => ({ link: `http://${crowd.subdomain}.${MAIN_HOST}` })),
      );
    });

    it('lists the 10 most liked ideas of those crowds, none of an unlisted crowd or a hidden category', async () => {
      const ideas = await ideasOf('/public/ideas/mostLiked');
      expect(ideas.map((idea) => idea.name)).toEqual([
        'Idea 11',
        'Idea 10',
        'Idea 9',
        'Idea 8',
        'Idea 7',
        'Idea 6',
        'Soon',
        'Idea 5',
        'Idea 4',
        'Idea 3',
      ]);
      const first = ideas[0];
      expect(first).toMatchObject({
        crowdId: listed.id,
        crowdTitle: 'Green Town',
        creatorName: 'Idea Author',
        likeCount: 110,
        commentCount: 11,
        featuredImageId: null,
        link: `http://${listed.subdomain}.${MAIN_HOST}/idea/${first?.id}`,
      });
      expect(first?.description).toMatch(/^Plant trees & flowers on every street/);
      expect([...(first?.description ?? '')]).toHaveLength(120);
    });

    it('lists the 10 newest ideas of those crowds', async () => {
      const ideas = await ideasOf('/public/ideas/recent');
      expect(ideas.map((idea) => idea.name)).toEqual([
        'Soon',
        'Idea 11',
        'Idea 10',
        'Idea 9',
        'Idea 8',
        'Idea 7',
        'Idea 6',
        'Idea 5',
        'Idea 4',
        'Idea 3',
      ]);
    });

    it('answers the same to a caller with any cookie or crowd header', async () => {
      const hidden = new Set(Object.values(unlisted).map((crowd) => crowd.id));
      for (const path of LISTS) {
        const body = (
          await api
            .get(path)
            .set('Cookie', 'crowd_sid=forged')
            .set('X-Private-Crowd', String(unlisted.private?.id))
            .expect(200)
        ).body as { id: number; crowdId?: number }[];
        expect(body.filter((card) => hidden.has(card.crowdId ?? card.id))).toEqual([]);
      }
    });
  });
}

describe('the landing lists (GET /api/public/crowds, /ideas/mostLiked, /ideas/recent)', () => {
  contentSuite('sqlite');
  if (mysqlAvailable()) contentSuite('mysql');
});

/** The lists are kept for their TTL, in memory or Redis, and say so to browsers. */
function cacheSuite(name: string, env: Record<string, string>, describeFn: jest.Describe | typeof describeWithRedis) {
  describeFn(`the landing lists' cache (${name})`, () => {
    const api = listingApp({ PUBLIC_LISTS_CACHE_MS: '1500', ...env });

    it('sends Cache-Control public with the TTL as max-age, an ETag, and 304 to a matching If-None-Match', async () => {
      for (const path of LISTS) {
        const first = await api.get(path).expect(200);
        expect(first.headers['cache-control']).toBe('public, max-age=1');
        const etag = String(first.headers.etag);
        expect(etag).toMatch(/^"[\w-]+"$/);
        const again = await api.get(path).set('If-None-Match', etag).expect(304);
        expect(again.text).toBe('');
        await api.get(path).set('If-None-Match', '"other"').expect(200);
      }
    });

    it('keeps a list for its TTL, then reads it again', async () => {
      const ds = api.dataSource();
      const crowd = await createCrowd(ds, { title: 'Fresh Crowd' });
      await api.get('/public/ideas/recent').expect(200);
      const before = await api.get('/public/crowds').expect(200);
      await createIdea(ds, crowd.id, null, { name: 'Brand new', likeCount: 3 });

      const kept = await api.get('/public/ideas/recent').expect(200);
      expect((kept.body as TPublicIdeaCard[]).map((idea) => idea.name)).not.toContain('Brand new');
      expect((await api.get('/public/crowds').expect(200)).headers.etag).toBe(before.headers.etag);

      await new Promise((resolve) => setTimeout(resolve, 1700));
      const refreshed = await api.get('/public/ideas/recent').expect(200);
      expect((refreshed.body as TPublicIdeaCard[]).map((idea) => idea.name)).toContain('Brand new');
      const crowds = await api.get('/public/crowds').expect(200);
      expect(crowds.headers.etag).not.toBe(before.headers.etag);
      expect(crowds.body).toEqual([expect.objectContaining({ id: crowd.id, ideaCount: 1, likeSum: 3 })]);
    });
  });
}

cacheSuite('in memory', { REDIS_URL: '' }, describe);
cacheSuite('Redis', { REDIS_URL: TEST_REDIS_URL }, describeWithRedis);

import { ZCrowdViewIdeasResponse, type TCrowdViewIdeasQueryInput } from '@crowd/contracts';
import type { Logger } from 'typeorm';
import { Category } from '../../src/modules/idea/category/entities/category.entity';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { IdeaFile } from '../../src/modules/idea/idea/entities/idea-file.entity';
import { IdeaVideo } from '../../src/modules/idea/idea/entities/idea-video.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { StoredFile } from '../../src/infra/files/stored-file.entity';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createCategory, createIdea } from '../support/ideas';
import { refusedCrowdActors } from '../support/refused-actors';

describe("the crowd site's ideas (GET /api/crowdView/ideas/{crowdId})", () => {
  const testApp = authTestApp();

  const addCategory = (crowd: Crowd, name: string, visible = true): Promise<Category> =>
    createCategory(testApp.dataSource, crowd.id, name, { visible });

  const addIdea = (crowd: Crowd, fields: Partial<Idea> = {}): Promise<Idea> =>
    createIdea(testApp.dataSource, crowd.id, null, {
      creatorName: 'Ada',
      name: 'An idea',
      description: '<p>Plant trees</p>',
      ...fields,
    });

  async function listIdeas(crowdId: number, query: TCrowdViewIdeasQueryInput = {}, cookie?: string) {
    const pending = testApp.api().get(`/api/crowdView/ideas/${crowdId}`).query(query);
    const response = await (cookie ? pending.set('Cookie', cookie) : pending).expect(200);
    return ZCrowdViewIdeasResponse.parse(response.body);
  }

  /** Every idea name, following `nextCursor` page by page. */
  async function allPages(crowdId: number, query: TCrowdViewIdeasQueryInput) {
    const names: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const { ideas, nextCursor } = await listIdeas(crowdId, { ...query, cursor });
      names.push(...ideas.map((idea) => idea.name));
      if (nextCursor === null) return names;
      cursor = nextCursor;
    }
    throw new Error('paging never ended');
  }

  it('lists ideas newest first, with counts, the one-decimal rating, tags and a link on the crowd site', async () => {
    const crowd = await createCrowd(testApp.dataSource, { subdomain: 'ideas-list' });
    await addIdea(crowd, { name: 'Older' });
    await addIdea(crowd, {
      name: 'Newer',
      likeCount: 3,
      commentCount: 2,
      ratingSum: 14,
      ratingCount: 3,
      featured: true,
      implemented: true,
    });

    const { ideas, nextCursor } = await listIdeas(crowd.id);
    expect(ideas.map((idea) => idea.name)).toEqual(['Newer', 'Older']);
    expect(nextCursor).toBeNull();
    expect(ideas[0]).toMatchObject({
      likeCount: 3,
      commentCount: 2,
      rating: 4.7,
      ratingCount: 3,
      tags: ['implemented', 'featured'],
      description: '<p>Plant trees</p>',
      ideaState: 'SUBMITTED',
    });
    expect(ideas[0]?.link).toMatch(new RegExp(`^https?://ideas-list\\..+/idea/${ideas[0]?.id}$`));
    expect(ideas[1]).toMatchObject({ rating: 0, ratingCount: 0, tags: [] });
  });

  it('filters by featured, rewarded, and orders by most likes or most comments', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    await addIdea(crowd, { name: 'Plain', likeCount: 5, commentCount: 1 });
    await addIdea(crowd, { name: 'Featured', featured: true, likeCount: 1, commentCount: 9 });
    await addIdea(crowd, { name: 'Rewarded', rewarded: true, likeCount: 7, commentCount: 0 });
    const names = async (filter: TCrowdViewIdeasQueryInput['filter']) =>
      (await listIdeas(crowd.id, { filter })).ideas.map((idea) => idea.name);

    expect(await names('featured')).toEqual(['Featured']);
    expect(await names('rewarded')).toEqual(['Rewarded']);
    expect(await names('new_idea')).toEqual(['Rewarded', 'Featured', 'Plain']);
    expect(await names('most_likes')).toEqual(['Rewarded', 'Plain', 'Featured']);
    expect(await names('most_comments')).toEqual(['Featured', 'Plain', 'Rewarded']);
  });

  it("lists a category's ideas, and never the ideas of a hidden category", async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const water = await addCategory(crowd, 'Water');
    const drafts = await addCategory(crowd, 'Drafts', false);
    await addIdea(crowd, { name: 'Rain barrels', categoryId: water.id });
    await addIdea(crowd, { name: 'Secret plan', categoryId: drafts.id });
    await addIdea(crowd, { name: 'Uncategorized' });
    const other = await createCrowd(testApp.dataSource);
    await addIdea(other, { name: 'Elsewhere' });

    expect((await listIdeas(crowd.id)).ideas.map((idea) => idea.name)).toEqual(['Uncategorized', 'Rain barrels']);
    expect((await listIdeas(crowd.id, { categoryId: water.id })).ideas.map((idea) => idea.name)).toEqual([
      'Rain barrels',
    ]);
    expect((await listIdeas(crowd.id, { categoryId: drafts.id })).ideas).toEqual([]);
  });

  it('pages through every idea once, without duplicates or gaps, in each order, even with ties', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const expected: string[] = [];
    for (let i = 0; i < 23; i++) {
      const name = `Idea ${i}`;
      expected.push(name);
      await addIdea(crowd, { name, likeCount: i % 4, commentCount: i % 3, featured: i % 2 === 0 });
    }
    for (const filter of [undefined, 'most_likes', 'most_comments'] as const) {
      const seen = await allPages(crowd.id, { filter, limit: 5 });
      expect(seen).toHaveLength(23);
      expect([...seen].sort()).toEqual([...expected].sort());
    }
    expect(await allPages(crowd.id, { filter: 'featured', limit: 4 })).toHaveLength(12);
    expect(await allPages(crowd.id, { filter: 'most_likes', limit: 5 })).toEqual(
      (await listIdeas(crowd.id, { filter: 'most_likes', limit: 50 })).ideas.map((idea) => idea.name),
    );
  });

  it('a page added to meanwhile neither repeats an idea nor skips one', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    for (let i = 0; i < 6; i++) await addIdea(crowd, { name: `Idea ${i}` });
    const first = await listIdeas(crowd.id, { limit: 3 });
    await addIdea(crowd, { name: 'Late' });
    const second = await listIdeas(crowd.id, { limit: 3, cursor: first.nextCursor ?? undefined });
    expect([...first.ideas, ...second.ideas].map((idea) => idea.name)).toEqual([
      'Idea 5',
      'Idea 4',
      'Idea 3',
      'Idea 2',
      'Idea 1',
      'Idea 0',
    ]);
  });

  it('reads a page with the same number of SQL queries for 5 cards as for 40', async () => {
    const countQueries = async (cards: number): Promise<number> => {
      const crowd = await createCrowd(testApp.dataSource);
      const category = await addCategory(crowd, 'Shown');
      const files = testApp.dataSource.getRepository(StoredFile);
      const owner = await createUser(testApp.dataSource, { avatarImageId: null });
      for (let i = 0; i < cards; i++) {
        const idea = await addIdea(crowd, { name: `Card ${i}`, ownerId: owner.id, categoryId: category.id });
        const file = await files.save(
          files.create({
            crowdId: crowd.id,
            ownerId: owner.id,
            purpose: 'IDEA_ATTACHMENT',
            contentType: 'image/png',
            size: 1,
            storageKey: `k-${crowd.id}-${i}`,
            originalName: null,
            sha256: 'a'.repeat(64),
          }),
        );
        await testApp.dataSource.getRepository(IdeaFile).save({ ideaId: idea.id, fileId: file.id, position: 0 });
        await testApp.dataSource
          .getRepository(IdeaVideo)
          .save({ ideaId: idea.id, url: 'https://v.example/1', position: 0 });
      }
      const logger = testApp.dataSource.logger as Logger;
      const original = logger.logQuery.bind(logger);
      let queries = 0;
      logger.logQuery = (...args) => {
        queries += 1;
        return original(...args);
      };
      try {
        const { ideas } = await listIdeas(crowd.id, { limit: 50 });
        expect(ideas).toHaveLength(cards);
        expect(ideas.every((idea) => idea.fileIds.length === 1 && idea.embeddableVideos.length === 1)).toBe(true);
      } finally {
        logger.logQuery = original;
      }
      return queries;
    };
    const forFive = await countQueries(5);
    expect(await countQueries(40)).toBe(forFive);
    expect(forFive).toBeGreaterThan(0);
    expect(forFive).toBeLessThanOrEqual(8);
  });

  it('answers 404 crowd_does_not_exist for an unknown crowd and 422 for a malformed query', async () => {
    await testApp.api().get('/api/crowdView/ideas/987654').expect(404, { error: 'crowd_does_not_exist' });
    const crowd = await createCrowd(testApp.dataSource);
    for (const query of [{ filter: 'oldest' }, { cursor: 'abc' }, { limit: '0' }, { limit: '51' }])
      await testApp.api().get(`/api/crowdView/ideas/${crowd.id}`).query(query).expect(422);
  });

  it("shows a private crowd's ideas to its members and nothing to anyone else", async () => {
    const crowd = await createCrowd(testApp.dataSource, { tier: 3, privateCrowd: true });
    await addIdea(crowd, { name: 'Members only' });
    const member = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, member.id, 'CROWD_FOLLOWER');

    const seen = await listIdeas(crowd.id, {}, await signIn(testApp.app, member.email));
    expect(seen.ideas.map((idea) => idea.name)).toEqual(['Members only']);

    // The follower and the manager the helper adds are members: everyone else is an outsider.
    const outsiders = (await refusedCrowdActors(testApp.app, testApp.dataSource, crowd.id)).filter(
      (actor) => !['follower', 'manager'].includes(actor.name),
    );
    for (const actor of outsiders) {
      const pending = testApp.api().get(`/api/crowdView/ideas/${crowd.id}`).set(actor.headers);
      const response = await (actor.cookie ? pending.set('Cookie', actor.cookie) : pending);
      expect({ actor: actor.name, status: response.status, body: response.body }).toEqual({
        actor: actor.name,
        status: actor.status,
        body: { error: actor.error },
      });
      expect(JSON.stringify(response.body)).not.toContain('Members only');
    }
  });

  it("shows a hidden crowd's ideas to its members only, and a disabled crowd's to nobody", async () => {
    const hidden = await createCrowd(testApp.dataSource, { visible: false });
    await addIdea(hidden, { name: 'Not yet public' });
    const admin = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, hidden.id, admin.id, 'CROWD_ADMIN');
    const adminCookie = await signIn(testApp.app, admin.email);

    await testApp.api().get(`/api/crowdView/ideas/${hidden.id}`).expect(403, { error: 'crowd_not_visible_owner' });
    expect((await listIdeas(hidden.id, {}, adminCookie)).ideas.map((idea) => idea.name)).toEqual(['Not yet public']);

    await testApp.dataSource.getRepository(Crowd).update({ id: hidden.id }, { active: false });
    await testApp
      .api()
      .get(`/api/crowdView/ideas/${hidden.id}`)
      .set('Cookie', adminCookie)
      .expect(403, { error: 'crowd_is_disabled' });
  });
});

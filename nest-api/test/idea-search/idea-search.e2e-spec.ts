import {
  slugifyCategoryName,
  ZCreateIdeaResponse,
  ZCrowdViewIdeasResponse,
  ZSimilarIdeasResponse,
  type TCrowdViewIdeasQueryInput,
} from '@crowd/contracts';
import type { Test } from 'supertest';
import { Category } from '../../src/modules/idea/category/entities/category.entity';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { writeIdeaSearchRow } from '../../src/modules/idea/idea/idea-search-index.repository';
import type { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createIdea } from '../support/ideas';

/**
 * The crowd site's search (GET /api/crowdView/ideas/{crowdId}?search=) and the create form's
 * similar ideas (GET /api/crowdView/similarIdeas/{domain}), on whichever database the run uses
 * (SQLite's FTS5, or MariaDB's FULLTEXT with REQUIRE_SERVICES=1), with ideas and comments written
 * through the API so that the index is the writers' to keep.
 */
describe('idea search', () => {
  const testApp = authTestApp();
  const { api } = testApp;

  async function crowdWithAuthor(overrides: Partial<Crowd> = {}) {
    const crowd = await createCrowd(testApp.dataSource, overrides);
    const user = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, user.id, 'CROWD_FOLLOWER');
    return { crowd, site: crowd.subdomain ?? '', cookie: await signIn(testApp.app, user.email) };
  }

  const withCookie = (request: Test, cookie?: string): Test => (cookie ? request.set('Cookie', cookie) : request);

  async function createThroughApi(
    cookie: string,
    crowd: Crowd,
    name: string,
    description: string,
    categoryId?: number,
  ) {
    const request = api().post('/api/idea').set('Cookie', cookie);
    request.field('name', name).field('description', description).field('crowdId', String(crowd.id));
    if (categoryId !== undefined) request.field('categoryId', String(categoryId));
    const response = await request.expect(201);
    return ZCreateIdeaResponse.parse(response.body).idea;
  }

  const comment = (site: string, cookie: string, ideaId: number, content: string) =>
    api().post(`/api/crowdView/comment/${site}`).set('Cookie', cookie).send({ ideaId, content });

  async function search(crowd: Crowd, text: string, query: TCrowdViewIdeasQueryInput = {}, cookie?: string) {
    const response = await withCookie(
      api()
        .get(`/api/crowdView/ideas/${crowd.id}`)
        .query({ ...query, search: text }),
      cookie,
    ).expect(200);
    return ZCrowdViewIdeasResponse.parse(response.body);
  }

  const names = async (crowd: Crowd, text: string, query: TCrowdViewIdeasQueryInput = {}) =>
    (await search(crowd, text, query)).ideas.map((idea) => idea.name);

  async function similar(site: string, text: string, cookie?: string) {
    const response = await withCookie(api().get(`/api/crowdView/similarIdeas/${site}`).query({ text }), cookie).expect(
      200,
    );
    return ZSimilarIdeasResponse.parse(response.body).ideas;
  }

  it('finds Slovak ideas whatever the case and diacritics, by word beginnings', async () => {
    const { crowd, cookie } = await crowdWithAuthor();
    await createThroughApi(cookie, crowd, 'Návrh na zelenú strechu', '<p>Rozchodníky a trávy na sklade.</p>');
    await createThroughApi(cookie, crowd, 'Nová jedáleň', '<p>Viac miesta na obed.</p>');

    expect(await names(crowd, 'navrh strechu')).toEqual(['Návrh na zelenú strechu']);
    expect(await names(crowd, 'NÁVRH')).toEqual(['Návrh na zelenú strechu']);
    expect(await names(crowd, 'zelen strech')).toEqual(['Návrh na zelenú strechu']);
    expect(await names(crowd, 'ROZCHODNIKY')).toEqual(['Návrh na zelenú strechu']);
    expect(await names(crowd, 'jedalen')).toEqual(['Nová jedáleň']);
    expect(await names(crowd, 'navrh jedalen')).toEqual([]);
  });

  it('finds English ideas by name, description and comments, the name ranked first', async () => {
    const { crowd, site, cookie } = await crowdWithAuthor();
    const inComments = await createThroughApi(cookie, crowd, 'Quiet corner', '<p>Somewhere to think.</p>');
    await createThroughApi(cookie, crowd, 'Office plants', '<p>Greenery and <strong>bicycles</strong> racks.</p>');
    await createThroughApi(cookie, crowd, 'Bicycle parking', '<p>Covered stands by the entrance.</p>');
    await createThroughApi(cookie, crowd, 'Coffee machine', '<p>Better coffee.</p>');
    await comment(site, cookie, inComments.id, 'A bicycle repair stand would fit here.').expect(201);

    expect(await names(crowd, 'bicycle')).toEqual(['Bicycle parking', 'Office plants', 'Quiet corner']);
    expect(await names(crowd, 'BICYCLES')).toEqual(['Office plants']);
  });

  it('keeps the filters, the category and keyset pages', async () => {
    const { crowd, cookie } = await crowdWithAuthor();
    const categories = testApp.dataSource.getRepository(Category);
    const garden = await categories.save(
      categories.create({ crowdId: crowd.id, name: 'Garden', slug: slugifyCategoryName('Garden'), description: null }),
    );
    for (let index = 1; index <= 5; index++)
      await createThroughApi(
        cookie,
        crowd,
        `Garden bench ${index}`,
        '<p>Wooden.</p>',
        index <= 2 ? garden.id : undefined,
      );
    await createThroughApi(cookie, crowd, 'Parking', '<p>Nothing about that.</p>');

    const pages: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await search(crowd, 'bench', { limit: 2, cursor });
      pages.push(...page.ideas.map((idea) => idea.name));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect([...pages].sort()).toEqual([1, 2, 3, 4, 5].map((index) => `Garden bench ${index}`));
    expect(new Set(pages).size).toBe(5);

    expect(await names(crowd, 'bench', { categoryId: garden.id })).toEqual(['Garden bench 2', 'Garden bench 1']);
    expect(await names(crowd, 'bench', { filter: 'new_idea', limit: 2 })).toEqual(['Garden bench 5', 'Garden bench 4']);
    expect(await names(crowd, 'bench', { filter: 'featured' })).toEqual([]);
    expect(await names(crowd, 'a b')).toEqual([]);
  });

  it("follows edits, comments and deletions, and never shows a hidden category's idea or another crowd's", async () => {
    const { crowd, site, cookie } = await crowdWithAuthor();
    const idea = await createThroughApi(cookie, crowd, 'Rooftop garden', '<p>Tomatoes.</p>');
    const posted = await comment(site, cookie, idea.id, 'Maybe strawberries too').expect(201);
    expect(await names(crowd, 'strawberries')).toEqual(['Rooftop garden']);

    const commentId = (posted.body as { comment: { id: number } }).comment.id;
    await api()
      .put(`/api/crowdView/comment/${site}`)
      .set('Cookie', cookie)
      .send({ id: commentId, ideaId: idea.id, content: 'Maybe cucumbers' })
      .expect(200);
    expect(await names(crowd, 'strawberries')).toEqual([]);
    expect(await names(crowd, 'cucumbers')).toEqual(['Rooftop garden']);

    await api()
      .put('/api/idea')
      .set('Cookie', cookie)
      .field('id', String(idea.id))
      .field('version', String(idea.version))
      .field('crowdId', String(crowd.id))
      .field('name', 'Balcony garden')
      .field('description', '<p>Peppers.</p>')
      .expect(200);
    expect(await names(crowd, 'rooftop')).toEqual([]);
    expect(await names(crowd, 'balcony peppers')).toEqual(['Balcony garden']);

    await api().delete(`/api/crowdView/comment/${site}/${commentId}`).set('Cookie', cookie).expect(200);
    expect(await names(crowd, 'cucumbers')).toEqual([]);

    const other = await crowdWithAuthor();
    await createThroughApi(other.cookie, other.crowd, 'Balcony garden elsewhere', '<p>Peppers.</p>');
    expect(await names(crowd, 'balcony')).toEqual(['Balcony garden']);

    const categories = testApp.dataSource.getRepository(Category);
    const hidden = await categories.save(
      categories.create({ crowdId: crowd.id, name: 'Hidden', slug: 'hidden', description: null, visible: false }),
    );
    await testApp.dataSource.getRepository('Idea').update({ id: idea.id }, { categoryId: hidden.id });
    expect(await names(crowd, 'balcony')).toEqual([]);
  });

  it('keeps every comment of concurrent writers in the index', async () => {
    const { crowd, site, cookie } = await crowdWithAuthor();
    const idea = await createThroughApi(cookie, crowd, 'Team breakfast', '<p>Once a month.</p>');
    const words = ['pancakes', 'croissants', 'porridge', 'omelette', 'waffles', 'smoothies'];

    const results = await Promise.all(words.map((word) => comment(site, cookie, idea.id, `Let us have ${word}`)));

    expect(results.map((result) => result.status)).toEqual(words.map(() => 201));
    for (const word of words) expect(await names(crowd, word)).toEqual(['Team breakfast']);
  });

  it('answers at most five similar ideas, whole shared words above shared beginnings', async () => {
    const { crowd, site } = await crowdWithAuthor();
    const rows: Idea[] = [];
    const add = async (name: string, fields: Partial<Idea> = {}) => {
      const row = await createIdea(testApp.dataSource, crowd.id, null, { name, description: '<p>-</p>', ...fields });
      await writeIdeaSearchRow(testApp.dataSource.manager, row, []);
      rows.push(row);
    };
    await add('Zelená strecha nad skladom', { likeCount: 4 });
    await add('Návrh na zelenú strechu');
    await add('Strechy bez snehu');
    for (const index of [1, 2, 3, 4]) await add(`Zelený park ${index}`);
    await add('Parkovisko pre bicykle');

    const found = await similar(site, 'zelená strecha');
    expect(found).toHaveLength(5);
    expect(found[0]).toMatchObject({ name: 'Zelená strecha nad skladom', ideaState: 'SUBMITTED', likeCount: 4 });
    expect(found[0]?.link).toMatch(new RegExp(`/idea/${rows[0]?.id}$`));
    expect(found.slice(0, 2).map((idea) => idea.name)).toContain('Návrh na zelenú strechu');
    expect(found.map((idea) => idea.name)).not.toContain('Parkovisko pre bicykle');
    expect(await similar(site, 'xy')).toEqual([]);
    expect(await similar(site, '')).toEqual([]);
  });

  it("keeps a private crowd's ideas to its members", async () => {
    const { crowd, site, cookie } = await crowdWithAuthor({ privateCrowd: true });
    await createThroughApi(cookie, crowd, 'Secret lab', '<p>Only for us.</p>');
    const outsider = await signIn(testApp.app, (await createUser(testApp.dataSource)).email);

    await api().get(`/api/crowdView/similarIdeas/${site}`).query({ text: 'secret' }).expect(401);
    await api()
      .get(`/api/crowdView/similarIdeas/${site}`)
      .query({ text: 'secret' })
      .set('Cookie', outsider)
      .expect(403);
    await api().get(`/api/crowdView/ideas/${crowd.id}`).query({ search: 'secret' }).set('Cookie', outsider).expect(403);
    expect((await search(crowd, 'secret', {}, cookie)).ideas.map((idea) => idea.name)).toEqual(['Secret lab']);
    expect((await similar(site, 'secret', cookie)).map((idea) => idea.name)).toEqual(['Secret lab']);
  });
});

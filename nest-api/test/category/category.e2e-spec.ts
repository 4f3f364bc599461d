import { LIMITS, STALE_ENTITY_HEADER, ZCategory, ZCategoryListResponse, type TCrowdRole } from '@crowd/contracts';
import { Category } from '../../src/modules/idea/category/entities/category.entity';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { authTestApp } from '../support/auth-app';
import { createCrowd } from '../support/factories';
import { mainSiteCall, signedInMember, staffWorld, type HttpMethod, type StaffActor } from '../support/staff-world';

describe('categories of a crowd (/api/category)', () => {
  const testApp = authTestApp();
  let crowdA: Crowd;
  let crowdB: Crowd;
  let cookies: Record<StaffActor, string>;
  const call = mainSiteCall(testApp);
  const asAdmin = (method: HttpMethod, path: string) => call(method, path, cookies.admin);

  const categoryRows = () => testApp.dataSource.getRepository(Category).find({ order: { id: 'ASC' } });
  const ideaRows = () =>
    testApp.dataSource.getRepository(Idea).find({ order: { id: 'ASC' }, select: { id: true, categoryId: true } });

  const member = (crowd: Crowd, role: TCrowdRole) => signedInMember(testApp, crowd, role);

  async function createCategory(crowdId: number, name: string, cookie = cookies.admin) {
    const response = await call('post', '/category', cookie).send({ crowdId, name }).expect(201);
    return ZCategory.strict().parse(response.body);
  }

  async function createIdea(crowdId: number, categoryId: number | null): Promise<Idea> {
    const ideas = testApp.dataSource.getRepository(Idea);
    return ideas.save(
      ideas.create({
        crowdId,
        categoryId,
        creatorName: 'Author',
        name: 'An idea',
        description: '<p>x</p>',
        state: 'SUBMITTED',
      }),
    );
  }

  beforeAll(async () => {
    ({ crowdA, crowdB, cookies } = await staffWorld(testApp));
  });

  it("creates a category with the contract's defaults and a slug derived from the name", async () => {
    const created = await createCategory(crowdA.id, '  Green   Energy ');
    expect(created).toEqual({
      id: expect.any(Number),
      version: expect.any(Number),
      crowdId: crowdA.id,
      name: 'Green   Energy',
      slug: 'green-energy',
      description: '',
      visible: true,
      ideaCount: 0,
    });

    const response = await call('post', '/category', cookies.manager)
      .send({ crowdId: crowdA.id, name: 'Hidden one', description: 'Only for staff', visible: false })
      .expect(201);
    expect(response.body).toMatchObject({ slug: 'hidden-one', description: 'Only for staff', visible: false });
  });

  it('lists every category of the crowd, hidden ones too, to its admins and managers only', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const admin = await member(crowd, 'CROWD_ADMIN');
    await createCategory(crowd.id, 'Zebra', admin);
    await call('post', '/category', admin).send({ crowdId: crowd.id, name: 'Apple', visible: false }).expect(201);
    await createCategory(crowdA.id, 'Not this crowd');

    const listed = ZCategoryListResponse.parse((await call('get', `/category/${crowd.id}`, admin).expect(200)).body);
    expect(listed.map((category) => [category.name, category.visible])).toEqual([
      ['Apple', false],
      ['Zebra', true],
    ]);
    const byManager = ZCategoryListResponse.parse(
      (await call('get', `/category/${crowdA.id}`, cookies.manager).expect(200)).body,
    );
    expect(new Set(byManager.map((category) => category.crowdId))).toEqual(new Set([crowdA.id]));
  });

  describe('validation: 422 with the field and its message key, nothing stored', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['a missing name', {}, 'name', 'validation_category_name'],
      ['a blank name', { name: '   ' }, 'name', 'validation_category_name'],
      ['a name over 40', { name: 'x'.repeat(LIMITS.categoryNameMax + 1) }, 'name', 'validation_category_name_too_long'],
      ["a name whose slug is a site's route", { name: 'CreateIdea' }, 'name', 'validation_category_name_reserved'],
      ['a reserved name in other case', { name: 'LOGIN' }, 'name', 'validation_category_name_reserved'],
      [
        'a description over 600',
        { name: 'Long text', description: 'd'.repeat(LIMITS.categoryDescriptionMax + 1) },
        'description',
        'validation_category_description',
      ],
      ['a visible flag that is no boolean', { name: 'Flag', visible: 'yes' }, 'visible', 'validation_invalid_value'],
    ];

    it.each(cases)('POST refuses %s', async (_label, fields, param, msg) => {
      const before = await categoryRows();
      const response = await asAdmin('post', '/category')
        .send({ crowdId: crowdA.id, ...fields })
        .expect(422);
      expect(response.body.errors).toEqual([{ param, msg }]);
      expect(await categoryRows()).toEqual(before);
    });

    it.each(cases.filter(([, fields]) => 'name' in fields))('PUT refuses %s', async (_label, fields, param, msg) => {
      const category = await createCategory(crowdA.id, `Edit target ${Math.random()}`);
      const before = await categoryRows();
      const response = await asAdmin('put', '/category')
        .send({ id: category.id, crowdId: crowdA.id, version: category.version, ...fields })
        .expect(422);
      expect(response.body.errors).toEqual([{ param, msg }]);
      expect(await categoryRows()).toEqual(before);
    });

    it('PUT needs the version', async () => {
      const category = await createCategory(crowdA.id, 'Versionless');
      const response = await asAdmin('put', '/category')
        .send({ id: category.id, crowdId: crowdA.id, name: 'Changed' })
        .expect(422);
      expect(response.body.errors).toEqual([{ param: 'version', msg: 'validation_invalid_value' }]);
    });
  });

  describe('slugs are unique per crowd, whatever the case and accents', () => {
    it('refuses a name that differs only in case, spacing or accents, in create and in edit', async () => {
      const crowd = await createCrowd(testApp.dataSource);
      const admin = await member(crowd, 'CROWD_ADMIN');
      const original = await createCategory(crowd.id, 'Nové nápady', admin);
      expect(original.slug).toBe('nové-nápady');
      const other = await createCategory(crowd.id, 'Other', admin);
      const before = await categoryRows();

      for (const name of ['Nové nápady', 'NOVÉ   NÁPADY', 'Nove napady', 'nove NAPADY']) {
        const response = await call('post', '/category', admin).send({ crowdId: crowd.id, name }).expect(422);
        expect(response.body.errors).toEqual([{ param: 'name', msg: 'validation_category_name_in_use' }]);
        const edit = await call('put', '/category', admin)
          .send({ id: other.id, crowdId: crowd.id, version: other.version, name })
          .expect(422);
        expect(edit.body.errors).toEqual([{ param: 'name', msg: 'validation_category_name_in_use' }]);
      }
      expect(await categoryRows()).toEqual(before);

      // Renaming a category to a variant of its own name is no clash.
      const renamed = await call('put', '/category', admin)
        .send({ id: original.id, crowdId: crowd.id, version: original.version, name: 'Nové Nápady' })
        .expect(200);
      expect(renamed.body).toMatchObject({ name: 'Nové Nápady', slug: 'nové-nápady' });
    });

    it('lets another crowd use the same name', async () => {
      await createCategory(crowdA.id, 'Shared name');
      const inB = await createCategory(crowdB.id, 'Shared name', cookies.adminOfB);
      expect(inB).toMatchObject({ crowdId: crowdB.id, slug: 'shared-name' });
    });
  });

  describe('PUT /category', () => {
    it('changes only the fields sent and the version', async () => {
      const category = await createCategory(crowdA.id, 'Before');
      const response = await call('put', '/category', cookies.manager)
        .send({ id: category.id, crowdId: crowdA.id, version: category.version, name: 'After Rename', visible: false })
        .expect(200);
      expect(ZCategory.strict().parse(response.body)).toEqual({
        ...category,
        name: 'After Rename',
        slug: 'after-rename',
        visible: false,
        version: category.version + 1,
      });
      const described = await asAdmin('put', '/category')
        .send({ id: category.id, crowdId: crowdA.id, version: category.version + 1, description: 'Now described' })
        .expect(200);
      expect(described.body).toMatchObject({ name: 'After Rename', description: 'Now described', visible: false });
    });

    it('answers 409 with the stale-entity header for an old version and changes nothing', async () => {
      const category = await createCategory(crowdA.id, 'Contested');
      await asAdmin('put', '/category')
        .send({ id: category.id, crowdId: crowdA.id, version: category.version, name: 'First writer' })
        .expect(200);
      const before = await categoryRows();

      const stale = await call('put', '/category', cookies.manager)
        .send({ id: category.id, crowdId: crowdA.id, version: category.version, name: 'Second writer' })
        .expect(409, { error: 'optimistic_locking_error' });
      expect(stale.headers[STALE_ENTITY_HEADER.toLowerCase()]).toBe('Category');
      expect(await categoryRows()).toEqual(before);
    });

    it("answers 404 for an unknown category and for another crowd's category named under this crowd", async () => {
      const foreign = await createCategory(crowdB.id, 'Foreign', cookies.adminOfB);
      const before = await categoryRows();
      for (const id of [foreign.id, 999999]) {
        await asAdmin('put', '/category')
          .send({ id, crowdId: crowdA.id, version: foreign.version, name: 'Taken over' })
          .expect(404, { error: 'not_found' });
        await asAdmin('delete', `/category/${crowdA.id}/${id}`).expect(404, { error: 'not_found' });
      }
      expect(await categoryRows()).toEqual(before);
    });
  });

  describe('DELETE /category/{crowdId}/{categoryId}', () => {
    it('keeps the category’s ideas, without a category, and leaves other ideas alone', async () => {
      const doomed = await createCategory(crowdA.id, 'Doomed');
      const kept = await createCategory(crowdA.id, 'Kept');
      const first = await createIdea(crowdA.id, doomed.id);
      const second = await createIdea(crowdA.id, doomed.id);
      const elsewhere = await createIdea(crowdA.id, kept.id);

      await call('delete', `/category/${crowdA.id}/${doomed.id}`, cookies.manager).expect(200, {
        message: 'category_deleted',
      });

      const ideas = new Map((await ideaRows()).map((idea) => [idea.id, idea.categoryId]));
      expect([ideas.get(first.id), ideas.get(second.id), ideas.get(elsewhere.id)]).toEqual([null, null, kept.id]);
      expect(await testApp.dataSource.getRepository(Category).existsBy({ id: doomed.id })).toBe(false);
      await asAdmin('delete', `/category/${crowdA.id}/${doomed.id}`).expect(404, { error: 'not_found' });
    });
  });

  describe('who may manage categories', () => {
    it('refuses anonymous (401), followers, admins of another crowd (403) and bound private users (403); nothing changes', async () => {
      const category = await createCategory(crowdA.id, 'Guarded');
      const idea = await createIdea(crowdA.id, category.id);
      const before = { categories: await categoryRows(), ideas: await ideaRows() };

      const attempts = (cookie?: string) => [
        call('get', `/category/${crowdA.id}`, cookie),
        call('post', '/category', cookie).send({ crowdId: crowdA.id, name: 'Intruder' }),
        call('put', '/category', cookie).send({
          id: category.id,
          crowdId: crowdA.id,
          version: category.version,
          name: 'Hijacked',
        }),
        call('delete', `/category/${crowdA.id}/${category.id}`, cookie),
      ];
      const refusals: Array<[cookie: string | undefined, status: number, error: string]> = [
        [undefined, 401, 'unauthorized'],
        [cookies.follower, 403, 'forbidden'],
        [cookies.adminOfB, 403, 'forbidden'],
        [cookies.boundToB, 403, 'user_bound_to_other_crowd'],
      ];
      for (const [cookie, status, error] of refusals) {
        for (const attempt of attempts(cookie)) await attempt.expect(status, { error });
      }

      // An admin of B naming their own crowd in the body still cannot reach A's category.
      await call('put', '/category', cookies.adminOfB)
        .send({ id: category.id, crowdId: crowdB.id, version: category.version, name: 'Hijacked' })
        .expect(404, { error: 'not_found' });
      await call('delete', `/category/${crowdB.id}/${category.id}`, cookies.adminOfB).expect(404, {
        error: 'not_found',
      });

      expect({ categories: await categoryRows(), ideas: await ideaRows() }).toEqual(before);
      expect((await ideaRows()).find((row) => row.id === idea.id)?.categoryId).toBe(category.id);
    });

    it('answers 404 crowd_does_not_exist for an unknown crowd', async () => {
      await asAdmin('get', '/category/999999').expect(404, { error: 'crowd_does_not_exist' });
      await asAdmin('post', '/category').send({ crowdId: 999999, name: 'Nowhere' }).expect(404, {
        error: 'crowd_does_not_exist',
      });
      await asAdmin('delete', '/category/999999/1').expect(404, { error: 'crowd_does_not_exist' });
    });
  });
});

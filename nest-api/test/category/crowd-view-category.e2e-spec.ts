import { ZCategoryListResponse } from '@crowd/contracts';
import { Category } from '../../src/modules/idea/category/entities/category.entity';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createCategory } from '../support/ideas';

describe("the crowd site's categories (GET /api/crowdView/category/{domain})", () => {
  const testApp = authTestApp();

  const addCategory = (crowd: Crowd, name: string, visible = true): Promise<Category> =>
    createCategory(testApp.dataSource, crowd.id, name, { description: `About ${name}`, visible });

  async function categoriesOf(domain: string, cookie?: string) {
    const pending = testApp.api().get(`/api/crowdView/category/${domain}`);
    const response = await (cookie ? pending.set('Cookie', cookie) : pending).expect(200);
    return ZCategoryListResponse.parse(response.body);
  }

  it('lists the visible categories by name, with their descriptions, to anyone', async () => {
    const crowd = await createCrowd(testApp.dataSource, { subdomain: 'site-categories' });
    await addCategory(crowd, 'Water');
    await addCategory(crowd, 'Drafts', false);
    await addCategory(crowd, 'Energy');

    for (const domain of ['site-categories', 'SITE-Categories', 'www.site-categories']) {
      const listed = await categoriesOf(domain);
      expect(listed.map(({ name, description, visible }) => ({ name, description, visible }))).toEqual([
        { name: 'Energy', description: 'About Energy', visible: true },
        { name: 'Water', description: 'About Water', visible: true },
      ]);
    }
  });

  it('lists nothing for a crowd without visible categories', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    await addCategory(crowd, 'Not yet', false);
    expect(await categoriesOf(crowd.subdomain ?? '')).toEqual([]);
  });

  it("does not mix in another crowd's categories", async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const other = await createCrowd(testApp.dataSource);
    await addCategory(other, 'Elsewhere');
    expect(await categoriesOf(crowd.subdomain ?? '')).toEqual([]);
  });

  it('answers 404 crowd_does_not_exist for a domain that serves no crowd', async () => {
    await testApp.api().get('/api/crowdView/category/no-such-crowd').expect(404, { error: 'crowd_does_not_exist' });
  });

  it("shows a private crowd's categories to its members only, refusing everyone else", async () => {
    const crowd = await createCrowd(testApp.dataSource, { tier: 3, privateCrowd: true });
    await addCategory(crowd, 'Internal');
    const member = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, member.id, 'CROWD_FOLLOWER');
    const outsider = await createUser(testApp.dataSource);

    const path = `/api/crowdView/category/${crowd.subdomain ?? ''}`;
    await testApp.api().get(path).expect(401, { error: 'unauthorized' });
    await testApp
      .api()
      .get(path)
      .set('Cookie', await signIn(testApp.app, outsider.email))
      .expect(403, { error: 'forbidden' });
    const seen = await categoriesOf(crowd.subdomain ?? '', await signIn(testApp.app, member.email));
    expect(seen.map((category) => category.name)).toEqual(['Internal']);
  });
});

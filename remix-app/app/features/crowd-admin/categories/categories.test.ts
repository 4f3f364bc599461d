import {
  categoriesAction,
  createCategoryAction,
  loadCategories,
  loadCategoryEdit,
  updateCategoryAction,
} from './categories.server';
import { crowdAdminApi, type CrowdAdminApiOptions } from '../../../../test/mocks/crowd-admin';
import { makeCategory, makeCrowd } from '../../../../test/mocks/crowd-admin-factories';
import { server, setupMockApi } from '../../../../test/mocks/server';
import { flashedToast, getArgs, postArgs, settle } from '../../../../test/route-args';

setupMockApi();

function signIn(options: CrowdAdminApiOptions) {
  const api = crowdAdminApi(options);
  server.use(...api.handlers);
  return api;
}

const writes = (api: ReturnType<typeof crowdAdminApi>) => api.calls.filter((call) => call.method !== 'GET');

const crowd = makeCrowd();
const LIST = `/crowds/${crowd.id}/categories`;
const params = (categoryId?: number | string) => ({
  crowdId: String(crowd.id),
  ...(categoryId === undefined ? {} : { categoryId: String(categoryId) }),
});
const withParams = <T extends object>(args: T, categoryId?: number | string) => ({
  ...args,
  params: params(categoryId),
});

describe('categories tab (spec 2, 5)', () => {
  it("lists the crowd's categories, hidden ones too", async () => {
    const shown = makeCategory(crowd.id, { name: 'Energy', ideaCount: 4 });
    const hidden = makeCategory(crowd.id, { name: 'Drafts', visible: false });
    signIn({ crowds: [crowd], categories: [shown, hidden, makeCategory(crowd.id + 1)] });

    const page = await settle(loadCategories(withParams(getArgs(LIST))));
    expect(page.body).toEqual({ categories: [shown, hidden], confirmDeleteId: null });
  });

  it('sends a user to /crowds for a crowd that is not theirs', async () => {
    signIn({ crowds: [crowd] });
    const page = await settle(loadCategories({ ...getArgs('/crowds/1/categories'), params: { crowdId: '1' } }));
    expect(page.location).toBe('/crowds');
  });

  it('confirms a delete in the page without JavaScript (?delete=id), only for a category of the list', async () => {
    const category = makeCategory(crowd.id);
    signIn({ crowds: [crowd], categories: [category] });
    const asked = await settle(loadCategories(withParams(getArgs(`${LIST}?delete=${category.id}`))));
    expect(asked.body).toMatchObject({ confirmDeleteId: category.id });
    const unknown = await settle(loadCategories(withParams(getArgs(`${LIST}?delete=999999`))));
    expect(unknown.body).toMatchObject({ confirmDeleteId: null });
  });

  it('deletes a category and goes back to the table as it was', async () => {
    const category = makeCategory(crowd.id);
    const api = signIn({ crowds: [crowd], categories: [category] });
    const outcome = await settle(
      categoriesAction(
        withParams(
          postArgs(`${LIST}?sort=ideas&page=2&delete=${category.id}&index`, { categoryId: String(category.id) }),
        ),
      ),
    );

    expect(writes(api)).toEqual([
      { method: 'DELETE', path: `/category/${crowd.id}/${category.id}`, query: {}, body: undefined },
    ]);
    expect(outcome.location).toBe(`${LIST}?sort=ideas&page=2`);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'SUCCESS', message: 'category_deleted' });
  });

  it('says the category is gone when it was deleted meanwhile', async () => {
    const api = signIn({ crowds: [crowd] });
    const outcome = await settle(categoriesAction(withParams(postArgs(`${LIST}?index`, { categoryId: '999999' }))));
    expect(writes(api)).toHaveLength(1);
    expect(outcome.location).toBe(LIST);
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'ERROR',
      message: 'crowdAdmin:categories.notFound',
    });
  });

  it('creates a category in the crowd of the address, visible as the switch says', async () => {
    const api = signIn({ crowds: [crowd] });
    const outcome = await settle(
      createCategoryAction(
        withParams(postArgs(`${LIST}/create`, { name: ' Water ', description: 'Rivers and rain', visible: 'on' })),
      ),
    );

    expect(writes(api).map((call) => call.body)).toEqual([
      { crowdId: crowd.id, name: 'Water', description: 'Rivers and rain', visible: true },
    ]);
    expect(outcome.location).toBe(LIST);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'SUCCESS', message: 'category_created' });

    await settle(createCategoryAction(withParams(postArgs(`${LIST}/create`, { name: 'Hidden one', description: '' }))));
    expect(writes(api)[1]?.body).toMatchObject({ name: 'Hidden one', visible: false });
  });

  it('refuses an empty, too long or reserved name before calling the API', async () => {
    const api = signIn({ crowds: [crowd] });
    for (const [name, msg] of [
      ['  ', 'validation_category_name'],
      ['x'.repeat(41), 'validation_category_name_too_long'],
      ['Login', 'validation_category_name_reserved'],
    ]) {
      const outcome = await settle(createCategoryAction(withParams(postArgs(`${LIST}/create`, { name: name ?? '' }))));
      expect(outcome.status).toBe(422);
      expect(outcome.body).toMatchObject({ fieldErrors: { name: msg } });
    }
    expect(writes(api)).toEqual([]);
  });

  it("shows the API's 422 on the name field and keeps what was typed", async () => {
    signIn({ crowds: [crowd], categories: [makeCategory(crowd.id, { name: 'Energy' })] });
    const outcome = await settle(
      createCategoryAction(withParams(postArgs(`${LIST}/create`, { name: 'energy', description: 'Again' }))),
    );
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      fieldErrors: { name: 'validation_category_name_in_use' },
      repopulateFields: { name: 'energy', description: 'Again' },
    });
  });

  it('loads a category for its edit page; an unknown id goes back to the list with a toast', async () => {
    const category = makeCategory(crowd.id, { name: 'Energy' });
    signIn({ crowds: [crowd], categories: [category] });
    const page = await settle(loadCategoryEdit(withParams(getArgs(`${LIST}/${category.id}`), category.id)));
    expect(page.body).toEqual({ category });

    for (const id of ['999999', 'abc']) {
      const unknown = await settle(loadCategoryEdit(withParams(getArgs(`${LIST}/${id}`), id)));
      expect(unknown.location).toBe(LIST);
      await expect(flashedToast(unknown)).resolves.toMatchObject({
        type: 'ERROR',
        message: 'crowdAdmin:categories.notFound',
      });
    }
  });

  it('sends only the changed fields with id and version, and nothing when nothing changed', async () => {
    const category = makeCategory(crowd.id, { name: 'Energy', description: 'Sun', version: 2 });
    const api = signIn({ crowds: [crowd], categories: [category] });
    const edit = (form: Record<string, string>) =>
      settle(updateCategoryAction(withParams(postArgs(`${LIST}/${category.id}`, form), category.id)));

    const unchanged = await edit({ version: '2', name: 'Energy', description: 'Sun', visible: 'on' });
    expect(writes(api)).toEqual([]);
    await expect(flashedToast(unchanged)).resolves.toMatchObject({
      type: 'INFO',
      message: 'crowdAdmin:categories.nothingChanged',
    });

    const saved = await edit({ version: '2', name: 'Energy', description: 'Sun and wind' });
    expect(writes(api).map((call) => call.body)).toEqual([
      { id: category.id, crowdId: crowd.id, version: 2, description: 'Sun and wind', visible: false },
    ]);
    expect(saved.location).toBe(LIST);
    await expect(flashedToast(saved)).resolves.toMatchObject({
      type: 'SUCCESS',
      message: 'category_update_successful',
    });
  });

  it('says so after a 409 and reloads the edit page with the stored category', async () => {
    const category = makeCategory(crowd.id, { name: 'Energy', version: 5 });
    signIn({ crowds: [crowd], categories: [category] });
    const outcome = await settle(
      updateCategoryAction(
        withParams(postArgs(`${LIST}/${category.id}`, { version: '4', name: 'Power', visible: 'on' }), category.id),
      ),
    );
    expect(outcome.location).toBe(`${LIST}/${category.id}`);
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'ERROR',
      message: 'optimistic_locking_error',
    });
  });
});

import type { TCategoryListResponse, TErrorBody } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { loader } from '~/routes/_index';
import { mockApi } from '../mocks/api';
import { makeCategory } from '../mocks/crowd-admin-factories';
import { makeCrowdView } from '../mocks/factories';
import { server, setupMockApi } from '../mocks/server';
import { DEMO, routeArgs, settle } from '../route-args';

setupMockApi();

describe("the crowd home's categories", () => {
  it('shows the names and descriptions of the categories the API lists for the site', async () => {
    const crowd = makeCrowdView({ subdomain: 'demo' });
    const water = makeCategory(crowd.id, { name: 'Water', description: 'Rivers and rain' });
    server.use(
      mockApi('getCrowdViewByDomain', () => HttpResponse.json(crowd)),
      mockApi('listCrowdViewCategories', ({ params }) =>
        HttpResponse.json<TCategoryListResponse>(params.domain === 'demo' ? [water] : []),
      ),
    );
    const page = await settle(loader(routeArgs(DEMO, '/')));
    expect(page.body).toMatchObject({
      kind: 'crowd',
      categories: [{ id: water.id, name: 'Water', description: 'Rivers and rain' }],
    });
  });

  it('shows none when the call fails (logged only, spec 8)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      mockApi('listCrowdViewCategories', () =>
        HttpResponse.json<TErrorBody>({ error: 'default_error' }, { status: 500 }),
      ),
    );
    const page = await settle(loader(routeArgs(DEMO, '/')));
    expect(page.body).toMatchObject({ kind: 'crowd', categories: [] });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/api/crowdView/category'));
    error.mockRestore();
  });
});

import type { TValidationErrorBody } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { billingAction, loadBilling } from './billing.server';
import { mockApi } from '../../../../test/mocks/api';
import { crowdAdminApi, type CrowdAdminApiOptions } from '../../../../test/mocks/crowd-admin';
import { makeCrowd } from '../../../../test/mocks/crowd-admin-factories';
import { server, setupMockApi } from '../../../../test/mocks/server';
import { flashedToast, getArgs, postArgs, settle } from '../../../../test/route-args';

setupMockApi();

function signIn(options: CrowdAdminApiOptions) {
  const api = crowdAdminApi(options);
  server.use(...api.handlers);
  return api;
}

const writes = (api: ReturnType<typeof crowdAdminApi>) => api.calls.filter((call) => call.method !== 'GET');

const STORED = {
  name: 'Ada King',
  companyName: 'Green City s.r.o.',
  street: 'Hlavná 1',
  postalCode: '811 01',
  city: 'Bratislava',
  country: 'Slovakia',
  companyId: '12345678',
  taxId: '2020202020',
  vatId: '',
};

const billingForm = (version: number, fields: Partial<Record<keyof typeof STORED, string>> = {}) => ({
  version: String(version),
  ...STORED,
  ...fields,
});

const args = <T extends object>(crowdId: number, base: T) => ({ ...base, params: { crowdId: String(crowdId) } });

describe('billing tab (spec 5)', () => {
  it('shows the stored details, editable by an admin and read-only to a manager', async () => {
    const owned = makeCrowd({ billingInfo: STORED, version: 4 });
    const managed = makeCrowd({ role: 'CROWD_MANAGER' });
    signIn({ crowds: [owned, managed] });

    const page = await settle(loadBilling(args(owned.id, getArgs(`/crowds/${owned.id}/billing`))));
    expect(page.body).toEqual({ version: 4, billingInfo: STORED, editable: true });
    const readOnly = await settle(loadBilling(args(managed.id, getArgs(`/crowds/${managed.id}/billing`))));
    expect(readOnly.body).toMatchObject({ editable: false });
  });

  it('saves changed details through PUT /crowd with id and version', async () => {
    const crowd = makeCrowd({ billingInfo: STORED, version: 4 });
    const api = signIn({ crowds: [crowd] });
    const outcome = await settle(
      billingAction(args(crowd.id, postArgs(`/crowds/${crowd.id}/billing`, billingForm(4, { vatId: 'SK2020202020' })))),
    );

    expect(writes(api)).toEqual([
      {
        method: 'PUT',
        path: '/crowd',
        query: {},
        body: { id: crowd.id, version: 4, billingInfo: { ...STORED, vatId: 'SK2020202020' } },
      },
    ]);
    expect(outcome.location).toBe(`/crowds/${crowd.id}/billing`);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'SUCCESS', message: 'crowd_update_successful' });
  });

  it('requires every field but the VAT ID, and sends nothing then', async () => {
    const crowd = makeCrowd();
    const api = signIn({ crowds: [crowd] });
    const outcome = await settle(
      billingAction(args(crowd.id, postArgs(`/crowds/${crowd.id}/billing`, billingForm(3, { city: ' ', taxId: '' })))),
    );

    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      fieldErrors: { city: 'validation_crowd_billing_city', taxId: 'validation_crowd_billing_taxId' },
    });
    expect(Object.keys((outcome.body as { fieldErrors: object }).fieldErrors)).not.toContain('vatId');
    expect(writes(api)).toEqual([]);
  });

  it("shows the API's billingInfo.{field} errors under the form's fields", async () => {
    const crowd = makeCrowd({ billingInfo: STORED });
    signIn({ crowds: [crowd] });
    server.use(
      mockApi('updateCrowd', () =>
        HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'billingInfo.country', msg: 'validation_crowd_billing_country' }] },
          { status: 422 },
        ),
      ),
    );
    const outcome = await settle(
      billingAction(args(crowd.id, postArgs(`/crowds/${crowd.id}/billing`, billingForm(3, { country: 'SK' })))),
    );
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      fieldErrors: { country: 'validation_crowd_billing_country' },
      repopulateFields: { country: 'SK' },
    });
  });

  it('sends nothing when nothing changed', async () => {
    const crowd = makeCrowd({ billingInfo: STORED, version: 4 });
    const api = signIn({ crowds: [crowd] });
    const outcome = await settle(
      billingAction(args(crowd.id, postArgs(`/crowds/${crowd.id}/billing`, billingForm(4)))),
    );

    expect(writes(api)).toEqual([]);
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'INFO',
      message: 'crowdAdmin:billing.nothingChanged',
    });
  });

  it('says so after a 409 and reloads the page with the stored details', async () => {
    const crowd = makeCrowd({ billingInfo: STORED, version: 6 });
    signIn({ crowds: [crowd] });
    const outcome = await settle(
      billingAction(args(crowd.id, postArgs(`/crowds/${crowd.id}/billing`, billingForm(5, { city: 'Košice' })))),
    );
    expect(outcome.location).toBe(`/crowds/${crowd.id}/billing`);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'ERROR', message: 'optimistic_locking_error' });
  });

  it("refuses a manager's save without calling the API", async () => {
    const crowd = makeCrowd({ role: 'CROWD_MANAGER' });
    const api = signIn({ crowds: [crowd] });
    const outcome = await settle(
      billingAction(args(crowd.id, postArgs(`/crowds/${crowd.id}/billing`, billingForm(3, { city: 'Košice' })))),
    );
    expect(outcome.status).toBe(403);
    expect(writes(api)).toEqual([]);
  });
});

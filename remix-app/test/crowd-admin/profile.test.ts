import { PLANS, type TCrowd, type TCrowdDomainStatus, type TValidationErrorBody } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { rewardToCents } from '~/features/crowd-admin/profile/profile-forms';
import { loadProfileTab, profileTabAction } from '~/features/crowd-admin/profile/profile.server';
import { mockApi } from '../mocks/api';
import { crowdAdminApi } from '../mocks/crowd-admin';
import { makeCrowd } from '../mocks/crowd-admin-factories';
import { server, setupMockApi } from '../mocks/server';
import { flashedToast, getArgs, postArgs, settle } from '../route-args';

setupMockApi();

function signIn(crowd: TCrowd) {
  const api = crowdAdminApi({ crowds: [crowd] });
  server.use(...api.handlers);
  return { ...api, writes: () => api.calls.filter((call) => call.method !== 'GET') };
}

const named = (overrides: Partial<TCrowd> = {}) =>
  makeCrowd({
    title: 'Acme',
    description: 'Ideas',
    subdomain: 'acme',
    rewardAmount: 1250,
    plan: 'concert',
    features: { ...PLANS[2].features },
    visible: true,
    version: 3,
    ...overrides,
  });

/** The profile card as the browser posts it: every field, switches only when on. */
const profileForm = (crowd: TCrowd, fields: Record<string, string | null> = {}) => {
  const form: Record<string, string | null> = {
    subaction: 'profile',
    id: String(crowd.id),
    version: String(crowd.version),
    title: crowd.title,
    description: crowd.description,
    locale: crowd.locale,
    gaCode: crowd.gaCode ?? '',
    likeMilestone: crowd.likeMilestone === null ? '' : String(crowd.likeMilestone),
    rewardAmount: crowd.rewardAmount === null ? '' : String(crowd.rewardAmount / 100),
    rewardCurrency: crowd.rewardCurrency,
    visible: crowd.visible ? 'on' : null,
    hideTitle: crowd.hideTitle ? 'on' : null,
    ...fields,
  };
  return Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => entry[1] !== null));
};

const domainForm = (crowd: TCrowd, fields: Record<string, string> = {}) => ({
  subaction: 'domain',
  id: String(crowd.id),
  version: String(crowd.version),
  subdomain: crowd.subdomain ?? '',
  ...(crowd.subdomainRouting ? { subdomainRouting: 'on' } : {}),
  ...fields,
});

const post = (crowd: TCrowd, form: Record<string, string>, path = `/crowds/${crowd.id}?index`) =>
  settle(profileTabAction({ ...postArgs(path, form), params: { crowdId: String(crowd.id) } }));

describe('profile tab (spec 2, 5)', () => {
  it('sends id, version and only the changed fields, the reward in cents', async () => {
    const crowd = named();
    const api = signIn(crowd);
    const outcome = await post(
      crowd,
      profileForm(crowd, { title: 'Acme ideas', rewardAmount: '20,5', hideTitle: 'on', likeMilestone: '' }),
    );

    expect(api.writes().map((call) => call.body)).toEqual([
      { id: crowd.id, version: 3, title: 'Acme ideas', rewardAmount: 2050, hideTitle: true },
    ]);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/crowds/${crowd.id}`);
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'SUCCESS',
      message: 'crowd_update_successful',
    });
  });

  it('sends nothing when nothing changed', async () => {
    const crowd = named();
    const api = signIn(crowd);
    const outcome = await post(crowd, profileForm(crowd), `/crowds/${crowd.id}/profile`);

    expect(api.writes()).toEqual([]);
    expect(outcome.location).toBe(`/crowds/${crowd.id}/profile`);
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'INFO',
      message: 'crowdAdmin:profile.nothingChanged',
    });
  });

  it('saves the domain card on its own, subdomains normalized as the contracts do', async () => {
    const crowd = named({ subdomain: null });
    const api = signIn(crowd);
    await post(crowd, domainForm(crowd, { subdomain: '  My-Crowd ' }));
    expect(api.writes().map((call) => call.body)).toEqual([{ id: crowd.id, version: 3, subdomain: 'my-crowd' }]);
  });

  it('removes an own domain as null', async () => {
    const crowd = named({ domain: 'ideas.acme.com' });
    const api = signIn(crowd);
    await post(crowd, domainForm(crowd, { domain: '' }));
    expect(api.writes().map((call) => call.body)).toEqual([{ id: crowd.id, version: 3, domain: null }]);
  });

  it('validates with the contracts before calling the API, and refills the form', async () => {
    const crowd = named();
    const api = signIn(crowd);
    const outcome = await post(
      crowd,
      profileForm(crowd, { title: ' ', description: 'x'.repeat(601), rewardAmount: '12.345', gaCode: 'nope' }),
    );

    expect(api.writes()).toEqual([]);
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      subaction: 'profile',
      fieldErrors: {
        title: 'validation_crowd_title',
        description: 'validation_crowd_description',
        rewardAmount: 'validation_crowd_rewardAmount',
        gaCode: 'validation_crowd_gacode',
      },
      repopulateFields: { gaCode: 'nope' },
    });
  });

  it('puts the API’s 422 errors under their fields', async () => {
    const crowd = named();
    signIn(crowd);
    server.use(
      mockApi('updateCrowd', () =>
        HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'subdomain', msg: 'validation_crowd_subdomain_in_use' }] },
          { status: 422 },
        ),
      ),
    );
    const outcome = await post(crowd, domainForm(crowd, { subdomain: 'taken' }));

    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      subaction: 'domain',
      fieldErrors: { subdomain: 'validation_crowd_subdomain_in_use' },
      repopulateFields: { subdomain: 'taken' },
    });
  });

  it('shows a stale version (409) as the optimistic locking toast; the page reloads the current values', async () => {
    const crowd = named({ version: 5 });
    const api = signIn(crowd);
    const outcome = await post(crowd, profileForm({ ...crowd, version: 4 }, { title: 'Late' }));

    expect(api.writes().map((call) => call.body)).toEqual([{ id: crowd.id, version: 4, title: 'Late' }]);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/crowds/${crowd.id}`);
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'ERROR',
      message: 'optimistic_locking_error',
      durationMs: 5000,
    });
  });

  it('does not make a crowd without a subscription visible (spec 4): a field error, nothing sent', async () => {
    const crowd = named({ visible: false, plan: 'no_subscription', features: null });
    const api = signIn(crowd);
    const outcome = await post(crowd, profileForm(crowd, { visible: 'on' }));

    expect(api.writes()).toEqual([]);
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      subaction: 'profile',
      fieldErrors: { visible: 'validation_crowd_visible_no_subscription' },
    });
  });

  it('writes the crowd of the address, whatever id the form carries', async () => {
    const crowd = named();
    const api = signIn(crowd);
    await post(crowd, profileForm(crowd, { id: '424242', title: 'Mine' }));
    expect(api.writes().map((call) => call.body)).toEqual([{ id: crowd.id, version: 3, title: 'Mine' }]);
  });

  it('asks the API to verify the own domain; a missing record is an error toast saying so (decision 029)', async () => {
    const crowd = named({ domain: 'ideas.acme.com' });
    signIn(crowd);
    const verified: number[] = [];
    let answer: 'ok' | 'missing' = 'ok';
    server.use(
      mockApi('verifyCrowdDomain', ({ params }) => {
        verified.push(Number(params.crowdId));
        return answer === 'ok'
          ? HttpResponse.json<TCrowd>(crowd)
          : HttpResponse.json<TValidationErrorBody>(
              { errors: [{ param: 'domain', msg: 'validation_crowd_domain_record_missing' }] },
              { status: 422 },
            );
      }),
    );

    const ok = await post(crowd, { subaction: 'verifyDomain' });
    expect(ok.location).toBe(`/crowds/${crowd.id}`);
    await expect(flashedToast(ok)).resolves.toMatchObject({ type: 'SUCCESS', message: 'crowd_domain_verified' });

    answer = 'missing';
    const missing = await post(crowd, { subaction: 'verifyDomain' });
    expect(missing.location).toBe(`/crowds/${crowd.id}`);
    await expect(flashedToast(missing)).resolves.toMatchObject({
      type: 'ERROR',
      message: 'validation_crowd_domain_record_missing',
    });
    expect(verified).toEqual([crowd.id, crowd.id]);
  });

  it('takes rewards in whole units or with up to two decimals', () => {
    expect(rewardToCents('12')).toBe('1200');
    expect(rewardToCents('12.5')).toBe('1250');
    expect(rewardToCents('0,07')).toBe('7');
    expect(rewardToCents(' ')).toBe('');
    expect(rewardToCents('12.345')).toBe('12.345');
    expect(rewardToCents('-3')).toBe('-3');
  });
});

describe("profile tab loader: the own domain's records and certificate (issue 29)", () => {
  const status = (crowd: TCrowd): TCrowdDomainStatus => ({
    domain: 'ideas.acme.com',
    records: [
      { type: 'CNAME', name: 'ideas.acme.com', value: 'crowds.example.net' },
      { type: 'TXT', name: '_crowd-ideas.ideas.acme.com', value: 'T'.repeat(43) },
    ],
    proof: crowd.domainVerification,
    certificate: { state: 'valid', validTo: '2027-02-01T00:00:00.000Z', issuer: "Let's Encrypt" },
  });

  /** The crowd signed in as its `role`, GET /crowd/{crowdId}/domain answering `answer`. */
  function load(crowd: TCrowd, answer: 'ok' | 'fails' = 'ok') {
    signIn(crowd);
    const asked: number[] = [];
    server.use(
      mockApi('getCrowdDomainStatus', ({ params }) => {
        asked.push(Number(params.crowdId));
        return answer === 'ok'
          ? HttpResponse.json<TCrowdDomainStatus>(status(crowd))
          : HttpResponse.json({ error: 'default_error' }, { status: 500 });
      }),
    );
    const outcome = loadProfileTab({ ...getArgs(`/crowds/${crowd.id}`), params: { crowdId: String(crowd.id) } });
    return { outcome, asked };
  }

  const withDomain = (overrides: Partial<TCrowd> = {}) =>
    named({
      domain: 'ideas.acme.com',
      domainVerification: {
        status: 'verified',
        recordName: '_crowd-ideas.ideas.acme.com',
        recordValue: 'T'.repeat(43),
        served: true,
        checkedAt: null,
      },
      ...overrides,
    });

  it('asks the API for an admin of a crowd with an own domain', async () => {
    const crowd = withDomain();
    const { outcome, asked } = load(crowd);
    await expect(outcome).resolves.toEqual({ domainStatus: status(crowd) });
    expect(asked).toEqual([crowd.id]);
  });

  it('asks nothing without an own domain, nor for a manager (the API answers admins only)', async () => {
    for (const crowd of [named({ domain: null }), withDomain({ role: 'CROWD_MANAGER' })]) {
      const { outcome, asked } = load(crowd);
      await expect(outcome).resolves.toEqual({ domainStatus: null });
      expect(asked).toEqual([]);
    }
  });

  it('a failing read leaves the page without the status, not an error page', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { outcome } = load(withDomain(), 'fails');
    await expect(outcome).resolves.toEqual({ domainStatus: null });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('/domain failed: 500'));
    errors.mockRestore();
  });
});

import { PLANS, ZCrowdView } from '@crowd/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/app';
import { createCrowd } from '../support/factories';

describe('GET /api/crowdView', () => {
  let testApp: TestApp;
  let dataSource: DataSource;
  const api = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp();
    dataSource = testApp.app.get(DataSource);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('loads a crowd by its subdomain, in any case and with a leading www.', async () => {
    const crowd = await createCrowd(dataSource, { subdomain: 'acme-ideas', title: 'Acme Ideas', tier: 2 });

    for (const domain of ['acme-ideas', 'ACME-Ideas', 'www.acme-ideas']) {
      const response = await api().get(`/api/crowdView/domain/${domain}`).expect(200);
      const view = ZCrowdView.parse(response.body);
      expect(view).toMatchObject({ id: crowd.id, title: 'Acme Ideas', subdomain: 'acme-ideas', role: null });
      expect(view.features).toEqual(PLANS[2].features);
    }
  });

  it('loads a crowd by id', async () => {
    const crowd = await createCrowd(dataSource);
    const response = await api().get(`/api/crowdView/${crowd.id}`).expect(200);
    expect(response.body.id).toBe(crowd.id);
  });

  it('answers 404 crowd_does_not_exist for an unknown crowd', async () => {
    await api().get('/api/crowdView/domain/no-such-crowd').expect(404, { error: 'crowd_does_not_exist' });
    await api().get('/api/crowdView/999999').expect(404, { error: 'crowd_does_not_exist' });
  });

  it('answers 422 for an id that is not a number', async () => {
    const response = await api().get('/api/crowdView/abc').expect(422);
    expect(response.body.errors[0].param).toBe('crowdId');
  });

  it('reports disabled and hidden crowds as flags for the blocking screens', async () => {
    const disabled = await createCrowd(dataSource, { active: false });
    const hidden = await createCrowd(dataSource, { visible: false });

    expect((await api().get(`/api/crowdView/domain/${disabled.subdomain}`).expect(200)).body.active).toBe(false);
    expect((await api().get(`/api/crowdView/domain/${hidden.subdomain}`).expect(200)).body.visible).toBe(false);
  });

  it('has no features without a subscription in force', async () => {
    const crowd = await createCrowd(dataSource, { tier: null });
    expect((await api().get(`/api/crowdView/${crowd.id}`).expect(200)).body.features).toBeNull();
  });

  it('shows outsiders of a private crowd its branding and nothing of its content', async () => {
    const crowd = await createCrowd(dataSource, {
      privateCrowd: true,
      description: 'Internal roadmap',
      gaCode: 'G-SECRET1',
      ideasCount: 12,
    });
    const response = await api().get(`/api/crowdView/domain/${crowd.subdomain}`).expect(200);
    expect(response.body).toMatchObject({
      title: crowd.title,
      privateCrowd: true,
      description: '',
      ideasCount: 0,
      gaCode: null,
      features: null,
    });
    expect(JSON.stringify(response.body)).not.toContain('Internal roadmap');
  });

  it('serves an own domain only on a plan with the ownDomain feature', async () => {
    const festival = await createCrowd(dataSource, { domain: 'ideas.festival-example.com', tier: 3 });
    const party = await createCrowd(dataSource, { domain: 'ideas.party-example.com', tier: 1 });

    await api().get('/api/crowdView/domain/www.ideas.festival-example.com').expect(200);
    await api().get('/api/crowdView/domain/ideas.party-example.com').expect(404, { error: 'crowd_does_not_exist' });
    // Subdomain routing on: the subdomain keeps working beside the own domain.
    await api().get(`/api/crowdView/domain/${festival.subdomain}`).expect(200);
    await api().get(`/api/crowdView/domain/${party.subdomain}`).expect(200);
  });

  it('hides the subdomain of a crowd that lives on its own domain with subdomain routing off', async () => {
    const crowd = await createCrowd(dataSource, { domain: 'own-only.example.org', subdomainRouting: false, tier: 3 });

    await api().get(`/api/crowdView/domain/${crowd.subdomain}`).expect(404, { error: 'crowd_does_not_exist' });
    await api().get('/api/crowdView/domain/own-only.example.org').expect(200);
  });

  it("answers the crowd's canonical URL under the plan in force", async () => {
    const own = await createCrowd(dataSource, { domain: 'canonical.example.org', subdomainRouting: false, tier: 3 });
    const unserved = await createCrowd(dataSource, {
      domain: 'unserved.example.org',
      subdomainRouting: false,
      tier: 2,
    });
    const both = await createCrowd(dataSource, { domain: 'both.example.org', tier: 3 });

    const canonicalUrl = async (crowdId: number) =>
      ZCrowdView.parse((await api().get(`/api/crowdView/${crowdId}`).expect(200)).body).canonicalUrl;
    expect(await canonicalUrl(own.id)).toBe('http://canonical.example.org');
    expect(await canonicalUrl(unserved.id)).toBe(`http://${unserved.subdomain}.localhost:3000`);
    expect(await canonicalUrl(both.id)).toBe(`http://${both.subdomain}.localhost:3000`);
  });
});

import { LIMITS, ZIdeaViewsResponse } from '@crowd/contracts';
import request from 'supertest';
import { IdeaView } from '../../src/modules/idea/idea-share/entities/idea-view.entity';
import { authTestApp } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createIdea, ideaCounters } from '../support/ideas';

/**
 * POST /api/public/ideas/views: the signed-out visits the web answered from its page cache,
 * tallied per idea. Only the web process itself, every hop a TRUSTED_PROXIES address and no
 * visitor's forwarding headers, may send it: anyone else would make up views.
 */
describe("the web's tally of signed-out views (POST /api/public/ideas/views)", () => {
  const testApp = authTestApp(() => ({ env: { VIEW_COUNT_FLUSH_MS: '0' } }));
  const untrusted = authTestApp(() => ({ env: { VIEW_COUNT_FLUSH_MS: '0', TRUSTED_PROXIES: '192.0.2.1' } }));

  /** As the web sends it: straight from its own address, with no visitor's forwarding headers. */
  const fromWeb = (body: unknown, app = testApp.app) =>
    request(app.getHttpServer())
      .post('/api/public/ideas/views')
      .set('Host', '127.0.0.1:3001')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));

  async function ideaIn(overrides: Parameters<typeof createCrowd>[1] = {}) {
    const crowd = await createCrowd(testApp.dataSource, overrides);
    const author = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, author.id);
    return createIdea(testApp.dataSource, crowd.id, author.id);
  }

  const viewRows = (ideaId: number) => testApp.dataSource.getRepository(IdeaView).findBy({ ideaId });

  it("counts each readable idea's views, as many rows of nobody, and leaves out what a visitor may not read", async () => {
    const open = await ideaIn();
    const other = await ideaIn();
    const closed = await ideaIn({ privateCrowd: true });
    const response = await fromWeb({
      views: [
        { ideaId: open.id, count: 3 },
        { ideaId: other.id, count: 1 },
        { ideaId: closed.id, count: 5 },
        { ideaId: 999_999_999, count: 2 },
      ],
    }).expect(200);
    expect(ZIdeaViewsResponse.parse(response.body)).toEqual({ counted: 4 });
    expect((await ideaCounters(testApp.dataSource, open.id)).viewCount).toBe(3);
    expect((await ideaCounters(testApp.dataSource, other.id)).viewCount).toBe(1);
    expect((await ideaCounters(testApp.dataSource, closed.id)).viewCount).toBe(0);
    const rows = await viewRows(open.id);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.userId === null)).toBe(true);
  });

  it.each([
    ['through a proxy (X-Forwarded-Proto, as the web forwards browsers)', { 'X-Forwarded-Proto': 'http' }],
    ['naming a host (X-Forwarded-Host)', { 'X-Forwarded-Host': 'localhost' }],
    ['with a Forwarded header', { Forwarded: 'for=127.0.0.1' }],
    ['naming an outside client (X-Forwarded-For)', { 'X-Forwarded-For': '203.0.113.9' }],
    ['naming an outside client behind a trusted one', { 'X-Forwarded-For': '203.0.113.9, 127.0.0.1' }],
  ])('is a 404 %s, and counts nothing', async (_how, headers) => {
    const idea = await ideaIn();
    await fromWeb({ views: [{ ideaId: idea.id, count: 50 }] })
      .set(headers)
      .expect(404, { error: 'not_found' });
    expect((await ideaCounters(testApp.dataSource, idea.id)).viewCount).toBe(0);
  });

  it("counts the web's call through the operators' internal API balancer, which names the web in X-Forwarded-For", async () => {
    const idea = await ideaIn();
    await fromWeb({ views: [{ ideaId: idea.id, count: 2 }] })
      .set('X-Forwarded-For', '127.0.0.1')
      .expect(200, { counted: 2 });
    expect((await ideaCounters(testApp.dataSource, idea.id)).viewCount).toBe(2);
  });

  it('is a 404 from an address that is not a trusted proxy, before its body is checked', async () => {
    await fromWeb({ views: [{ ideaId: 1, count: 50 }] }, untrusted.app).expect(404, { error: 'not_found' });
    await fromWeb({ views: 'all of them' }, untrusted.app).expect(404, { error: 'not_found' });
  });

  it.each([
    ['no views', { views: [] }],
    ['a count of 0', { views: [{ ideaId: 1, count: 0 }] }],
    ['a negative count', { views: [{ ideaId: 1, count: -3 }] }],
    ['a count above the cap', { views: [{ ideaId: 1, count: LIMITS.viewBatchCountMax + 1 }] }],
    ['a fractional count', { views: [{ ideaId: 1, count: 1.5 }] }],
    ['an id written as text', { views: [{ ideaId: '1', count: 1 }] }],
    ['an id of 0', { views: [{ ideaId: 0, count: 1 }] }],
    ['an unknown field', { views: [{ ideaId: 1, count: 1, userId: 7 }] }],
    [
      'too many ideas',
      { views: Array.from({ length: LIMITS.viewBatchIdeasMax + 1 }, (_, i) => ({ ideaId: i + 1, count: 1 })) },
    ],
  ])('refuses %s with 422 and counts nothing', async (_what, body) => {
    const idea = await ideaIn();
    const withIdea = JSON.parse(JSON.stringify(body).replaceAll('"ideaId":1,', `"ideaId":${idea.id},`)) as unknown;
    await fromWeb(withIdea).expect(422);
    expect((await ideaCounters(testApp.dataSource, idea.id)).viewCount).toBe(0);
  });
});

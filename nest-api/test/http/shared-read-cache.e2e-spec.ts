import { ZCrowdViewIdeasResponse } from '@crowd/contracts';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createIdea } from '../support/ideas';

/**
 * Decision 025: the crowd site's reads answered to callers without a session are shared for
 * SHARED_READ_CACHE_MS. Ideas are added straight to the database here, past the API, so only a
 * shared answer can miss them.
 */
describe('the shared read cache of signed-out reads', () => {
  const testApp = authTestApp(() => ({ env: { SHARED_READ_CACHE_MS: '60000' } }));

  /** supertest listens on a new port for each request: the web calls the API by one name. */
  const read = (crowd: Crowd, host?: string) =>
    testApp.api().get(`/api/crowdView/ideas/${crowd.id}`, host).set('Host', 'api.internal');
  const names = async (crowd: Crowd, options: { cookie?: string; host?: string; language?: string } = {}) => {
    const pending = read(crowd, options.host);
    if (options.cookie) pending.set('Cookie', options.cookie);
    if (options.language) pending.set('Accept-Language', options.language);
    const response = await pending.expect(200);
    return ZCrowdViewIdeasResponse.parse(response.body).ideas.map((idea) => idea.name);
  };
  const addIdea = (crowd: Crowd, name: string) =>
    createIdea(testApp.dataSource, crowd.id, null, { creatorName: 'Ada', name, description: '<p>x</p>' });

  it("shares a signed-out caller's answer with the next ones, but never answers a signed-in caller from it", async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const member = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, member.id);
    // Signing in is a write, which empties the cache: before the reads.
    const cookie = await signIn(testApp.app, member.email);
    await addIdea(crowd, 'First');
    expect(await names(crowd)).toEqual(['First']);

    await addIdea(crowd, 'Second');
    expect(await names(crowd, { cookie: 'lng=sk' })).toEqual(['First']);
    expect(await names(crowd, { cookie })).toEqual(['Second', 'First']);
  });

  it('keeps answers apart by host and language', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    await names(crowd);
    await addIdea(crowd, 'Later');
    expect(await names(crowd, { host: `${crowd.subdomain}.localhost:3000` })).toEqual(['Later']);
    expect(await names(crowd, { language: 'sk' })).toEqual(['Later']);
  });

  it('empties itself on a write through the API, so a like shows to the next signed-out reader', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const idea = await addIdea(crowd, 'Liked');
    const likes = async () => {
      const response = await read(crowd).expect(200);
      return ZCrowdViewIdeasResponse.parse(response.body).ideas[0]?.likeCount;
    };
    expect(await likes()).toBe(0);

    const member = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, member.id);
    const cookie = await signIn(testApp.app, member.email);
    await testApp
      .api()
      .post(`/api/ideaLike/${crowd.subdomain}`)
      .set('Cookie', cookie)
      .send({ ideaId: idea.id })
      .expect(201);
    expect(await likes()).toBe(1);
  });

  it("keeps nothing of a private crowd: its refusal is answered afresh, and a member's read is never shared", async () => {
    const crowd = await createCrowd(testApp.dataSource, { privateCrowd: true });
    await addIdea(crowd, 'Secret');
    await read(crowd).expect(401);

    const member = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, member.id);
    const cookie = await signIn(testApp.app, member.email);
    expect(await names(crowd, { cookie })).toEqual(['Secret']);
    await read(crowd).expect(401);
  });
});

import { PRIVATE_CROWD_HEADER, REQUEST_ID_HEADER, ZCrowdViewIdeasResponse } from '@crowd/contracts';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { IdeaViewService } from '../../src/modules/idea/idea/idea-view.service';
import { authTestApp, client, MAIN_HOST, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createIdea } from '../support/ideas';

/**
 * Decision 040: a crowd's page of ideas holds nothing of its caller, so the answer the route gave
 * one reader is handed to the next readers of the moment (PROCESS_READ_CACHE_MS) whom the crowd's
 * reader rule admits, each by their own session, without running the route. Ideas are added
 * straight to the database here, past the API, so only a shared answer can miss them; the
 * signed-out shared reads (decision 025) are off, so what is shared is this.
 */
describe("answers shared among a crowd's readers", () => {
  const testApp = authTestApp(() => ({ env: { PROCESS_READ_CACHE_MS: '60000', SHARED_READ_CACHE_MS: '0' } }));

  const siteOf = (crowd: Crowd) => `${crowd.subdomain}.${MAIN_HOST}`;
  const list = (crowd: Crowd, cookie?: string, header?: number, host = siteOf(crowd)) => {
    // supertest listens on a new port for each request: the web calls the API by one name.
    const pending = client(testApp.app)
      .get(`/api/crowdView/ideas/${crowd.id}?limit=20`, host)
      .set('Host', 'api.internal');
    if (cookie) pending.set('Cookie', cookie);
    if (header !== undefined) pending.set(PRIVATE_CROWD_HEADER, String(header));
    return pending;
  };
  const names = (response: { body: unknown }) =>
    ZCrowdViewIdeasResponse.parse(response.body).ideas.map((idea) => idea.name);
  const addIdea = (crowd: Crowd, name: string) => createIdea(testApp.dataSource, crowd.id, null, { name });

  async function reader(crowd: Crowd, role: 'CROWD_FOLLOWER' | 'CROWD_ADMIN' | null = 'CROWD_FOLLOWER') {
    const user = await createUser(testApp.dataSource);
    const member = role ? await addMember(testApp.dataSource, crowd.id, user.id, role) : null;
    return { user, member, cookie: await signIn(testApp.app, user.email, { host: siteOf(crowd) }) };
  }

  it("hands one reader's answer to the next ones, signed in or not, each with their own request id", async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const [admin, follower, outsider] = [
      await reader(crowd, 'CROWD_ADMIN'),
      await reader(crowd),
      await reader(crowd, null),
    ];
    await addIdea(crowd, 'First');
    const route = jest.spyOn(testApp.app.get(IdeaViewService), 'page');
    const first = await list(crowd, follower.cookie).expect(200);
    expect(names(first)).toEqual(['First']);

    await addIdea(crowd, 'Second');
    for (const cookie of [admin.cookie, outsider.cookie, follower.cookie, undefined]) {
      const shared = await list(crowd, cookie).expect(200);
      expect(names(shared)).toEqual(['First']);
      expect(shared.headers[REQUEST_ID_HEADER.toLowerCase()]).not.toBe(first.headers[REQUEST_ID_HEADER.toLowerCase()]);
    }
    expect(route).toHaveBeenCalledTimes(1);
    route.mockRestore();
  });

  it('shows a write through the API to the next reader at once', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const follower = await reader(crowd);
    const idea = await addIdea(crowd, 'Liked');
    const likes = async () => ZCrowdViewIdeasResponse.parse((await list(crowd).expect(200)).body).ideas[0]?.likeCount;
    expect(await likes()).toBe(0);
    await client(testApp.app)
      .post(`/api/ideaLike/${crowd.subdomain}`, siteOf(crowd))
      .set('Cookie', follower.cookie)
      .send({ ideaId: idea.id })
      .expect(201);
    expect(await likes()).toBe(1);
  });

  it("hands a private crowd's answer to its members only, by each caller's own session on this host", async () => {
    const crowd = await createCrowd(testApp.dataSource, { tier: 3, privateCrowd: true });
    const [member, otherMember, outsider] = [await reader(crowd), await reader(crowd), await reader(crowd, null)];
    await addIdea(crowd, 'Members only');
    expect(names(await list(crowd, member.cookie, crowd.id).expect(200))).toEqual(['Members only']);

    await addIdea(crowd, 'Later');
    expect(names(await list(crowd, otherMember.cookie, crowd.id).expect(200))).toEqual(['Members only']);
    await list(crowd, outsider.cookie, crowd.id).expect(403);
    await list(crowd, undefined, crowd.id).expect(401);
    // A member's session of another host is no session here.
    const mainSession = await signIn(testApp.app, member.user.email);
    await list(crowd, mainSession, crowd.id).expect(401);
    // A member an admin disabled (past the API: the memo keeps the membership of the moment) was
    // refused by the route before the answer was shared, and is refused the same way after.
    const disabled = await reader(crowd);
    await testApp.dataSource.getRepository(CrowdMember).update({ id: disabled.member?.id }, { disabled: true });
    await list(crowd, disabled.cookie, crowd.id).expect(403);
  });

  it("refuses a private user of another crowd a public crowd's shared answer, as the route does", async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const home = await createCrowd(testApp.dataSource, { tier: 3, privateUsers: true });
    const bound = await createUser(testApp.dataSource, { boundCrowdId: home.id });
    await addMember(testApp.dataSource, home.id, bound.id);
    // Their session is on the main site (their own crowd's site is the only other they may have).
    const cookie = await signIn(testApp.app, bound.email, { crowdId: home.id });
    await addIdea(crowd, 'Public');
    expect(names(await list(crowd, undefined, undefined, MAIN_HOST).expect(200))).toEqual(['Public']);

    await list(crowd, cookie, undefined, MAIN_HOST).expect(403, { error: 'user_bound_to_other_crowd' });
  });

  it('answers a crowd named another way, or from another crowd site, by the route itself', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const other = await createCrowd(testApp.dataSource);
    await addIdea(crowd, 'Public');
    await list(crowd).expect(200);

    await client(testApp.app)
      .get(`/api/crowdView/ideas/0${crowd.id}?limit=20`, siteOf(crowd))
      .set('Host', 'api.internal')
      .expect(422);
    await list(crowd, undefined, other.id).expect(400, { error: 'crowd_header_mismatch' });
  });
});

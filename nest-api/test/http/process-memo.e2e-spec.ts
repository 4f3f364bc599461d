import { ZCrowdView, ZCrowdViewIdeaResponse, ZCrowdViewIdeasResponse, ZTopBarResponse, ZUser } from '@crowd/contracts';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { authTestApp, client, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createCategory, createIdea } from '../support/ideas';

/**
 * Issue 27: the reads every call of a page repeats (the session, the crowd, the caller's
 * membership, a crowd's page of ideas) are kept in the process for PROCESS_READ_CACHE_MS. What one user is, or may do,
 * must never reach another, and a logout or a write through the process shows at once, however
 * long the memo would keep it.
 */
describe('the process memo of per-call reads', () => {
  const testApp = authTestApp(() => ({ env: { PROCESS_READ_CACHE_MS: '60000' } }));

  const get = (path: string, cookie?: string) => {
    const pending = client(testApp.app).get(path);
    return cookie ? pending.set('Cookie', cookie) : pending;
  };
  const roleIn = async (crowdId: number, cookie?: string) =>
    ZCrowdView.parse((await get(`/api/crowdView/${crowdId}`, cookie).expect(200)).body).role;

  it("answers each caller with their own identity and role, never another's, however the calls interleave", async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const admin = await createUser(testApp.dataSource);
    const follower = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, admin.id, 'CROWD_ADMIN');
    const followerMember = await addMember(testApp.dataSource, crowd.id, follower.id);
    const adminCookie = await signIn(testApp.app, admin.email);
    const followerCookie = await signIn(testApp.app, follower.email);

    const callers = [
      { cookie: adminCookie, email: admin.email, role: 'CROWD_ADMIN' },
      { cookie: followerCookie, email: follower.email, role: 'CROWD_FOLLOWER' },
      { cookie: undefined, email: null, role: null },
    ];
    const rounds = await Promise.all(
      Array.from({ length: 4 }, () => callers).flatMap((round) =>
        round.map(async ({ cookie, email, role }) => {
          const user = await get('/api/user', cookie);
          return {
            expected: { email, role },
            got: {
              email: user.status === 200 ? ZUser.parse(user.body).email : null,
              role: await roleIn(crowd.id, cookie),
            },
          };
        }),
      ),
    );
    for (const { expected, got } of rounds) expect(got).toEqual(expected);

    // The answers above were kept (a change past the API does not show yet), and still per caller.
    await testApp.dataSource.getRepository(CrowdMember).update(followerMember.id, { role: 'CROWD_ADMIN' });
    expect(await roleIn(crowd.id, followerCookie)).toBe('CROWD_FOLLOWER');
    expect(await roleIn(crowd.id, adminCookie)).toBe('CROWD_ADMIN');
    expect(await roleIn(crowd.id)).toBeNull();
  });

  it("gives a private crowd's idea list its members kept for a moment, and still refuses everyone else", async () => {
    const crowd = await createCrowd(testApp.dataSource, { tier: 3, privateCrowd: true });
    const member = await createUser(testApp.dataSource);
    const outsider = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, member.id);
    const memberCookie = await signIn(testApp.app, member.email);
    const outsiderCookie = await signIn(testApp.app, outsider.email);
    await createIdea(testApp.dataSource, crowd.id, member.id, { name: 'Members only' });

    const list = (cookie?: string) => get(`/api/crowdView/ideas/${crowd.id}?limit=20`, cookie);
    const names = (response: { body: unknown }) =>
      ZCrowdViewIdeasResponse.parse(response.body).ideas.map((idea) => idea.name);
    expect(names(await list(memberCookie).expect(200))).toEqual(['Members only']);
    await list(outsiderCookie).expect(403);
    await list().expect(401);
    // Kept: an idea added past the API does not show yet, to the member.
    await createIdea(testApp.dataSource, crowd.id, member.id, { name: 'Later' });
    expect(names(await list(memberCookie).expect(200))).toEqual(['Members only']);
  });

  it("shares an idea's read among its readers of the moment and still applies its reading rule to each", async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const admin = await createUser(testApp.dataSource);
    const follower = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, admin.id, 'CROWD_ADMIN');
    await addMember(testApp.dataSource, crowd.id, follower.id);
    const [adminCookie, followerCookie] = [
      await signIn(testApp.app, admin.email),
      await signIn(testApp.app, follower.email),
    ];
    const hidden = await createCategory(testApp.dataSource, crowd.id, 'Staff only', { visible: false });
    const idea = await createIdea(testApp.dataSource, crowd.id, admin.id, {
      name: 'In a hidden category',
      categoryId: hidden.id,
    });
    const page = (cookie?: string) => get(`/api/crowdView/idea/${crowd.subdomain}/${idea.id}`, cookie);
    const nameOf = (response: { body: unknown }) => ZCrowdViewIdeaResponse.parse(response.body).idea.name;

    // The staff's read comes first; the follower and a visitor reading within the moment are refused all the same.
    expect(nameOf(await page(adminCookie).expect(200))).toBe('In a hidden category');
    await page(followerCookie).expect(404, /idea_does_not_exist/);
    await page().expect(404, /idea_does_not_exist/);

    // Kept: a change past the API does not show yet; a write through the API, any write, shows it at once.
    await testApp.dataSource.getRepository(Idea).update(idea.id, { name: 'Renamed past the API' });
    expect(nameOf(await page(adminCookie).expect(200))).toBe('In a hidden category');
    const { version } = ZUser.parse((await get('/api/user', followerCookie).expect(200)).body);
    await client(testApp.app)
      .put('/api/user')
      .set('Cookie', followerCookie)
      .send({ id: follower.id, version, name: 'Follower Renamed' })
      .expect(200);
    expect(nameOf(await page(adminCookie).expect(200))).toBe('Renamed past the API');
  });

  it('refuses a session at once after its logout, and shows a role changed through the API at once', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const admin = await createUser(testApp.dataSource);
    const manager = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, admin.id, 'CROWD_ADMIN');
    const member = await addMember(testApp.dataSource, crowd.id, manager.id, 'CROWD_MANAGER');
    const adminCookie = await signIn(testApp.app, admin.email);
    const managerCookie = await signIn(testApp.app, manager.email);

    expect(await roleIn(crowd.id, managerCookie)).toBe('CROWD_MANAGER');
    // The admin disables the manager.
    await client(testApp.app)
      .put('/api/crowdUsers')
      .set('Cookie', adminCookie)
      .send({ crowdId: crowd.id, crowdUsers: [{ id: member.id, userType: 'manager', disabled: true }] })
      .expect(200, /crowd_users_updated_successfully/);
    expect(await roleIn(crowd.id, managerCookie)).toBeNull();

    await get('/api/user', adminCookie).expect(200);
    expect(await roleIn(crowd.id, adminCookie)).toBe('CROWD_ADMIN');
    // Logout is a GET: it empties what the process knew of the session all the same.
    await get('/api/user/logout', adminCookie);
    await get('/api/user', adminCookie).expect(401);
    expect(await roleIn(crowd.id, adminCookie)).toBeNull();
  });

  it("keeps each user's own view per user (GET /user, the top bar), and shows their own change at once", async () => {
    const [jane, john] = [await createUser(testApp.dataSource), await createUser(testApp.dataSource)];
    const [janeCookie, johnCookie] = [await signIn(testApp.app, jane.email), await signIn(testApp.app, john.email)];
    const me = async (cookie: string) => ZUser.parse((await get('/api/user', cookie).expect(200)).body);
    const bar = async (cookie: string) =>
      ZTopBarResponse.parse((await get('/api/notification/topBar', cookie).expect(200)).body).user;
    const [janeBefore, johnBefore] = await Promise.all([me(janeCookie), me(johnCookie)]);
    expect([janeBefore.email, johnBefore.email]).toEqual([jane.email, john.email]);

    // Kept: a change past the API does not show yet, and each user still gets their own.
    await testApp.dataSource.query('UPDATE `user` SET name = ? WHERE id = ?', ['Changed past the API', jane.id]);
    expect((await me(janeCookie)).name).toBe(janeBefore.name);
    expect((await bar(janeCookie)).name).toBe(janeBefore.name);
    expect((await bar(johnCookie)).email).toBe(john.email);

    // Their own change through the API shows at once, on both reads.
    await client(testApp.app)
      .put('/api/user')
      .set('Cookie', janeCookie)
      .send({ id: jane.id, version: janeBefore.version, name: 'Jane Renamed' })
      .expect(200);
    expect((await me(janeCookie)).name).toBe('Jane Renamed');
    expect((await bar(janeCookie)).name).toBe('Jane Renamed');
  });
});

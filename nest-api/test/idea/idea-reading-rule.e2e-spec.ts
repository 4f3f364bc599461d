import { ZCategory } from '@crowd/contracts';
import request from 'supertest';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { FilesService } from '../../src/infra/files/files.service';
import { Comment } from '../../src/modules/idea/comment/entities/comment.entity';
import { IdeaFile } from '../../src/modules/idea/idea/entities/idea-file.entity';
import { IdeaLike } from '../../src/modules/idea/idea/entities/idea-like.entity';
import { IdeaRating } from '../../src/modules/idea/idea/entities/idea-rating.entity';
import { IdeaShare } from '../../src/modules/idea/idea-share/entities/idea-share.entity';
import { IdeaView } from '../../src/modules/idea/idea-share/entities/idea-view.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { Notification } from '../../src/modules/notification/notification/entities/notification.entity';
import { sentMails } from '../auth/auth-support';
import { authTestApp, MAIN_HOST, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createIdea } from '../support/ideas';
import { settleNotifications } from '../support/notifications';

type Method = 'get' | 'post' | 'put' | 'delete';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The reading rule of one idea (decision 029): every route that reaches an idea by its id answers
 * as its page does. Replays issue 24 finding 7: once its category was hidden, the idea's page and
 * list were 404, yet anyone read its comments, strangers commented, liked, rated and shared it,
 * views counted and its pictures were served.
 */
describe("an idea's reading rule, on every route that reaches the idea", () => {
  const testApp = authTestApp();

  const call = (method: Method, path: string, cookie?: string) => {
    const pending = request(testApp.app.getHttpServer())[method](`/api${path}`).set('X-Forwarded-Host', MAIN_HOST);
    return cookie ? pending.set('Cookie', cookie) : pending;
  };

  async function person(crowd?: Crowd, role?: CrowdMember['role']) {
    const user = await createUser(testApp.dataSource);
    if (crowd && role) await addMember(testApp.dataSource, crowd.id, user.id, role);
    return { user, cookie: await signIn(testApp.app, user.email) };
  }

  const storeImage = async (crowd: Crowd, purpose: 'IDEA_FEATURED' | 'IDEA_ATTACHMENT') =>
    (await testApp.app.get(FilesService).store({ buffer: PNG, purpose, crowdId: crowd.id, originalName: 'a.png' })).id;

  /**
   * A public crowd, its admin and manager, an idea by a follower in a category the admin made,
   * with a featured image, a picture and a comment.
   */
  async function ideaInCategory(crowdFields: Parameters<typeof createCrowd>[1] = {}) {
    const crowd = await createCrowd(testApp.dataSource, crowdFields);
    const site = crowd.subdomain ?? '';
    const admin = await person(crowd, 'CROWD_ADMIN');
    const manager = await person(crowd, 'CROWD_MANAGER');
    const author = await person(crowd, 'CROWD_FOLLOWER');
    const created = await call('post', '/category', admin.cookie)
      .send({ crowdId: crowd.id, name: `Drafts ${crowd.id}` })
      .expect(201);
    const category = ZCategory.parse(created.body);
    const featuredImageId = await storeImage(crowd, 'IDEA_FEATURED');
    const pictureId = await storeImage(crowd, 'IDEA_ATTACHMENT');
    const idea = await createIdea(testApp.dataSource, crowd.id, author.user.id, {
      name: 'Secret plan',
      categoryId: category.id,
      featuredImageId,
    });
    await testApp.dataSource.getRepository(IdeaFile).save({ ideaId: idea.id, fileId: pictureId, position: 0 });
    const comment = await call('post', `/crowdView/comment/${site}`, author.cookie)
      .send({ ideaId: idea.id, content: 'Before the category was hidden' })
      .expect(201);
    const hide = () =>
      call('put', '/category', admin.cookie)
        .send({ id: category.id, crowdId: crowd.id, version: category.version, visible: false })
        .expect(200);
    return {
      crowd,
      site,
      admin,
      manager,
      author,
      idea,
      featuredImageId,
      pictureId,
      commentId: (comment.body as { comment: { id: number } }).comment.id,
      hide,
    };
  }

  /** What the routes under test write: comments, likes, ratings, shares, views, and the idea's counters. */
  async function traces(ideaId: number) {
    const count = (entity: typeof Comment | typeof IdeaLike | typeof IdeaRating | typeof IdeaShare | typeof IdeaView) =>
      testApp.dataSource.getRepository(entity).countBy({ ideaId });
    const idea = await testApp.dataSource.getRepository(Idea).findOneBy({ id: ideaId });
    return {
      comments: await count(Comment),
      likes: await count(IdeaLike),
      ratings: await count(IdeaRating),
      shares: await count(IdeaShare),
      views: await count(IdeaView),
      counters: idea && {
        commentCount: idea.commentCount,
        likeCount: idea.likeCount,
        ratingCount: idea.ratingCount,
        shareCount: idea.shareCount,
        viewCount: idea.viewCount,
      },
    };
  }

  const noSuchIdea = { error: 'idea_does_not_exist' };

  it('refuses every read and action to anyone but the staff once the category is hidden, changing nothing', async () => {
    const world = await ideaInCategory();
    const { site, idea } = world;
    const stranger = await person();
    const follower = await person(world.crowd, 'CROWD_FOLLOWER');
    // Served before: the rule, not a broken route, refuses what follows.
    await call('get', `/crowdView/comment/${site}/${idea.id}`).expect(200);
    await call('get', `/file?fileId=${world.featuredImageId}`).expect(200);
    await world.hide();
    const before = await traces(idea.id);
    const address = `hidden-${idea.id}@example.com`;

    // Signed out: the page, its comments, a view, its pictures.
    await call('get', `/crowdView/idea/${site}/${idea.id}`).expect(404, noSuchIdea);
    await call('get', `/crowdView/comment/${site}/${idea.id}`).expect(404, noSuchIdea);
    await call('get', `/public/ideas/views/${idea.id}`).expect(404, noSuchIdea);
    for (const fileId of [world.featuredImageId, world.pictureId]) {
      await call('get', `/file?fileId=${fileId}`).expect(404);
      await call('get', `/file?fileId=${fileId}&w=80`).expect(404);
    }

    // A signed-in stranger, a follower of the crowd, and the idea's own author (no staff).
    for (const { cookie } of [stranger, follower, world.author]) {
      await call('get', `/crowdView/idea/${site}/${idea.id}`, cookie).expect(404, noSuchIdea);
      await call('get', `/crowdView/comment/${site}/${idea.id}`, cookie).expect(404, noSuchIdea);
      await call('post', `/crowdView/comment/${site}`, cookie)
        .send({ ideaId: idea.id, content: 'Still here?' })
        .expect(404, noSuchIdea);
      await call('post', `/ideaLike/${site}`, cookie).send({ ideaId: idea.id }).expect(404, noSuchIdea);
      await call('delete', `/ideaLike/${site}/${idea.id}`, cookie).expect(404, noSuchIdea);
      await call('post', '/ideaRating', cookie).send({ ideaId: idea.id, value: 5 }).expect(404, noSuchIdea);
      await call('post', '/idea/share', cookie)
        .send({ ideaId: idea.id, emails: [address] })
        .expect(404, noSuchIdea);
      await call('get', `/public/ideas/views/${idea.id}`, cookie).expect(404, noSuchIdea);
      await call('get', `/file?fileId=${world.featuredImageId}`, cookie).expect(404);
    }
    // Its author's own comment on it can be neither edited nor deleted through the site.
    await call('put', `/crowdView/comment/${site}`, world.author.cookie)
      .send({ id: world.commentId, content: 'Edited' })
      .expect(404, noSuchIdea);
    await call('delete', `/crowdView/comment/${site}/${world.commentId}`, world.author.cookie).expect(404, noSuchIdea);

    expect(await traces(idea.id)).toEqual(before);
    expect((await sentMails(testApp)).filter((mail) => mail.to.includes(address))).toEqual([]);
  });

  it("lets the crowd's admins and managers read and act on it, on the site and in the admin area", async () => {
    const world = await ideaInCategory();
    const { site, idea, crowd } = world;
    await world.hide();

    for (const { cookie } of [world.admin, world.manager]) {
      const page = await call('get', `/crowdView/idea/${site}/${idea.id}`, cookie).expect(200);
      expect((page.body as { idea: { name: string } }).idea.name).toBe('Secret plan');
      const comments = await call('get', `/crowdView/comment/${site}/${idea.id}`, cookie).expect(200);
      expect((comments.body as { allCount: number }).allCount).toBeGreaterThanOrEqual(1);
      await call('get', `/comment/${crowd.id}/${idea.id}`, cookie).expect(200);
      await call('post', `/crowdView/comment/${site}`, cookie)
        .send({ ideaId: idea.id, content: 'Staff note' })
        .expect(201);
      await call('post', `/ideaLike/${site}`, cookie).send({ ideaId: idea.id }).expect(201);
      await call('post', '/ideaRating', cookie).send({ ideaId: idea.id, value: 4 }).expect(200);
      await call('post', '/idea/share', cookie)
        .send({ ideaId: idea.id, emails: [`staff-${idea.id}@example.com`] })
        .expect(200);
      await call('get', `/public/ideas/views/${idea.id}`, cookie).expect(200);
      const image = await call('get', `/file?fileId=${world.featuredImageId}`, cookie).expect(200);
      // Only to them: never a copy a shared cache would hand to others.
      expect(image.headers['cache-control']).toBe('private, max-age=3600');
    }
    await call('delete', `/crowdView/comment/${site}/${world.commentId}`, world.manager.cookie).expect(200);
    expect(await traces(idea.id)).toMatchObject({ likes: 2, ratings: 2, shares: 2, views: 2, comments: 2 });
  });

  it("tells the idea's author nothing more of it once its category is hidden", async () => {
    const world = await ideaInCategory();
    const { idea, crowd } = world;
    await world.hide();
    const reloaded = await testApp.dataSource.getRepository(Idea).findOneByOrFail({ id: idea.id });
    await call('put', '/idea/changeState', world.admin.cookie)
      .send({ id: idea.id, crowdId: crowd.id, version: reloaded.version, ideaState: 'APPROVED' })
      .expect(200);
    await call('post', `/crowdView/comment/${world.site}`, world.manager.cookie)
      .send({ ideaId: idea.id, content: 'Staff only' })
      .expect(201);
    await settleNotifications(testApp.app);
    const notified = async (type: Notification['type']) =>
      (await testApp.dataSource.getRepository(Notification).findBy({ type, entityId: idea.id })).map(
        (row) => row.userId,
      );
    expect(await notified('ideaStateChanged')).toEqual([]);
    expect(await notified('ideaCommented')).toEqual([]);
  });

  it('holds for a deleted idea: nothing of it answers, nothing is written', async () => {
    const world = await ideaInCategory();
    const { site, idea, crowd } = world;
    await call('delete', `/idea/${crowd.id}/${idea.id}`, world.admin.cookie).expect(200);
    const stranger = await person();

    await call('get', `/crowdView/comment/${site}/${idea.id}`).expect(404, noSuchIdea);
    await call('get', `/public/ideas/views/${idea.id}`).expect(404, noSuchIdea);
    for (const { cookie } of [stranger, world.admin]) {
      await call('get', `/crowdView/idea/${site}/${idea.id}`, cookie).expect(404, noSuchIdea);
      await call('post', `/crowdView/comment/${site}`, cookie).send({ ideaId: idea.id, content: 'Hello?' }).expect(404);
      await call('post', `/ideaLike/${site}`, cookie).send({ ideaId: idea.id }).expect(404, noSuchIdea);
      await call('post', '/ideaRating', cookie).send({ ideaId: idea.id, value: 3 }).expect(404, noSuchIdea);
      await call('post', '/idea/share', cookie)
        .send({ ideaId: idea.id, emails: ['gone@example.com'] })
        .expect(404, noSuchIdea);
    }
    await call('get', `/file?fileId=${world.featuredImageId}`, world.admin.cookie).expect(404);
    expect(await traces(idea.id)).toEqual({
      comments: 0,
      likes: 0,
      ratings: 0,
      shares: 0,
      views: 0,
      counters: null,
    });
  });

  it("keeps a private crowd's idea from outsiders on every route, and serves it to its members", async () => {
    const world = await ideaInCategory({ tier: 3, privateCrowd: true });
    const { site, idea } = world;
    const outsider = await person();
    const before = await traces(idea.id);

    await call('get', `/crowdView/comment/${site}/${idea.id}`).expect(401);
    await call('get', `/public/ideas/views/${idea.id}`).expect(401);
    await call('get', `/file?fileId=${world.featuredImageId}`).expect(404);
    const { cookie } = outsider;
    await call('get', `/crowdView/comment/${site}/${idea.id}`, cookie).expect(403, { error: 'forbidden' });
    await call('post', `/crowdView/comment/${site}`, cookie).send({ ideaId: idea.id, content: 'In?' }).expect(403);
    await call('post', `/ideaLike/${site}`, cookie).send({ ideaId: idea.id }).expect(403);
    await call('post', '/ideaRating', cookie).send({ ideaId: idea.id, value: 1 }).expect(403);
    await call('post', '/idea/share', cookie)
      .send({ ideaId: idea.id, emails: ['out@example.com'] })
      .expect(403);
    await call('get', `/public/ideas/views/${idea.id}`, cookie).expect(403);
    await call('get', `/file?fileId=${world.pictureId}`, cookie).expect(404);
    expect(await traces(idea.id)).toEqual(before);

    const image = await call('get', `/file?fileId=${world.featuredImageId}`, world.author.cookie).expect(200);
    expect(image.headers['cache-control']).toBe('private, max-age=3600');
    await call('get', `/crowdView/comment/${site}/${idea.id}`, world.author.cookie).expect(200);
  });

  it('serves no picture that no idea shows', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const orphan = await storeImage(crowd, 'IDEA_ATTACHMENT');
    await call('get', `/file?fileId=${orphan}`).expect(404);
  });
});

import type { Logger } from 'typeorm';
import { Comment } from '../../src/modules/idea/comment/entities/comment.entity';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { IdeaLike } from '../../src/modules/idea/idea/entities/idea-like.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { Notification } from '../../src/modules/notification/notification/entities/notification.entity';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';

/**
 * The main reads run a fixed number of SQL queries whatever the number of ideas, likes, comments
 * and notifications behind them: the same count for a world of 5 rows as for one of 50, so an
 * N+1 (a query per card, per comment's author, per notification) cannot come back unnoticed.
 */
describe('SQL queries per read (N+1 guard)', () => {
  const testApp = authTestApp();

  interface World {
    crowd: Crowd;
    site: string;
    idea: Idea;
    admin: string;
    follower: string;
  }

  /** A crowd with `rows` ideas (each liked by the follower), `rows` likes and comments on the first, `rows` notices. */
  async function world(rows: number): Promise<World> {
    const { dataSource } = testApp;
    const crowd = await createCrowd(testApp.dataSource);
    const admin = await createUser(dataSource);
    const follower = await createUser(dataSource);
    await addMember(dataSource, crowd.id, admin.id, 'CROWD_ADMIN');
    await addMember(dataSource, crowd.id, follower.id, 'CROWD_FOLLOWER');
    // Rows in bulk: these members never sign in, so they need no (slow to hash) password.
    const users = dataSource.getRepository(User);
    const others = await users.save(
      Array.from({ length: rows }, (_, index) =>
        users.create({
          email: `member-${crowd.id}-${index}@example.com`,
          emailNormalized: `member-${crowd.id}-${index}@example.com`,
          name: `Member ${index}`,
          locale: 'en',
          passwordHash: null,
          verifiedAt: new Date(),
        }),
      ),
    );
    const members = dataSource.getRepository(CrowdMember);
    await members.save(
      others.map((user) => members.create({ crowdId: crowd.id, userId: user.id, role: 'CROWD_FOLLOWER' })),
    );
    const ideaRows = dataSource.getRepository(Idea);
    const ideas = await ideaRows.save(
      others.map((owner, index) =>
        ideaRows.create({
          crowdId: crowd.id,
          ownerId: owner.id,
          creatorName: owner.name,
          name: `Idea ${index}`,
          description: '<p>An idea.</p>',
          state: 'SUBMITTED',
          likeCount: index === 0 ? rows : 1,
          commentCount: index === 0 ? rows : 0,
        }),
      ),
    );
    const [idea] = ideas;
    const likes = dataSource.getRepository(IdeaLike);
    await likes.save(
      [
        ...ideas.map((liked) => ({ ideaId: liked.id, userId: follower.id })),
        ...others.slice(1).map((user) => ({ ideaId: idea!.id, userId: user.id })),
      ].map((like) => likes.create(like)),
    );
    const comments = dataSource.getRepository(Comment);
    await comments.save(
      others.map((user, index) =>
        comments.create({
          ideaId: idea!.id,
          crowdId: crowd.id,
          ownerId: user.id,
          authorName: user.name,
          content: `Comment ${index}`,
        }),
      ),
    );
    const notifications = dataSource.getRepository(Notification);
    await notifications.save(
      ideas.map((liked, index) =>
        notifications.create({
          userId: follower.id,
          type: 'ideaLiked' as const,
          entityType: 'idea' as const,
          entityId: liked.id,
          crowdId: crowd.id,
          eventKey: `ideaLiked:${liked.id}:${others[index]!.id}`,
          data: { name: liked.name, domain: `${crowd.subdomain}.localhost:3000` },
          readAt: index % 2 === 0 ? new Date() : null,
        }),
      ),
    );
    return {
      crowd,
      site: crowd.subdomain ?? '',
      idea: idea!,
      admin: await signIn(testApp.app, admin.email),
      follower: await signIn(testApp.app, follower.email),
    };
  }

  /** The queries TypeORM sends while `call` runs (every query passes its logger, logging on or off). */
  async function queriesOf(call: () => Promise<unknown>): Promise<string[]> {
    const logger = testApp.dataSource.logger as Logger;
    const original = logger.logQuery.bind(logger);
    const queries: string[] = [];
    logger.logQuery = (...args) => {
      queries.push(args[0]);
      return original(...args);
    };
    try {
      await call();
    } finally {
      logger.logQuery = original;
    }
    return queries;
  }

  const get = (path: string, cookie?: string) => async () => {
    const pending = testApp.api().get(`/api${path}`);
    await (cookie ? pending.set('Cookie', cookie) : pending).expect(200);
  };

  /** Each read with the most queries it may take: what it runs today (issue 27) and one to spare. */
  const READS: Array<[string, (world: World) => () => Promise<void>, number]> = [
    ['crowd ideas, signed out', (w) => get(`/crowdView/ideas/${w.crowd.id}?limit=20`), 7],
    ['crowd ideas, signed in', (w) => get(`/crowdView/ideas/${w.crowd.id}?limit=20`, w.follower), 10],
    ['crowd ideas by most likes', (w) => get(`/crowdView/ideas/${w.crowd.id}?filter=most_likes&limit=20`), 7],
    ["an idea's detail, signed in", (w) => get(`/crowdView/idea/${w.site}/${w.idea.id}`, w.follower), 13],
    ["an idea's comments", (w) => get(`/crowdView/comment/${w.site}/${w.idea.id}`, w.follower), 11],
    ['the admin ideas list', (w) => get('/idea', w.admin), 11],
    ["the /ideas page's reader call", (w) => get('/ideasReader', w.admin), 8],
    ['the signed-in user', (w) => get('/user', w.follower), 4],
    ['the notifications', (w) => get('/notification', w.follower), 6],
  ];

  it('runs as many queries for 50 ideas, likes, comments and notifications as for 5', async () => {
    const small = await world(5);
    const large = await world(50);
    const counts: Record<string, { small: number; large: number }> = {};
    for (const [name, read] of READS)
      counts[name] = {
        small: (await queriesOf(read(small))).length,
        large: (await queriesOf(read(large))).length,
      };

    for (const [name, , budget] of READS) {
      const { small: forSmall, large: forLarge } = counts[name]!;
      expect({ name, forLarge }).toEqual({ name, forLarge: forSmall });
      expect({ name, withinBudget: forSmall > 0 && forSmall <= budget }).toEqual({ name, withinBudget: true });
    }
  }, 120_000);

  it('reads only what the /ideas table shows of an idea: not its description, however long', async () => {
    const w = await world(5);
    await testApp.dataSource
      .getRepository(Idea)
      .update({ crowdId: w.crowd.id }, { description: `<p>${'long '.repeat(2_000)}</p>` });
    const statements = await queriesOf(get('/ideasReader', w.admin));
    const ideaReads = statements.filter((sql) => /FROM\s+["`]?idea["`]?\s/i.test(sql));
    expect(ideaReads.length).toBeGreaterThan(0);
    for (const sql of ideaReads) expect(sql).not.toMatch(/description/i);
  });
});

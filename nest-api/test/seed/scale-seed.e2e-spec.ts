import { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { ENTITIES } from '../../src/entities';
import { loadConfig } from '../../src/infra/config/config';
import { resolveDataSourceOptions } from '../../src/infra/database/data-source';
import { runMigrations } from '../../src/infra/database/migrate';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { hashPassword, verifyPassword } from '../../src/modules/auth/auth/password-hasher';
import { seedDemoOnce } from '../../src/seed/demo-seed';
import { ScaleSeed } from '../../src/seed/scale/scale-seed';
import { createTestDatabase, type TestDatabase } from '../support/database';

/** Totals that must agree with the denormalised counters the app reads. */
const CONSISTENCY = {
  likesMatchCounters:
    'SELECT COUNT(*) AS n FROM idea i WHERE i.likeCount <> (SELECT COUNT(*) FROM idea_like l WHERE l.ideaId = i.id)',
  commentsMatchCounters:
    'SELECT COUNT(*) AS n FROM idea i WHERE i.commentCount <> (SELECT COUNT(*) FROM comment c WHERE c.ideaId = i.id)',
  crowdsMatchCounters:
    'SELECT COUNT(*) AS n FROM crowd c WHERE c.ideasCount <> (SELECT COUNT(*) FROM idea i WHERE i.crowdId = c.id)',
  categoriesMatchCounters:
    'SELECT COUNT(*) AS n FROM category c WHERE c.ideaCount <> (SELECT COUNT(*) FROM idea i WHERE i.categoryId = c.id)',
  likersAreMembers:
    'SELECT COUNT(*) AS n FROM idea_like l JOIN idea i ON i.id = l.ideaId ' +
    'WHERE NOT EXISTS (SELECT 1 FROM crowd_member m WHERE m.crowdId = i.crowdId AND m.userId = l.userId)',
};

describe('scale seed (npm run seed:scale)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  const config = () => loadConfig({ ...database.env, NODE_ENV: 'test' });

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(await resolveDataSourceOptions(config(), ENTITIES)).initialize();
    await runMigrations(dataSource);
    await seedDemoOnce(dataSource.manager, config());
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  /** The progress line is for a person at a terminal; the test keeps its output clean. */
  const quiet = () => new Writable({ write: (_chunk, _encoding, done) => done() });
  const count = async (sql: string): Promise<number> => Number((await dataSource.query(sql))[0].n);

  it("seeds the issue's proportions, a fifth of the ideas in the demo crowd, with counters that match the rows", async () => {
    const hash = await hashPassword('Scale-Pass1');
    const added = await new ScaleSeed(dataSource.manager, config(), 1500, hash, quiet()).run();

    expect(added).toMatchObject({ crowds: 2, users: 300, ideas: 1500 });
    expect(added.likes / added.ideas).toBeGreaterThan(8);
    expect(added.likes / added.ideas).toBeLessThan(12);
    expect(added.comments / added.ideas).toBeGreaterThan(2.4);
    expect(added.comments / added.ideas).toBeLessThan(3.6);
    expect(added.notifications / added.ideas).toBeGreaterThan(1.6);
    expect(added.notifications / added.ideas).toBeLessThan(2.4);
    const [demo] = await dataSource.query("SELECT ideasCount FROM crowd WHERE subdomainNormalized = 'demo'");
    expect(Number(demo.ideasCount)).toBeGreaterThanOrEqual(300);
    for (const [rule, sql] of Object.entries(CONSISTENCY))
      expect({ rule, broken: await count(sql) }).toEqual({ rule, broken: 0 });
    const user = await dataSource
      .getRepository(User)
      .findOneByOrFail({ emailNormalized: 'scale-user-000001@scale.crowd-ideas.local' });
    await expect(verifyPassword(user.passwordHash ?? '', 'Scale-Pass1')).resolves.toBe(true);
  });

  it('adds nothing when run again, and only the missing ideas for a larger --ideas', async () => {
    const hash = await hashPassword('Scale-Pass1');
    const ideasBefore = await count('SELECT COUNT(*) AS n FROM idea');

    const again = await new ScaleSeed(dataSource.manager, config(), 1500, hash, quiet()).run();
    expect(again).toEqual({ crowds: 0, users: 0, ideas: 0, likes: 0, comments: 0, notifications: 0 });
    expect(await count('SELECT COUNT(*) AS n FROM idea')).toBe(ideasBefore);

    const more = await new ScaleSeed(dataSource.manager, config(), 1600, hash, quiet()).run();
    expect(more.ideas).toBeGreaterThan(0);
    expect(await count('SELECT COUNT(*) AS n FROM idea')).toBe(ideasBefore + more.ideas);
    for (const [rule, sql] of Object.entries(CONSISTENCY))
      expect({ rule, broken: await count(sql) }).toEqual({ rule, broken: 0 });
  });
});

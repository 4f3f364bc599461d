import { DataSource } from 'typeorm';
import { ENTITIES } from '../../src/entities';
import { loadConfig } from '../../src/infra/config/config';
import { resolveDataSourceOptions } from '../../src/infra/database/data-source';
import { runMigrations } from '../../src/infra/database/migrate';
import { User } from '../../src/modules/user/entities/user.entity';
import { verifyPassword } from '../../src/modules/auth/password-hasher';
import { Crowd } from '../../src/modules/crowd/entities/crowd.entity';
import { Idea } from '../../src/modules/idea/entities/idea.entity';
import { IdeaLike } from '../../src/modules/idea/entities/idea-like.entity';
import { Comment } from '../../src/modules/idea/entities/comment.entity';
import { seedDemoOnce } from '../../src/seed/demo-seed';
import { createTestDatabase, type TestDatabase } from '../support/database';

describe('demo seed', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ ...database.env, NODE_ENV: 'test' });
    dataSource = await new DataSource(await resolveDataSourceOptions(config, ENTITIES)).initialize();
    await runMigrations(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('creates the demo crowd once and only reports it on later runs', async () => {
    const config = loadConfig({ ...database.env, NODE_ENV: 'test' });
    const first = await seedDemoOnce(dataSource.manager, config);
    const second = await seedDemoOnce(dataSource.manager, config);

    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.credentials).toEqual(first.credentials);
    expect(await dataSource.getRepository(Crowd).countBy({ subdomainNormalized: 'demo' })).toBe(1);
    expect(await dataSource.getRepository(User).count()).toBe(2);
  });

  it('gives the demo users passwords that sign in and counters that match the rows', async () => {
    const config = loadConfig({ ...database.env, NODE_ENV: 'test' });
    const { credentials } = await seedDemoOnce(dataSource.manager, config);
    const admin = await dataSource.getRepository(User).findOneByOrFail({ emailNormalized: credentials!.admin.email });
    await expect(verifyPassword(admin.passwordHash!, credentials!.admin.password)).resolves.toBe(true);

    const ideas = await dataSource.getRepository(Idea).find();
    expect(ideas.length).toBeGreaterThanOrEqual(5);
    for (const idea of ideas) {
      expect(await dataSource.getRepository(IdeaLike).countBy({ ideaId: idea.id })).toBe(idea.likeCount);
      expect(await dataSource.getRepository(Comment).countBy({ ideaId: idea.id })).toBe(idea.commentCount);
    }
  });
});

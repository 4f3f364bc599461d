import type { DataSource } from 'typeorm';
import { DomainError, StaleEntityError } from '../../src/common/errors';
import { incrementCounter, incrementCounters } from '../../src/infra/database/counters';
import { runMigrations } from '../../src/infra/database/migrate';
import { updateVersioned } from '../../src/infra/database/optimistic';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { openDataSource } from './open-data-source';

/** On MariaDB when reachable (required with REQUIRE_SERVICES=1), else SQLite. */
describe('optimistic locking and atomic counters', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let sequence = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await openDataSource(database);
    await runMigrations(dataSource);
  });

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await database?.drop();
  });

  async function createIdea(): Promise<Idea> {
    sequence += 1;
    const manager = dataSource.manager;
    const owner = await manager.save(
      manager.create(User, {
        email: `Owner${sequence}@Example.com`,
        emailNormalized: `owner${sequence}@example.com`,
        name: 'Owner',
        locale: 'en',
      }),
    );
    const crowd = await manager.save(
      manager.create(Crowd, { title: `Crowd ${sequence}`, locale: 'en', ownerId: owner.id }),
    );
    return manager.save(
      manager.create(Idea, {
        crowdId: crowd.id,
        ownerId: owner.id,
        creatorName: 'Owner',
        name: 'An idea',
        description: '<p>text</p>',
        state: 'SUBMITTED',
      }),
    );
  }

  const reload = (id: number): Promise<Idea> => dataSource.manager.findOneByOrFail(Idea, { id });

  describe('updateVersioned', () => {
    it('applies the changes and bumps the version when the expected version matches', async () => {
      const idea = await createIdea();
      expect(idea.version).toBe(1);

      const newVersion = await updateVersioned(dataSource.manager, Idea, idea.id, 1, {
        name: 'Renamed',
        featured: true,
      });

      expect(newVersion).toBe(2);
      const stored = await reload(idea.id);
      expect(stored).toMatchObject({ name: 'Renamed', featured: true, version: 2 });
      expect(stored.updatedAt.getTime()).toBeGreaterThanOrEqual(idea.updatedAt.getTime());
      await expect(updateVersioned(dataSource.manager, Idea, idea.id, 2, { name: 'Again' })).resolves.toBe(3);
    });

    it('throws StaleEntityError naming the entity on a wrong version and changes nothing', async () => {
      const idea = await createIdea();
      await updateVersioned(dataSource.manager, Idea, idea.id, 1, { name: 'First writer' });
      const before = await reload(idea.id);

      const attempt = updateVersioned(dataSource.manager, Idea, idea.id, 1, { name: 'Second writer', rewarded: true });

      await expect(attempt).rejects.toBeInstanceOf(StaleEntityError);
      await expect(attempt).rejects.toMatchObject({ entity: 'Idea' });
      expect(await reload(idea.id)).toEqual(before);
    });

    it('reports a missing row as not found, not as stale', async () => {
      const attempt = updateVersioned(dataSource.manager, Idea, 987654, 1, { name: 'Nobody' });

      await expect(attempt).rejects.toBeInstanceOf(DomainError);
      await expect(attempt).rejects.toMatchObject({ kind: 'not_found' });
    });

    it('of two concurrent writers with the same version exactly one wins', async () => {
      const idea = await createIdea();

      const results = await Promise.allSettled([
        updateVersioned(dataSource.manager, Idea, idea.id, 1, { name: 'Writer A' }),
        updateVersioned(dataSource.manager, Idea, idea.id, 1, { name: 'Writer B' }),
      ]);

      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
      expect(rejected).toHaveLength(1);
      expect(rejected[0]?.reason).toBeInstanceOf(StaleEntityError);
      expect((await reload(idea.id)).version).toBe(2);
    });
  });

  describe('incrementCounter', () => {
    it('20 concurrent increments add exactly 20', async () => {
      const idea = await createIdea();

      const found = await Promise.all(
        Array.from({ length: 20 }, () => incrementCounter(dataSource.manager, Idea, idea.id, 'likeCount', 1)),
      );

      expect(found.every(Boolean)).toBe(true);
      const stored = await reload(idea.id);
      expect(stored.likeCount).toBe(20);
      expect(stored.version).toBe(1);
    });

    it('never goes below zero', async () => {
      const idea = await createIdea();
      await incrementCounter(dataSource.manager, Idea, idea.id, 'commentCount', 2);

      await incrementCounter(dataSource.manager, Idea, idea.id, 'commentCount', -5);

      expect((await reload(idea.id)).commentCount).toBe(0);
    });

    it('changes several counters in one statement and reports a missing row', async () => {
      const idea = await createIdea();

      await expect(
        incrementCounters(dataSource.manager, Idea, idea.id, { ratingSum: 4, ratingCount: 1 }),
      ).resolves.toBe(true);
      await expect(incrementCounter(dataSource.manager, Idea, 987654, 'viewCount')).resolves.toBe(false);

      expect(await reload(idea.id)).toMatchObject({ ratingSum: 4, ratingCount: 1 });
    });

    it('rejects a non-integer step', async () => {
      const idea = await createIdea();
      await expect(incrementCounter(dataSource.manager, Idea, idea.id, 'shareCount', 0.5)).rejects.toThrow(/integer/);
    });
  });
});

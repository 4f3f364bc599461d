import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZIdeaState } from '@crowd/contracts';
import { DataSource } from 'typeorm';
import { ENTITIES } from '../../src/entities';
import { loadConfig } from '../../src/infra/config/config';
import { resolveDataSourceOptions } from '../../src/infra/database/data-source';
import { runMigrations } from '../../src/infra/database/migrate';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { verifyPassword } from '../../src/modules/auth/auth/password-hasher';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { IdeaLike } from '../../src/modules/idea/idea/entities/idea-like.entity';
import { Comment } from '../../src/modules/idea/comment/entities/comment.entity';
import { IdeaRating } from '../../src/modules/idea/idea/entities/idea-rating.entity';
import { IdeaFile } from '../../src/modules/idea/idea/entities/idea-file.entity';
import { Answer } from '../../src/modules/idea/idea/entities/answer.entity';
import { Category } from '../../src/modules/idea/category/entities/category.entity';
import { Question } from '../../src/modules/idea/questionnaire/entities/question.entity';
import { Questionnaire } from '../../src/modules/idea/questionnaire/entities/questionnaire.entity';
import { StoredFile } from '../../src/infra/files/stored-file.entity';
import { DEMO_MEMBERS } from '../../src/seed/demo-content';
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
    expect(await dataSource.getRepository(User).count()).toBe(2 + DEMO_MEMBERS.length);
  });

  it('gives the demo users passwords that sign in and counters that match the rows', async () => {
    const config = loadConfig({ ...database.env, NODE_ENV: 'test' });
    const { credentials } = await seedDemoOnce(dataSource.manager, config);
    const admin = await dataSource.getRepository(User).findOneByOrFail({ emailNormalized: credentials!.admin.email });
    await expect(verifyPassword(admin.passwordHash!, credentials!.admin.password)).resolves.toBe(true);

    const ideas = await dataSource.getRepository(Idea).find();
    expect(ideas.length).toBeGreaterThanOrEqual(30);
    for (const idea of ideas) {
      expect(await dataSource.getRepository(IdeaLike).countBy({ ideaId: idea.id })).toBe(idea.likeCount);
      expect(await dataSource.getRepository(Comment).countBy({ ideaId: idea.id })).toBe(idea.commentCount);
      const ratings = await dataSource.getRepository(IdeaRating).findBy({ ideaId: idea.id });
      expect(ratings.reduce((sum, rating) => sum + rating.value, 0)).toBe(idea.ratingSum);
      expect(ratings).toHaveLength(idea.ratingCount);
    }
    for (const category of await dataSource.getRepository(Category).find())
      expect(await dataSource.getRepository(Idea).countBy({ categoryId: category.id })).toBe(category.ideaCount);
    expect(new Set(ideas.map((idea) => idea.state)).size).toBe(ZIdeaState.options.length);
    for (const flag of ['featured', 'rewarded', 'implemented'] as const)
      expect(ideas.some((idea) => idea[flag])).toBe(true);
  });

  it('draws pictures that the image pipeline serves: covers on most ideas, galleries on some', async () => {
    const config = loadConfig({ ...database.env, NODE_ENV: 'test' });
    const ideas = await dataSource.getRepository(Idea).find();
    const covered = ideas.filter((idea) => idea.featuredImageId !== null);
    expect(covered.length).toBeGreaterThan(ideas.length / 2);
    expect(await dataSource.getRepository(IdeaFile).count()).toBeGreaterThan(0);
    const files = await dataSource.getRepository(StoredFile).find();
    for (const file of files) {
      const bytes = readFileSync(join(config.dataDir, 'files', file.storageKey));
      expect(file.contentType).toBe('image/webp');
      expect(bytes.length).toBe(file.size);
      expect(file.crowdId).toBe(ideas[0]!.crowdId);
    }
  });

  it('enables a like questionnaire whose questions every seeded like answered', async () => {
    const questionnaire = await dataSource
      .getRepository(Questionnaire)
      .findOneByOrFail({ questionnaireType: 'IDEA_LIKE' });
    expect(questionnaire.enabled).toBe(true);
    const questions = await dataSource.getRepository(Question).countBy({ questionnaireId: questionnaire.id });
    expect(questions).toBeGreaterThan(0);
    const likes = await dataSource.getRepository(IdeaLike).count();
    expect(await dataSource.getRepository(Answer).countBy({ context: 'IDEA_LIKE' })).toBe(likes * questions);
  });

  it('leaves the demo follower ideas to like (the questionnaire dialog is theirs to try)', async () => {
    const follower = await dataSource
      .getRepository(User)
      .findOneByOrFail({ emailNormalized: 'follower@demo.crowd-ideas.local' });
    const liked = await dataSource.getRepository(IdeaLike).countBy({ userId: follower.id });
    expect(liked).toBeGreaterThan(0);
    expect(await dataSource.getRepository(Idea).count()).toBeGreaterThan(liked + 20);
  });
});

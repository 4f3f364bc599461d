import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLANS, slugifyCategoryName } from '@crowd/contracts';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../infra/config/config';
import { User } from '../modules/user/entities/user.entity';
import { hashPassword } from '../modules/auth/password-hasher';
import { Category } from '../modules/crowd/entities/category.entity';
import { Crowd } from '../modules/crowd/entities/crowd.entity';
import { CrowdMember } from '../modules/crowd/entities/crowd-member.entity';
import { CrowdTheming } from '../modules/crowd/entities/crowd-theming.entity';
import { Comment } from '../modules/idea/entities/comment.entity';
import { Idea } from '../modules/idea/entities/idea.entity';
import { IdeaLike } from '../modules/idea/entities/idea-like.entity';
import { IdeaRating } from '../modules/idea/entities/idea-rating.entity';
import { Subscription } from '../modules/subscription/entities/subscription.entity';
import { DEMO_CATEGORIES, DEMO_CROWD, DEMO_IDEAS } from './demo-content';

export interface DemoCredentials {
  admin: { email: string; password: string };
  follower: { email: string; password: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh password that satisfies the password rule (upper, lower, digit, symbol). */
const demoPassword = (): string => `Demo-${randomBytes(4).toString('hex')}A1`;

async function createUser(manager: EntityManager, email: string, name: string, password: string): Promise<User> {
  return manager.save(
    manager.create(User, {
      email,
      emailNormalized: email.toLowerCase(),
      name,
      locale: 'en',
      passwordHash: await hashPassword(password),
      trialEligible: true,
      verifiedAt: new Date(),
    }),
  );
}

async function seedDemoCrowd(manager: EntityManager, config: AppConfig): Promise<DemoCredentials> {
  const credentials: DemoCredentials = {
    admin: { email: 'admin@demo.crowd-ideas.local', password: demoPassword() },
    follower: { email: 'follower@demo.crowd-ideas.local', password: demoPassword() },
  };
  const users = {
    admin: await createUser(manager, credentials.admin.email, 'Demo Admin', credentials.admin.password),
    follower: await createUser(manager, credentials.follower.email, 'Demo Follower', credentials.follower.password),
  };
  const crowd = await manager.save(
    manager.create(Crowd, {
      title: DEMO_CROWD.title,
      description: DEMO_CROWD.description,
      subdomain: DEMO_CROWD.subdomain,
      subdomainNormalized: DEMO_CROWD.subdomain,
      subdomainRouting: true,
      locale: 'en',
      visible: true,
      active: true,
      trialEligible: false,
      ownerId: users.admin.id,
      allowedDomains: [],
      ideasCount: DEMO_IDEAS.length,
    }),
  );
  await manager.save(manager.create(CrowdTheming, { crowdId: crowd.id }));
  await manager.save([
    manager.create(CrowdMember, { crowdId: crowd.id, userId: users.admin.id, role: 'CROWD_ADMIN' }),
    manager.create(CrowdMember, { crowdId: crowd.id, userId: users.follower.id, role: 'CROWD_FOLLOWER' }),
  ]);
  const now = Date.now();
  const trial = PLANS[0];
  await manager.save(
    manager.create(Subscription, {
      crowdId: crowd.id,
      tier: trial.tier,
      name: trial.name,
      status: 'ACTIVE',
      validFrom: new Date(now),
      validTo: new Date(now + config.env.TRIAL_DAYS * DAY_MS),
      baseMonthlyPrice: trial.baseMonthlyPrice,
      currency: trial.currency,
    }),
  );
  const categories = await manager.save(
    DEMO_CATEGORIES.map((category, index) =>
      manager.create(Category, {
        crowdId: crowd.id,
        name: category.name,
        slug: slugifyCategoryName(category.name),
        description: category.description,
        ideaCount: DEMO_IDEAS.filter((idea) => idea.category === index).length,
      }),
    ),
  );
  for (const demo of DEMO_IDEAS) {
    const createdAt = new Date(now - demo.daysAgo * DAY_MS);
    const author = users[demo.author];
    const idea = await manager.save(
      manager.create(Idea, {
        crowdId: crowd.id,
        categoryId: categories[demo.category]?.id ?? null,
        ownerId: author.id,
        creatorName: author.name,
        name: demo.name,
        description: demo.description,
        state: demo.state,
        featured: demo.featured ?? false,
        implemented: demo.implemented ?? false,
        likeCount: demo.likedBy.length,
        commentCount: demo.comments.length,
        viewCount: 3 * demo.likedBy.length + demo.comments.length + 1,
        ratingSum: demo.ratings.reduce((sum, rating) => sum + rating.value, 0),
        ratingCount: demo.ratings.length,
        createdAt,
        updatedAt: createdAt,
      }),
    );
    await manager.save(
      demo.likedBy.map((by, index) =>
        manager.create(IdeaLike, {
          ideaId: idea.id,
          userId: users[by].id,
          createdAt: new Date(createdAt.getTime() + (index + 1) * 3600_000),
        }),
      ),
    );
    await manager.save(
      demo.ratings.map((rating) =>
        manager.create(IdeaRating, { ideaId: idea.id, userId: users[rating.by].id, value: rating.value }),
      ),
    );
    await manager.save(
      demo.comments.map((comment, index) => {
        const at = new Date(createdAt.getTime() + (index + 1) * 7200_000);
        return manager.create(Comment, {
          ideaId: idea.id,
          crowdId: crowd.id,
          ownerId: users[comment.by].id,
          authorName: users[comment.by].name,
          content: comment.content,
          createdAt: at,
          updatedAt: at,
        });
      }),
    );
  }
  return credentials;
}

export function formatCredentials(credentials: DemoCredentials, config: AppConfig): string {
  return [
    `Demo crowd: ${config.publicUrl(`${DEMO_CROWD.subdomain}.${config.mainHost}`)}`,
    `  admin     ${credentials.admin.email} / ${credentials.admin.password}`,
    `  follower  ${credentials.follower.email} / ${credentials.follower.password}`,
    '',
  ].join('\n');
}

/**
 * Seeds the demo crowd unless it exists (the crowd's unique subdomain makes a concurrent second
 * run fail instead of duplicating). Credentials are kept in DATA_DIR so later starts can show them.
 */
export async function seedDemoOnce(
  manager: EntityManager,
  config: AppConfig,
): Promise<{ created: boolean; credentials: DemoCredentials | undefined }> {
  const credentialsFile = join(config.dataDir, 'demo-credentials.json');
  const existing = await manager.findOneBy(Crowd, { subdomainNormalized: DEMO_CROWD.subdomain });
  if (existing) {
    const credentials = existsSync(credentialsFile)
      ? (JSON.parse(readFileSync(credentialsFile, 'utf8')) as DemoCredentials)
      : undefined;
    return { created: false, credentials };
  }
  const credentials = await manager.transaction((transaction) => seedDemoCrowd(transaction, config));
  writeFileSync(credentialsFile, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return { created: true, credentials };
}

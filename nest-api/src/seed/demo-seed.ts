import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLANS, slugifyCategoryName } from '@crowd/contracts';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../infra/config/config';
import { User } from '../modules/auth/user/entities/user.entity';
import { hashPassword } from '../modules/auth/auth/password-hasher';
import { Category } from '../modules/idea/category/entities/category.entity';
import { Crowd } from '../modules/crowd/crowd/entities/crowd.entity';
import { CrowdMember } from '../modules/crowd/crowd/entities/crowd-member.entity';
import { CrowdTheming } from '../modules/crowd/crowd/entities/crowd-theming.entity';
import { Comment } from '../modules/idea/comment/entities/comment.entity';
import { Idea } from '../modules/idea/idea/entities/idea.entity';
import { writeIdeaSearchRow } from '../modules/idea/idea/idea-search-index.repository';
import { IdeaLike } from '../modules/idea/idea/entities/idea-like.entity';
import { IdeaRating } from '../modules/idea/idea/entities/idea-rating.entity';
import { PaymentMethod } from '../modules/subscription/payments/entities/payment-method.entity';
import { Subscription } from '../modules/subscription/subscription/entities/subscription.entity';
import { Answer } from '../modules/idea/idea/entities/answer.entity';
import { IdeaFile } from '../modules/idea/idea/entities/idea-file.entity';
import { Question } from '../modules/idea/questionnaire/entities/question.entity';
import { QuestionOption } from '../modules/idea/questionnaire/entities/question-option.entity';
import { Questionnaire } from '../modules/idea/questionnaire/entities/questionnaire.entity';
import { FilesService } from '../infra/files/files.service';
import { StoredFileRepository } from '../infra/files/stored-file.repository';
import { DiskFileStorage } from '../infra/files/file-storage';
import type { TransactionHost, TransactionalAdapterTypeOrm } from '../infra/database/unit-of-work';
import {
  DEMO_CATEGORIES,
  DEMO_CROWD,
  DEMO_IDEAS,
  DEMO_LIKE_QUESTIONNAIRE,
  DEMO_LIKE_TEXT_ANSWERS,
  DEMO_LIKERS,
  DEMO_MEMBERS,
  type DemoUserKey,
} from './demo-content';
import { demoPicture } from './demo-pictures';
import { billingDayOf, nextBillingDate } from '../modules/subscription/subscription/billing-calendar';

export interface DemoCredentials {
  admin: { email: string; password: string };
  follower: { email: string; password: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** A fresh password that satisfies the password rule (upper, lower, digit, symbol). */
const demoPassword = (): string => `Demo-${randomBytes(4).toString('hex')}A1`;

async function createUser(manager: EntityManager, email: string, name: string, password: string | null): Promise<User> {
  return manager.save(
    manager.create(User, {
      email,
      emailNormalized: email.toLowerCase(),
      name,
      locale: 'en',
      passwordHash: password === null ? null : await hashPassword(password),
      trialEligible: true,
      verifiedAt: new Date(),
    }),
  );
}

/**
 * The seed stores its pictures through the same FilesService as an upload, on the seed's own
 * connection. A failed seed rolls its rows back; the few picture files it wrote stay unreferenced.
 */
function seedFiles(manager: EntityManager, config: AppConfig): FilesService {
  const host = { tx: manager } as unknown as TransactionHost<TransactionalAdapterTypeOrm>;
  return new FilesService(new DiskFileStorage(join(config.dataDir, 'files')), new StoredFileRepository(host));
}

interface LikeQuestionnaire {
  id: number;
  questions: Array<{ question: Question; options: QuestionOption[] }>;
}

async function seedLikeQuestionnaire(manager: EntityManager, crowdId: number): Promise<LikeQuestionnaire> {
  const questionnaire = await manager.save(
    manager.create(Questionnaire, { crowdId, questionnaireType: 'IDEA_LIKE', enabled: true }),
  );
  const questions: LikeQuestionnaire['questions'] = [];
  for (const [position, demo] of DEMO_LIKE_QUESTIONNAIRE.entries()) {
    const question = await manager.save(
      manager.create(Question, {
        questionnaireId: questionnaire.id,
        questionType: demo.type,
        questionText: demo.text,
        position,
      }),
    );
    const options = await manager.save(
      demo.options.map((text, index) =>
        manager.create(QuestionOption, { questionId: question.id, text, position: index }),
      ),
    );
    questions.push({ question, options });
  }
  return { id: questionnaire.id, questions };
}

/** The answers one seeded like gives: an option chosen and a text written in turn. */
function likeAnswers(
  manager: EntityManager,
  questionnaire: LikeQuestionnaire,
  like: Pick<IdeaLike, 'ideaId' | 'userId' | 'createdAt'>,
  turn: number,
): Answer[] {
  return questionnaire.questions.map(({ question, options }) => {
    const option = options.length > 0 ? options[turn % options.length] : undefined;
    return manager.create(Answer, {
      questionnaireId: questionnaire.id,
      questionId: question.id,
      ideaId: like.ideaId,
      userId: like.userId,
      context: 'IDEA_LIKE',
      questionText: question.questionText,
      optionIds: option ? [option.id] : [],
      optionTexts: option ? [option.text] : [],
      textAnswer: option ? null : DEMO_LIKE_TEXT_ANSWERS[turn % DEMO_LIKE_TEXT_ANSWERS.length],
      createdAt: like.createdAt,
    });
  });
}

async function seedDemoCrowd(manager: EntityManager, config: AppConfig): Promise<DemoCredentials> {
  const credentials: DemoCredentials = {
    admin: { email: 'admin@demo.crowd-ideas.local', password: demoPassword() },
    follower: { email: 'follower@demo.crowd-ideas.local', password: demoPassword() },
  };
  const users = {
    admin: await createUser(manager, credentials.admin.email, 'Demo Admin', credentials.admin.password),
    follower: await createUser(manager, credentials.follower.email, 'Demo Follower', credentials.follower.password),
  } as Record<DemoUserKey, User>;
  for (const member of DEMO_MEMBERS)
    users[member.key] = await createUser(manager, `${member.key}@demo.crowd-ideas.local`, member.name, null);
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
    ...DEMO_MEMBERS.map((member) =>
      manager.create(CrowdMember, { crowdId: crowd.id, userId: users[member.key].id, role: 'CROWD_FOLLOWER' }),
    ),
  ]);
  await seedPaidPlan(manager, crowd.id, users.admin.id);
  const now = Date.now();
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
  const questionnaire = await seedLikeQuestionnaire(manager, crowd.id);
  const files = seedFiles(manager, config);
  const picture = async (hue: number, variant: number, purpose: 'IDEA_FEATURED' | 'IDEA_ATTACHMENT', ownerId: number) =>
    files.store({
      buffer: await demoPicture(hue, variant),
      purpose,
      crowdId: crowd.id,
      ownerId,
      originalName: `demo-${hue}-${variant}.webp`,
    });
  let answerTurn = 0;
  // Oldest first, so ids grow with the creation date as they would in a real crowd.
  const oldestFirst = [...DEMO_IDEAS].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const [order, demo] of oldestFirst.entries()) {
    const createdAt = new Date(now - demo.daysAgo * DAY_MS - (oldestFirst.length - order) * HOUR_MS);
    const author = users[demo.author];
    const likers = [...DEMO_LIKERS.slice(0, demo.likes), ...(demo.followerLikes ? (['follower'] as const) : [])];
    const cover = demo.hue === null ? null : await picture(demo.hue, 0, 'IDEA_FEATURED', author.id);
    const idea = await manager.save(
      manager.create(Idea, {
        crowdId: crowd.id,
        categoryId: demo.category === null ? null : (categories[demo.category]?.id ?? null),
        ownerId: author.id,
        creatorName: author.name,
        name: demo.name,
        description: demo.description,
        state: demo.state,
        featured: demo.featured ?? false,
        rewarded: demo.rewarded ?? false,
        implemented: demo.implemented ?? false,
        featuredImageId: cover?.id ?? null,
        likeCount: likers.length,
        commentCount: demo.comments.length,
        shareCount: Math.floor(likers.length / 3),
        viewCount: 4 * likers.length + 2 * demo.comments.length + 3,
        ratingSum: demo.ratings.reduce((sum, value) => sum + value, 0),
        ratingCount: demo.ratings.length,
        createdAt,
        updatedAt: createdAt,
      }),
    );
    if (demo.hue !== null)
      for (let variant = 1; variant <= (demo.attachments ?? 0); variant += 1) {
        const attachment = await picture(demo.hue, variant, 'IDEA_ATTACHMENT', author.id);
        await manager.save(manager.create(IdeaFile, { ideaId: idea.id, fileId: attachment.id, position: variant - 1 }));
      }
    // Likes, ratings and comments fall between the idea's creation and now.
    const span = Math.max(now - createdAt.getTime(), HOUR_MS);
    const likes = likers.map((by, index) =>
      manager.create(IdeaLike, {
        ideaId: idea.id,
        userId: users[by].id,
        createdAt: new Date(createdAt.getTime() + ((index + 1) * span) / (likers.length + 2)),
      }),
    );
    await manager.save(likes);
    await manager.save(likes.flatMap((like) => likeAnswers(manager, questionnaire, like, answerTurn++)));
    await manager.save(
      demo.ratings.map((value, index) =>
        manager.create(IdeaRating, { ideaId: idea.id, userId: users[DEMO_LIKERS[index] ?? 'admin'].id, value }),
      ),
    );
    await manager.save(
      demo.comments.map((comment, index) => {
        const at = new Date(createdAt.getTime() + ((index + 1) * span) / (demo.comments.length + 1));
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
    await writeIdeaSearchRow(
      manager,
      idea,
      demo.comments.map((comment) => comment.content),
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

/**
 * The demo crowd is on the Concert plan (private crowd, managers, advanced settings to try), paid
 * with the admin's saved test card: Stripe's `pm_card_visa`, which the offline provider charges
 * successfully, so the renewals keep the demo alive (decision 027).
 */
async function seedPaidPlan(manager: EntityManager, crowdId: number, adminId: number): Promise<void> {
  const plan = PLANS[2];
  const now = new Date();
  const card = await manager.save(
    manager.create(PaymentMethod, {
      userId: adminId,
      providerId: 'pm_card_visa',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: now.getUTCFullYear() + 5,
      primary: true,
      createdAt: now,
    }),
  );
  await manager.save(
    manager.create(Subscription, {
      crowdId,
      tier: plan.tier,
      name: plan.name,
      status: 'ACTIVE',
      validFrom: now,
      validTo: nextBillingDate(now, billingDayOf(now)),
      billingDay: billingDayOf(now),
      baseMonthlyPrice: plan.baseMonthlyPrice,
      currency: plan.currency,
      paymentProcessorId: 'sub_off_demo',
      paymentMethodId: card.id,
    }),
  );
}

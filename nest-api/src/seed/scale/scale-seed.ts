import { PLANS, slugifyCategoryName } from '@crowd/contracts';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../infra/config/config';
import { Category } from '../../modules/idea/category/entities/category.entity';
import { CrowdMember } from '../../modules/crowd/crowd/entities/crowd-member.entity';
import { CrowdTheming } from '../../modules/crowd/crowd/entities/crowd-theming.entity';
import { Crowd } from '../../modules/crowd/crowd/entities/crowd.entity';
import { Subscription } from '../../modules/subscription/subscription/entities/subscription.entity';
import { DEMO_CROWD } from '../demo-content';
import { bulkInsert, sqlDate, type SqlValue } from './bulk-insert';
import { Progress, type ProgressStream } from './progress';
import {
  CATEGORY_NAMES,
  commentText,
  ideaState,
  ideaText,
  planFor,
  random,
  scaleCrowdIdeas,
  skewedCount,
  userName,
  type ScalePlan,
} from './scale-plan';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The seeded ideas were written over the last two years. */
const HISTORY_MS = 730 * DAY_MS;
/** Ideas written per transaction: a run stopped midway keeps whole chunks, and the next run tops them up. */
const CHUNK = 1_000;
const EMAIL_DOMAIN = 'scale.crowd-ideas.local';
const USER_PREFIX = 'scale-user-';
const CROWD_PREFIX = 'scale-';

export interface ScaleCounts {
  crowds: number;
  users: number;
  ideas: number;
  likes: number;
  comments: number;
  notifications: number;
}

interface SeededCrowd {
  id: number;
  seed: number;
  subdomain: string;
  title: string;
  adminId: number;
  categoryIds: number[];
  /** User ordinals of its members (the scale users among them). */
  members: number[];
  targetIdeas: number;
}

const userEmail = (ordinal: number): string => `${USER_PREFIX}${String(ordinal + 1).padStart(6, '0')}@${EMAIL_DOMAIN}`;

/**
 * Seeds (or tops up to) the scaled data set of issue 27 beside the demo crowd: users, crowds, ideas
 * with their likes, comments and the notifications those caused. Every row is generated from its
 * ordinal, so a second run finds what exists and adds only what is missing.
 */
export class ScaleSeed {
  private readonly plan: ScalePlan;
  private readonly now = Date.now();
  private readonly added: ScaleCounts = { crowds: 0, users: 0, ideas: 0, likes: 0, comments: 0, notifications: 0 };
  private userIds: number[] = [];

  constructor(
    private readonly manager: EntityManager,
    private readonly config: AppConfig,
    ideas: number,
    private readonly passwordHash: string,
    private readonly progressTo: ProgressStream = process.stderr,
  ) {
    this.plan = planFor(ideas);
  }

  async run(): Promise<ScaleCounts> {
    this.userIds = await this.ensureUsers();
    const crowds = [await this.demoCrowd()];
    for (let index = 0; index < this.plan.scaleCrowds; index += 1) crowds.push(await this.ensureScaleCrowd(index));
    const missing = new Map<SeededCrowd, number>();
    for (const crowd of crowds) missing.set(crowd, crowd.targetIdeas - (await this.existingIdeas(crowd)));
    const missingIdeas = [...missing.values()].reduce((sum, count) => sum + Math.max(0, count), 0);
    const perIdea = 1 + this.plan.likesPerIdea + this.plan.commentsPerIdea + 2;
    const progress = new Progress(Math.round(missingIdeas * perIdea), this.progressTo);
    for (const [crowd, count] of missing) {
      if (count <= 0) continue;
      await this.ensureMembers(crowd);
      const first = crowd.targetIdeas - count;
      for (let start = first; start < crowd.targetIdeas; start += CHUNK) {
        const end = Math.min(crowd.targetIdeas, start + CHUNK);
        const rows = await this.manager.transaction((tx) => this.seedIdeas(tx, crowd, start, end));
        progress.advance(rows, crowd.subdomain);
      }
      await this.recount(crowd);
    }
    progress.finish();
    return this.added;
  }

  /** The scale users, all with one password hashed once; ids by ordinal. */
  private async ensureUsers(): Promise<number[]> {
    const at = sqlDate(this.now - HISTORY_MS - DAY_MS);
    const rows: SqlValue[][] = [];
    for (let ordinal = 0; ordinal < this.plan.users; ordinal += 1) {
      const email = userEmail(ordinal);
      rows.push([email, email, userName(ordinal), 'en', this.passwordHash, 1, at, 1, at, at]);
    }
    const before = await this.countUsers();
    await this.manager.transaction((tx) =>
      bulkInsert(
        tx,
        'user',
        [
          'email',
          'emailNormalized',
          'name',
          'locale',
          'passwordHash',
          'trialEligible',
          'verifiedAt',
          'version',
          'createdAt',
          'updatedAt',
        ],
        rows,
        { ignore: true },
      ),
    );
    const found: Array<{ id: number; emailNormalized: string }> = await this.manager.query(
      `SELECT id, emailNormalized FROM ${this.escape('user')} WHERE emailNormalized LIKE ?`,
      [`${USER_PREFIX}%@${EMAIL_DOMAIN}`],
    );
    this.added.users = found.length - before;
    const ids: number[] = [];
    for (const { id, emailNormalized } of found)
      ids[Number(emailNormalized.slice(USER_PREFIX.length, USER_PREFIX.length + 6)) - 1] = Number(id);
    return ids.slice(0, this.plan.users);
  }

  private async countUsers(): Promise<number> {
    const [row] = await this.manager.query(
      `SELECT COUNT(*) AS n FROM ${this.escape('user')} WHERE emailNormalized LIKE ?`,
      [`${USER_PREFIX}%@${EMAIL_DOMAIN}`],
    );
    return Number(row.n);
  }

  /** The demo crowd (seeded first by `npm start`'s seed) takes a fifth of the ideas, liked by a quarter of the users. */
  private async demoCrowd(): Promise<SeededCrowd> {
    const crowd = await this.manager.findOneByOrFail(Crowd, { subdomainNormalized: DEMO_CROWD.subdomain });
    const categories = await this.manager.find(Category, { where: { crowdId: crowd.id }, order: { id: 'ASC' } });
    const members = Array.from({ length: Math.ceil(this.plan.users / 4) }, (_, index) => index * 4);
    return {
      id: crowd.id,
      seed: 0,
      subdomain: DEMO_CROWD.subdomain,
      title: crowd.title,
      adminId: crowd.ownerId ?? this.userIds[0]!,
      categoryIds: categories.map((category) => category.id),
      members,
      targetIdeas: this.plan.demoIdeas,
    };
  }

  private async ensureScaleCrowd(index: number): Promise<SeededCrowd> {
    const subdomain = `${CROWD_PREFIX}${String(index + 1).padStart(3, '0')}`;
    const title = `Scale crowd ${index + 1}`;
    const members: number[] = [];
    for (let ordinal = index; ordinal < this.plan.users; ordinal += this.plan.scaleCrowds) members.push(ordinal);
    const adminId = this.userIds[members[0]!]!;
    let crowd = await this.manager.findOneBy(Crowd, { subdomainNormalized: subdomain });
    if (!crowd) {
      crowd = await this.manager.transaction((tx) => this.createCrowd(tx, subdomain, title, adminId));
      this.added.crowds += 1;
    }
    const categories = await this.manager.find(Category, { where: { crowdId: crowd.id }, order: { id: 'ASC' } });
    return {
      id: crowd.id,
      seed: index + 1,
      subdomain,
      title,
      adminId,
      categoryIds: categories.map((category) => category.id),
      members,
      targetIdeas: scaleCrowdIdeas(this.plan, index),
    };
  }

  /** A public crowd on the Concert plan, as the demo crowd, with four categories and its admin. */
  private async createCrowd(tx: EntityManager, subdomain: string, title: string, adminId: number): Promise<Crowd> {
    const crowd = await tx.save(
      tx.create(Crowd, {
        title,
        description: 'A crowd of the scaled data set (npm run seed:scale).',
        subdomain,
        subdomainNormalized: subdomain,
        subdomainRouting: true,
        locale: 'en',
        visible: true,
        active: true,
        trialEligible: false,
        ownerId: adminId,
        allowedDomains: [],
      }),
    );
    await tx.save(tx.create(CrowdTheming, { crowdId: crowd.id }));
    await tx.save(tx.create(CrowdMember, { crowdId: crowd.id, userId: adminId, role: 'CROWD_ADMIN' }));
    await tx.save(
      CATEGORY_NAMES.map((name) =>
        tx.create(Category, { crowdId: crowd.id, name, slug: slugifyCategoryName(name), description: null }),
      ),
    );
    const plan = PLANS[2];
    await tx.save(
      tx.create(Subscription, {
        crowdId: crowd.id,
        tier: plan.tier,
        name: plan.name,
        status: 'ACTIVE',
        validFrom: new Date(this.now - DAY_MS),
        validTo: new Date(this.now + 30 * DAY_MS),
        baseMonthlyPrice: plan.baseMonthlyPrice,
        currency: plan.currency,
      }),
    );
    return crowd;
  }

  private async ensureMembers(crowd: SeededCrowd): Promise<void> {
    const at = sqlDate(this.now - HISTORY_MS);
    await this.manager.transaction((tx) =>
      bulkInsert(
        tx,
        'crowd_member',
        ['crowdId', 'userId', 'role', 'disabled', 'version', 'createdAt'],
        crowd.members.map((ordinal) => [crowd.id, this.userIds[ordinal]!, 'CROWD_FOLLOWER', 0, 1, at]),
        { ignore: true },
      ),
    );
  }

  /** The crowd's ideas written by scale users: whole chunks of earlier runs. */
  private async existingIdeas(crowd: SeededCrowd): Promise<number> {
    const [row] = await this.manager.query(
      `SELECT COUNT(*) AS n FROM idea i JOIN ${this.escape('user')} u ON u.id = i.ownerId ` +
        'WHERE i.crowdId = ? AND u.emailNormalized LIKE ?',
      [crowd.id, `${USER_PREFIX}%@${EMAIL_DOMAIN}`],
    );
    return Number(row.n);
  }

  /** Ideas `start`..`end - 1` of the crowd with their likes, comments and notifications; answers the rows written. */
  private async seedIdeas(tx: EntityManager, crowd: SeededCrowd, start: number, end: number): Promise<number> {
    const step = HISTORY_MS / crowd.targetIdeas;
    const domain = `${crowd.subdomain}.${this.config.mainHost}`;
    const ideas: SqlValue[][] = [];
    const generated: Array<{
      ownerOrdinal: number;
      name: string;
      createdAt: number;
      likers: number[];
      comments: Array<{ by: number; text: string }>;
    }> = [];
    for (let ordinal = start; ordinal < end; ordinal += 1) {
      const next = random(crowd.seed * 1_000_003 + ordinal);
      const members = crowd.members;
      const ownerOrdinal = members[Math.floor(next() * members.length)]!;
      const createdAt = this.now - HISTORY_MS + ordinal * step;
      const likeCount = skewedCount(next, this.plan.likesPerIdea, members.length - 1);
      const from = Math.floor(next() * members.length);
      const likers: number[] = [];
      for (let offset = 0; likers.length < likeCount; offset += 1) {
        const liker = members[(from + offset) % members.length]!;
        if (liker !== ownerOrdinal) likers.push(liker);
      }
      const comments = Array.from({ length: skewedCount(next, this.plan.commentsPerIdea, 50) }, () => ({
        by: members[Math.floor(next() * members.length)]!,
        text: commentText(next),
      }));
      const { name, description } = ideaText(next, ordinal);
      const state = ideaState(next);
      const categoryId =
        crowd.categoryIds.length > 0 && next() < 0.9
          ? crowd.categoryIds[Math.floor(next() * crowd.categoryIds.length)]!
          : null;
      const at = sqlDate(createdAt);
      ideas.push([
        crowd.id,
        categoryId,
        this.userIds[ownerOrdinal]!,
        userName(ownerOrdinal),
        name,
        description,
        state,
        next() < 0.03 ? 1 : 0,
        next() < 0.01 ? 1 : 0,
        state === 'IMPLEMENTED' ? 1 : 0,
        likers.length,
        comments.length,
        Math.floor(likers.length / 3),
        4 * likers.length + 2 * comments.length + 3,
        1,
        at,
        at,
      ]);
      generated.push({ ownerOrdinal, name, createdAt, likers, comments });
    }
    const ideaIds = await this.insertReturningIds(tx, 'idea', crowd.id, ideas, [
      'crowdId',
      'categoryId',
      'ownerId',
      'creatorName',
      'name',
      'description',
      'state',
      'featured',
      'rewarded',
      'implemented',
      'likeCount',
      'commentCount',
      'shareCount',
      'viewCount',
      'version',
      'createdAt',
      'updatedAt',
    ]);

    const likes: SqlValue[][] = [];
    const comments: SqlValue[][] = [];
    generated.forEach((idea, index) => {
      const ideaId = ideaIds[index]!;
      const span = Math.max(this.now - idea.createdAt, DAY_MS);
      idea.likers.forEach((liker, turn) => {
        likes.push([
          ideaId,
          this.userIds[liker]!,
          sqlDate(idea.createdAt + ((turn + 1) * span) / (idea.likers.length + 2)),
        ]);
      });
      idea.comments.forEach((comment, turn) => {
        const at = sqlDate(idea.createdAt + ((turn + 1) * span) / (idea.comments.length + 1));
        comments.push([ideaId, crowd.id, this.userIds[comment.by]!, userName(comment.by), comment.text, 1, at, at]);
      });
    });
    await bulkInsert(tx, 'idea_like', ['ideaId', 'userId', 'createdAt'], likes);
    const commentIds = await this.insertReturningIds(tx, 'comment', crowd.id, comments, [
      'ideaId',
      'crowdId',
      'ownerId',
      'authorName',
      'content',
      'version',
      'createdAt',
      'updatedAt',
    ]);

    const notifications: SqlValue[][] = [];
    const notify = (userId: number, type: string, ideaId: number, eventKey: string, at: number, data: object) => {
      // Older notices have been read; the last week's wait in the inbox.
      const readAt = at < this.now - 7 * DAY_MS ? sqlDate(at + DAY_MS) : null;
      notifications.push([userId, type, 'idea', ideaId, crowd.id, eventKey, JSON.stringify(data), readAt, sqlDate(at)]);
    };
    let commentIndex = 0;
    generated.forEach((idea, index) => {
      const ideaId = ideaIds[index]!;
      const ownerId = this.userIds[idea.ownerOrdinal]!;
      const base = { name: idea.name, domain, crowdName: crowd.title };
      const span = Math.max(this.now - idea.createdAt, DAY_MS);
      if ((start + index) % 8 < 3 && crowd.adminId !== ownerId)
        notify(crowd.adminId, 'ideaAdded', ideaId, `ideaAdded:${ideaId}`, idea.createdAt, base);
      const [firstLiker] = idea.likers;
      if (firstLiker !== undefined) {
        const at = idea.createdAt + span / (idea.likers.length + 2);
        notify(ownerId, 'ideaLiked', ideaId, `ideaLiked:${ideaId}:${this.userIds[firstLiker]}`, at, base);
      }
      const [firstComment] = idea.comments;
      if (firstComment !== undefined && firstComment.by !== idea.ownerOrdinal) {
        const at = idea.createdAt + span / (idea.comments.length + 1);
        const key = `ideaCommented:${commentIds[commentIndex]}`;
        notify(ownerId, 'ideaCommented', ideaId, key, at, { ...base, authorName: userName(firstComment.by) });
      }
      commentIndex += idea.comments.length;
    });
    await bulkInsert(
      tx,
      'notification',
      ['userId', 'type', 'entityType', 'entityId', 'crowdId', 'eventKey', 'data', 'readAt', 'createdAt'],
      notifications,
    );
    this.added.ideas += ideas.length;
    this.added.likes += likes.length;
    this.added.comments += comments.length;
    this.added.notifications += notifications.length;
    return ideas.length + likes.length + comments.length + notifications.length;
  }

  /** Inserts the crowd's rows and reads their ids back in insertion order (ids grow within the transaction). */
  private async insertReturningIds(
    tx: EntityManager,
    table: 'idea' | 'comment',
    crowdId: number,
    rows: SqlValue[][],
    columns: string[],
  ): Promise<number[]> {
    const [{ last }] = await tx.query(`SELECT COALESCE(MAX(id), 0) AS last FROM ${this.escape(table)}`);
    await bulkInsert(tx, table, columns, rows);
    const inserted: Array<{ id: number }> = await tx.query(
      `SELECT id FROM ${this.escape(table)} WHERE crowdId = ? AND id > ? ORDER BY id`,
      [crowdId, Number(last)],
    );
    if (inserted.length !== rows.length)
      throw new Error(`${table}: expected ${rows.length} new rows of crowd ${crowdId}, found ${inserted.length}`);
    return inserted.map(({ id }) => Number(id));
  }

  /** The crowd's and its categories' idea counters, as the app keeps them, from the rows. */
  private async recount(crowd: SeededCrowd): Promise<void> {
    await this.manager.query(
      'UPDATE crowd SET ideasCount = (SELECT COUNT(*) FROM idea WHERE idea.crowdId = crowd.id) WHERE id = ?',
      [crowd.id],
    );
    await this.manager.query(
      'UPDATE category SET ideaCount = (SELECT COUNT(*) FROM idea WHERE idea.categoryId = category.id) WHERE crowdId = ?',
      [crowd.id],
    );
  }

  private escape(name: string): string {
    return this.manager.connection.driver.escape(name);
  }
}

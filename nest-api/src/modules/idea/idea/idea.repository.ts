import { Injectable } from '@nestjs/common';
import type { TIdeaState, TQuestionAnswer } from '@crowd/contracts';
import { Brackets, In } from 'typeorm';
import { incrementCounters } from '../../../infra/database/counters';
import {
  TransactionalRepository,
  TransactionHost,
  type TransactionalAdapterTypeOrm,
} from '../../../infra/database/unit-of-work';
import { inShownCategory, joinIdeaCategory, selectCategoryVisible } from '../category/category-visibility.query';
import { UserRepository } from '../../auth/user/user.repository';
import { Answer } from './entities/answer.entity';
import { IdeaFile } from './entities/idea-file.entity';
import { IdeaLike } from './entities/idea-like.entity';
import { IdeaRating } from './entities/idea-rating.entity';
import { IdeaVideo } from './entities/idea-video.entity';
import { Idea } from './entities/idea.entity';
import { pageOfIdeas } from './idea-page.query';

export type TIdeaCounter = 'likeCount' | 'commentCount' | 'shareCount' | 'viewCount';

/** The column a page of ideas is ordered by (descending, then by id descending). */
export type TIdeaSortKey = 'id' | 'likeCount' | 'commentCount';

/** Where the previous page ended: its last idea's sort value and id. */
interface IdeaPageCursor {
  sortValue: number;
  id: number;
}

export interface IdeaPageQuery {
  crowdId: number;
  categoryId?: number;
  onlyFlag?: 'featured' | 'rewarded';
  sortKey: TIdeaSortKey;
  after?: IdeaPageCursor;
  limit: number;
}

/**
 * The admin table's order: a column, or a rank (crowds by their title, states in their lifecycle
 * order) that the caller lists as ids or states, first to last.
 */
export type AdminIdeaOrder = { dir: 'ASC' | 'DESC' } & (
  | { by: 'createdAt' | 'name' | 'likeCount' | 'commentCount' }
  | { by: 'crowd'; ranked: readonly number[] }
  | { by: 'state'; ranked: readonly TIdeaState[] }
);

/**
 * The ranks are written into the SQL, never bound: they are ids this server read and its own
 * state names, and a CASE over them sorts the same on SQLite and MariaDB.
 */
function adminOrderExpression(order: AdminIdeaOrder): string {
  switch (order.by) {
    case 'name':
      return 'LOWER(idea.name)';
    case 'crowd':
      return rankCase(
        'idea.crowdId',
        order.ranked.map((id) => String(Math.trunc(id))),
      );
    case 'state':
      return rankCase(
        'idea.state',
        order.ranked.map((state) => `'${state}'`),
      );
    default:
      return `idea.${order.by}`;
  }
}

const rankCase = (column: string, ranked: readonly string[]): string =>
  ranked.length === 0
    ? '0'
    : `CASE ${column} ${ranked.map((value, rank) => `WHEN ${value} THEN ${rank}`).join(' ')} ELSE ${ranked.length} END`;

/** An idea and whether its category is shown (true without one). */
export interface IdeaWithCategory {
  idea: Idea;
  categoryVisible: boolean;
}

/** A crowd's ideas as its site counts them (hidden categories left out). */
export interface CrowdIdeaTotals {
  ideaCount: number;
  likeSum: number;
}

/** What one reader has done with one idea. */
export interface IdeaReaderState {
  liked: boolean;
  rating: number | null;
  likeQuestionnaireAnswered: boolean;
  creationAnswers: TQuestionAnswer[];
}

/** What an idea card shows beyond the idea row, loaded for a whole page at once. */
export interface IdeaExtras {
  fileIds: Map<number, number[]>;
  videos: Map<number, string[]>;
  avatars: Map<number, number | null>;
}

const groupBy = <T, V>(rows: T[], key: (row: T) => number, value: (row: T) => V): Map<number, V[]> => {
  const groups = new Map<number, V[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), value(row)]);
  return groups;
};

/** Ideas read with only the columns named (`Column`), or whole when none are. */
export type IdeaWith<Column extends keyof Idea> = [Column] extends [never] ? Idea : Pick<Idea, Column>;

/** Reads and counter updates of ideas. */
@Injectable()
export class IdeaRepository extends TransactionalRepository {
  constructor(
    txHost: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly users: UserRepository,
  ) {
    super(txHost);
  }

  /**
   * Atomic `SET n = n + :delta`, clamped at 0 (`incrementCounters`): concurrent likes or comments
   * never lose an update, and the idea's `version` is left alone. Returns whether the idea exists.
   */
  incrementCounter(ideaId: number, counter: TIdeaCounter, delta: number): Promise<boolean> {
    return incrementCounters(this.manager, Idea, ideaId, { [counter]: delta });
  }

  async counterOf(ideaId: number, counter: TIdeaCounter): Promise<number> {
    const idea = await this.manager
      .getRepository(Idea)
      .findOne({ where: { id: ideaId }, select: { id: true, [counter]: true } });
    return idea?.[counter] ?? 0;
  }

  /** Whether the idea was merged into another (read fresh: call after a write that locked its row). */
  async isMerged(ideaId: number): Promise<boolean> {
    const idea = await this.manager
      .getRepository(Idea)
      .findOne({ where: { id: ideaId }, select: { id: true, mergedIntoId: true } });
    return idea?.mergedIntoId != null;
  }

  existsInCrowd(crowdId: number): Promise<boolean> {
    return this.manager.getRepository(Idea).existsBy({ crowdId });
  }

  /**
   * One page of a crowd's standing ideas (merged ones left out) that are in a visible category or in none, by keyset: the rows
   * after the cursor in (sort key, id) descending order, so page 500 reads as few rows as page 1
   * (the crowd's (crowdId, likeCount) / (crowdId, commentCount) indexes and the primary key serve it).
   */
  async pageOfCrowd(query: IdeaPageQuery): Promise<Idea[]> {
    const sort = `idea.${query.sortKey}`;
    const builder = inShownCategory(
      joinIdeaCategory(this.manager.getRepository(Idea).createQueryBuilder('idea'), 'idea').where(
        'idea.crowdId = :crowdId AND idea.mergedIntoId IS NULL',
        { crowdId: query.crowdId },
      ),
      'idea',
    );
    return pageOfIdeas(builder, { ...query, sort }).getMany();
  }

  findById(id: number): Promise<Idea | null> {
    return this.manager.getRepository(Idea).findOneBy({ id });
  }

  /**
   * A page of the user's own ideas and the ideas of the crowds in `crowdIds` (merged ones left
   * out) in `order`, ties by id in the same direction, and how many there are in all.
   */
  async pageOwnedOrIn<Column extends keyof Idea = never>(
    userId: number,
    crowdIds: readonly number[],
    order: AdminIdeaOrder,
    window: { offset: number; limit: number | undefined },
    /** Only these columns of each idea (the id among them), rather than all. */
    columns?: readonly Column[],
  ): Promise<{ ideas: Array<IdeaWith<Column>>; total: number }> {
    const ideas = this.ownedOrIn(userId, crowdIds);
    if (columns) ideas.select(columns.map((column) => `idea.${column}`));
    // The total rides on the page's rows (a window count, taken before the limit): one statement
    // unless the page is past the end.
    const sorted = ideas
      .addSelect('COUNT(*) OVER ()', 'total')
      .orderBy(adminOrderExpression(order), order.dir)
      .addOrderBy('idea.id', order.dir);
    const paged = window.limit === undefined ? sorted : sorted.offset(window.offset).limit(window.limit);
    const { entities, raw }: { entities: Array<IdeaWith<Column>>; raw: Array<{ total: number | string }> } =
      await paged.getRawAndEntities();
    const [first] = raw;
    if (first) return { ideas: entities, total: Number(first.total) };
    return { ideas: [], total: window.offset === 0 ? 0 : await this.ownedOrIn(userId, crowdIds).getCount() };
  }

  /** One of the ideas `pageOwnedOrIn` lists, or null. */
  oneOwnedOrIn(userId: number, crowdIds: readonly number[], ideaId: number): Promise<Idea | null> {
    return this.ownedOrIn(userId, crowdIds).andWhere('idea.id = :ideaId', { ideaId }).getOne();
  }

  /** The crowds the user has ideas in (merged ones left out). */
  async crowdIdsOfOwner(userId: number): Promise<number[]> {
    const rows = await this.manager
      .getRepository(Idea)
      .createQueryBuilder('idea')
      .select('DISTINCT idea.crowdId', 'crowdId')
      .where('idea.ownerId = :userId AND idea.mergedIntoId IS NULL', { userId })
      .getRawMany<{ crowdId: number | string }>();
    return rows.map((row) => Number(row.crowdId));
  }

  private ownedOrIn(userId: number, crowdIds: readonly number[]) {
    return this.manager
      .getRepository(Idea)
      .createQueryBuilder('idea')
      .where(
        new Brackets((where) => {
          where.where('idea.ownerId = :userId', { userId });
          if (crowdIds.length > 0) where.orWhere('idea.crowdId IN (:...crowdIds)', { crowdIds });
        }),
      )
      .andWhere('idea.mergedIntoId IS NULL');
  }

  /**
   * Ideas of `crowdIds` outside hidden categories, most liked or newest first (ties: newest id).
   * With the crowds given as values rather than joined, MariaDB reads the `(likeCount)` or
   * `(createdAt)` index backwards and stops after `limit` rows instead of sorting every idea.
   */
  topOfCrowds(order: 'mostLiked' | 'recent', crowdIds: readonly number[], limit: number): Promise<Idea[]> {
    if (crowdIds.length === 0) return Promise.resolve([]);
    const query = joinIdeaCategory(this.manager.getRepository(Idea).createQueryBuilder('idea'), 'idea').where(
      'idea.crowdId IN (:...crowdIds) AND idea.mergedIntoId IS NULL',
      { crowdIds },
    );
    return inShownCategory(query, 'idea')
      .orderBy(order === 'mostLiked' ? 'idea.likeCount' : 'idea.createdAt', 'DESC')
      .addOrderBy('idea.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** How many ideas each of `crowdIds` shows and their likes (hidden categories left out); crowds without any absent. */
  async totalsOfCrowds(crowdIds: readonly number[]): Promise<Map<number, CrowdIdeaTotals>> {
    if (crowdIds.length === 0) return new Map();
    const query = joinIdeaCategory(this.manager.getRepository(Idea).createQueryBuilder('idea'), 'idea')
      .select('idea.crowdId', 'crowdId')
      .addSelect('COUNT(idea.id)', 'ideaCount')
      .addSelect('COALESCE(SUM(idea.likeCount), 0)', 'likeSum')
      .where('idea.crowdId IN (:...crowdIds) AND idea.mergedIntoId IS NULL', { crowdIds });
    const rows = await inShownCategory(query, 'idea')
      .groupBy('idea.crowdId')
      .getRawMany<{ crowdId: number | string; ideaCount: number | string; likeSum: number | string }>();
    return new Map(
      rows.map((row) => [Number(row.crowdId), { ideaCount: Number(row.ideaCount), likeSum: Number(row.likeSum) }]),
    );
  }

  /**
   * The idea and whether its category is shown (true without one): what the reading rule
   * (`IdeaReadingService`) decides on. Null for an unknown (or deleted) idea.
   */
  async findWithCategoryVisibility(ideaId: number): Promise<IdeaWithCategory | null> {
    const { entities, raw } = await selectCategoryVisible(
      joinIdeaCategory(this.manager.getRepository(Idea).createQueryBuilder('idea'), 'idea'),
    )
      .where('idea.id = :ideaId', { ideaId })
      .getRawAndEntities<{ categoryVisible: boolean | number | null }>();
    const idea = entities[0];
    if (!idea) return null;
    const visible = raw[0]?.categoryVisible;
    return { idea, categoryVisible: idea.categoryId === null || visible === true || Number(visible) === 1 };
  }

  /** The idea showing `fileId` as its featured image or among its pictures, if any. */
  async ideaIdOfFile(fileId: number): Promise<number | null> {
    const featured = await this.manager
      .getRepository(Idea)
      .findOne({ select: { id: true }, where: { featuredImageId: fileId } });
    if (featured) return featured.id;
    const attachment = await this.manager
      .getRepository(IdeaFile)
      .findOne({ select: { ideaId: true }, where: { fileId } });
    return attachment?.ideaId ?? null;
  }

  /**
   * The reader's like, rating and like answers of one idea: one statement of three index lookups
   * (issue 27: every view of a shared idea page asks it), and the author's creation answers.
   */
  async readerState(idea: Pick<Idea, 'id' | 'ownerId'>, userId: number): Promise<IdeaReaderState> {
    const ideaId = idea.id;
    const [state, creation] = await Promise.all([
      this.likeRatingAndAnswered(ideaId, userId),
      idea.ownerId === userId
        ? this.manager
            .getRepository(Answer)
            .find({ where: { ideaId, userId, context: 'IDEA_CREATION' }, order: { id: 'ASC' } })
        : Promise.resolve([]),
    ]);
    const creationAnswers = creation.map((answer): TQuestionAnswer =>
      answer.textAnswer === null
        ? { questionId: answer.questionId, optionIds: answer.optionIds }
        : { questionId: answer.questionId, answer: answer.textAnswer },
    );
    return { ...state, creationAnswers };
  }

  private async likeRatingAndAnswered(
    ideaId: number,
    userId: number,
  ): Promise<Omit<IdeaReaderState, 'creationAnswers'>> {
    const mine = (alias: string) => `${alias}.ideaId = idea.id AND ${alias}.userId = :userId`;
    const like = this.manager.getRepository(IdeaLike).createQueryBuilder('l').select('1').where(mine('l'));
    const rating = this.manager.getRepository(IdeaRating).createQueryBuilder('r').select('r.value').where(mine('r'));
    const answered = this.manager
      .getRepository(Answer)
      .createQueryBuilder('a')
      .select('1')
      .where(`${mine('a')} AND a.context = :likeContext`);
    const row = await this.manager
      .getRepository(Idea)
      .createQueryBuilder('idea')
      .select(`CASE WHEN EXISTS (${like.getQuery()}) THEN 1 ELSE 0 END`, 'liked')
      .addSelect(`(${rating.getQuery()})`, 'rating')
      .addSelect(`CASE WHEN EXISTS (${answered.getQuery()}) THEN 1 ELSE 0 END`, 'answered')
      .where('idea.id = :ideaId', { ideaId, userId, likeContext: 'IDEA_LIKE' })
      .withDeleted()
      .getRawOne<{ liked: number | string; rating: number | string | null; answered: number | string }>();
    return {
      liked: Number(row?.liked ?? 0) === 1,
      rating: row?.rating === null || row?.rating === undefined ? null : Number(row.rating),
      likeQuestionnaireAnswered: Number(row?.answered ?? 0) === 1,
    };
  }

  /** Attachments, videos and authors' avatars of `ideas`: three queries whatever their number. */
  async extrasOf(ideas: Idea[]): Promise<IdeaExtras> {
    const ideaIds = ideas.map((idea) => idea.id);
    const ownerIds = [...new Set(ideas.flatMap((idea) => (idea.ownerId === null ? [] : [idea.ownerId])))];
    if (ideaIds.length === 0) return { fileIds: new Map(), videos: new Map(), avatars: new Map() };
    const [files, videos, owners] = await Promise.all([
      this.manager.getRepository(IdeaFile).find({ where: { ideaId: In(ideaIds) }, order: { position: 'ASC' } }),
      this.manager.getRepository(IdeaVideo).find({ where: { ideaId: In(ideaIds) }, order: { position: 'ASC' } }),
      this.users.cardsOf(ownerIds),
    ]);
    return {
      fileIds: groupBy(
        files,
        (file) => file.ideaId,
        (file) => file.fileId,
      ),
      videos: groupBy(
        videos,
        (video) => video.ideaId,
        (video) => video.url,
      ),
      avatars: new Map(owners.map((owner) => [owner.id, owner.avatarImageId])),
    };
  }
}

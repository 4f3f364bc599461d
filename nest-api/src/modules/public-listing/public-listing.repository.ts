import { Injectable } from '@nestjs/common';
import type { TTier } from '@crowd/contracts';
import { In, type SelectQueryBuilder } from 'typeorm';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { Crowd } from '../crowd/entities/crowd.entity';
import { Idea } from '../idea/entities/idea.entity';

/**
 * `serves` of CurrentPlanService (decision 027) as SQL over the subscription aliased `s`: a
 * started paid ACTIVE one (past its end until renewed), a trial or CANCELLED one before its end,
 * a PAST_DUE one. A crowd has at most one live subscription, so "one of them serves" is "the live
 * one serves".
 */
const SERVES_NOW = `s.validFrom <= :now AND (
  (s.status = 'ACTIVE' AND (s.paymentProcessorId IS NOT NULL OR s.validTo IS NULL OR s.validTo > :now))
  OR (s.status = 'CANCELLED' AND (s.validTo IS NULL OR s.validTo > :now))
  OR s.status = 'PAST_DUE')`;

/**
 * The spec's "active" crowd that anyone may read: not private, visible, not disabled, reachable
 * on a subdomain, with a subscription in force or a plan change waiting (spec 4, `crowdStatus`).
 * `c` is the crowd's alias.
 */
const LISTED_CROWD = [
  'c.privateCrowd = 0',
  'c.visible = 1',
  'c.active = 1',
  'c.subdomainNormalized IS NOT NULL',
  `EXISTS (SELECT 1 FROM subscription s WHERE s.crowdId = c.id AND (s.status = 'SCHEDULED' OR (${SERVES_NOW})))`,
].join(' AND ');

/** What the crowd list needs beyond the crowd row. */
export interface CrowdTotals {
  crowdId: number;
  ideaCount: number;
  likeSum: number;
}

export type IdeaOrder = 'mostLiked' | 'recent';

/** The landing page's reads: public crowds and their ideas, each list in a constant number of queries. */
@Injectable()
export class PublicListingRepository extends TransactionalRepository {
  /**
   * The listed crowds with the most likes (then the newest), with their ideas counted as their
   * site shows them: ideas of hidden categories left out.
   */
  async topCrowds(now: Date, limit: number): Promise<CrowdTotals[]> {
    const rows = await this.listed(
      this.manager
        .createQueryBuilder()
        .from('crowd', 'c')
        .leftJoin('idea', 'i', 'i.crowdId = c.id')
        .leftJoin('category', 'k', 'k.id = i.categoryId AND k.visible = 0')
        .select('c.id', 'crowdId')
        .addSelect('SUM(CASE WHEN i.id IS NOT NULL AND k.id IS NULL THEN 1 ELSE 0 END)', 'ideaCount')
        .addSelect('COALESCE(SUM(CASE WHEN k.id IS NULL THEN i.likeCount ELSE 0 END), 0)', 'likeSum')
        .groupBy('c.id')
        .orderBy('likeSum', 'DESC')
        .addOrderBy('c.id', 'DESC')
        .limit(limit),
      now,
    ).getRawMany<{ crowdId: number | string; ideaCount: number | string; likeSum: number | string }>();
    return rows.map((row) => ({
      crowdId: Number(row.crowdId),
      ideaCount: Number(row.ideaCount),
      likeSum: Number(row.likeSum),
    }));
  }

  /** Every listed crowd's id: few rows, read before the ideas so that their query can walk its order's index. */
  async listedCrowdIds(now: Date): Promise<number[]> {
    const rows = await this.listed(
      this.manager.createQueryBuilder().from('crowd', 'c').select('c.id', 'id'),
      now,
    ).getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  /**
   * Ideas of `crowdIds` outside hidden categories, most liked or newest first (ties: newest id).
   * With the crowds given as values rather than joined, MariaDB reads the `(likeCount)` or
   * `(createdAt)` index backwards and stops after `limit` rows instead of sorting every idea.
   */
  topIdeas(order: IdeaOrder, crowdIds: readonly number[], limit: number): Promise<Idea[]> {
    if (crowdIds.length === 0) return Promise.resolve([]);
    return this.manager
      .getRepository(Idea)
      .createQueryBuilder('i')
      .leftJoin('category', 'k', 'k.id = i.categoryId')
      .where('i.crowdId IN (:...crowdIds)', { crowdIds })
      .andWhere('(k.id IS NULL OR k.visible = 1)')
      .orderBy(order === 'mostLiked' ? 'i.likeCount' : 'i.createdAt', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  crowdsByIds(ids: readonly number[]): Promise<Crowd[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.manager.getRepository(Crowd).findBy({ id: In([...ids]) });
  }

  /** The tier in force of each crowd that has one. */
  async tiersInForce(crowdIds: readonly number[], now: Date): Promise<Map<number, TTier>> {
    if (crowdIds.length === 0) return new Map();
    const rows = await this.manager
      .createQueryBuilder()
      .from('subscription', 's')
      .select('s.crowdId', 'crowdId')
      .addSelect('s.tier', 'tier')
      .where('s.crowdId IN (:...crowdIds)', { crowdIds })
      .andWhere(SERVES_NOW, { now })
      .getRawMany<{ crowdId: number | string; tier: number | string }>();
    return new Map(rows.map((row) => [Number(row.crowdId), Number(row.tier) as TTier]));
  }

  private listed<T extends object>(query: SelectQueryBuilder<T>, now: Date): SelectQueryBuilder<T> {
    return query.andWhere(LISTED_CROWD, { now });
  }
}

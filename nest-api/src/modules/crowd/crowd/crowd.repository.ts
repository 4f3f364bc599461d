import { Injectable } from '@nestjs/common';
import { In, IsNull, Not } from 'typeorm';
import { notFound } from '../../../common/errors';
import { incrementCounters } from '../../../infra/database/counters';
import { updateVersioned, type VersionedChanges } from '../../../infra/database/optimistic';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import type { DomainProof } from './domain-proof';
import { Crowd } from './entities/crowd.entity';

export type NewCrowd = Pick<
  Crowd,
  'title' | 'locale' | 'subdomainRouting' | 'rewardCurrency' | 'visible' | 'active' | 'trialEligible' | 'ownerId'
> &
  Partial<Crowd>;

@Injectable()
export class CrowdRepository extends TransactionalRepository {
  private get crowds() {
    return this.manager.getRepository(Crowd);
  }

  findById(id: number): Promise<Crowd | null> {
    return this.crowds.findOneBy({ id });
  }

  findByIdOrFail(id: number): Promise<Crowd> {
    return this.crowds.findOneByOrFail({ id });
  }

  create(crowd: NewCrowd): Promise<Crowd> {
    return this.crowds.save(this.crowds.create({ allowedDomains: [], ...crowd }));
  }

  /** The crowd's one free trial is taken. */
  async useUpTrial(id: number): Promise<void> {
    await this.crowds.update({ id }, { trialEligible: false });
  }

  /**
   * Deactivated for non-payment, or active again once paid (decision 027). Not a settings change:
   * the version the admins' forms hold stays valid.
   */
  async setActive(id: number, active: boolean): Promise<void> {
    await this.crowds.update({ id }, { active });
  }

  /** Ids and titles of the crowds `ownerId` owns, by title then id. */
  ownedBy(ownerId: number): Promise<Array<Pick<Crowd, 'id' | 'title'>>> {
    return this.crowds.find({
      where: { ownerId },
      select: { id: true, title: true },
      order: { title: 'ASC', id: 'ASC' },
    });
  }

  async idsOwnedBy(ownerId: number): Promise<number[]> {
    const rows = await this.crowds.find({ where: { ownerId }, select: { id: true } });
    return rows.map((row) => row.id);
  }

  /** Deletes the crowd row; the database deletes what hangs on it (foreign keys ON DELETE CASCADE). */
  async delete(id: number): Promise<void> {
    await this.crowds.delete({ id });
  }

  /** By title, then id, as the /crowds table starts. */
  findByIds(ids: readonly number[]): Promise<Crowd[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.crowds.find({ where: { id: In([...ids]) }, order: { title: 'ASC', id: 'ASC' } });
  }

  /**
   * The crowds anyone may read as far as the crowd row tells: not private, visible, not disabled,
   * reachable on a subdomain (the listing adds the plan in force), by id.
   */
  async publicIds(): Promise<number[]> {
    const rows = await this.crowds.find({
      select: { id: true },
      where: { privateCrowd: false, visible: true, active: true, subdomainNormalized: Not(IsNull()) },
      order: { id: 'ASC' },
    });
    return rows.map((row) => row.id);
  }

  isSubdomainTaken(subdomainNormalized: string, exceptCrowdId: number): Promise<boolean> {
    return this.crowds.exists({ where: { subdomainNormalized, id: Not(exceptCrowdId) } });
  }

  isDomainTaken(domainNormalized: string, exceptCrowdId: number): Promise<boolean> {
    return this.crowds.exists({ where: { domainNormalized, id: Not(exceptCrowdId) } });
  }

  /** Crowds whose own domain was proven once: the periodic re-check looks them up again. */
  findProvenDomains(): Promise<Crowd[]> {
    return this.crowds.find({
      where: { domainToken: Not(IsNull()), domainSeenAt: Not(IsNull()) },
      order: { id: 'ASC' },
    });
  }

  /**
   * Records a look-up of the own domain's proof record. It applies only while the crowd still
   * claims the domain it was made for (the token is new with every domain), so a look-up that
   * finishes after the domain changed cannot prove the new one. Not a settings change: the version
   * the admins' forms hold stays valid.
   */
  async recordDomainCheck(id: number, domainToken: string, check: Omit<DomainProof, 'domainToken'>): Promise<boolean> {
    const result = await this.crowds.update({ id, domainToken }, check);
    return (result.affected ?? 0) > 0;
  }

  /** StaleEntityError (409, `X-Stale-Entity: Crowd`) when the crowd has another version. */
  async updateVersioned(id: number, expectedVersion: number, changes: VersionedChanges<Crowd>): Promise<void> {
    await updateVersioned(this.manager, Crowd, id, expectedVersion, changes, {
      notFound: () => notFound('crowd_does_not_exist'),
    });
  }

  /**
   * Holds the crowd row for the rest of the transaction (SELECT … FOR UPDATE on MySQL), so
   * writes that must see each other's effect on the crowd (joins against the user limit) take
   * turns. SQLite has one writer at a time and no row locks: nothing to do there.
   */
  async lockForUpdate(id: number): Promise<void> {
    const type = this.manager.connection.options.type;
    if (type !== 'mysql' && type !== 'mariadb') return;
    await this.crowds
      .createQueryBuilder('crowd')
      .select('crowd.id')
      .where('crowd.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
  }

  /**
   * Counts one more idea against the crowd's limit (negative = unlimited) with one conditional
   * `UPDATE … WHERE ideasCount < limit`: false when the crowd is full. Two creates racing for the
   * last free slot cannot both pass, on MariaDB (the row's write lock) or SQLite (one writer).
   */
  async takeIdeaSlot(crowdId: number, limit: number): Promise<boolean> {
    const escape = (name: string) => this.manager.connection.driver.escape(name);
    const query = this.manager
      .createQueryBuilder()
      .update(Crowd)
      .set({ ideasCount: () => `${escape('ideasCount')} + 1` })
      .where(`${escape('id')} = :crowdId`, { crowdId });
    if (limit >= 0) query.andWhere(`${escape('ideasCount')} < :limit`, { limit });
    const result = await query.updateEntity(false).callListeners(false).execute();
    return (result.affected ?? 0) > 0;
  }

  /** A deleted idea gives its slot back. */
  async releaseIdeaSlot(crowdId: number): Promise<void> {
    await incrementCounters(this.manager, Crowd, crowdId, { ideasCount: -1 });
  }

  findBySubdomain(subdomainNormalized: string): Promise<Crowd | null> {
    return this.crowds.findOneBy({ subdomainNormalized });
  }

  findByDomain(domainNormalized: string): Promise<Crowd | null> {
    return this.crowds.findOneBy({ domainNormalized });
  }
}

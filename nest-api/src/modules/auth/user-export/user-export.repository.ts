import { Injectable } from '@nestjs/common';
import { MoreThan } from 'typeorm';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { UserExport } from './entities/user-export.entity';

@Injectable()
export class UserExportRepository extends TransactionalRepository {
  private get exports() {
    return this.manager.getRepository(UserExport);
  }

  create(userId: number, createdAt: Date): Promise<UserExport> {
    return this.exports.save(this.exports.create({ userId, status: 'QUEUED', createdAt }));
  }

  findById(id: number): Promise<UserExport | null> {
    return this.exports.findOneBy({ id });
  }

  /** A queued export of the user still being packed: asking again waits for it instead of queueing another. */
  findQueued(userId: number): Promise<UserExport | null> {
    return this.exports.findOneBy({ userId, status: 'QUEUED' });
  }

  /** The user's export `id` when it is ready and not expired at `now`. */
  findReady(id: number, userId: number, now: Date): Promise<UserExport | null> {
    return this.exports.findOneBy({ id, userId, status: 'READY', expiresAt: MoreThan(now) });
  }

  /** The user's earlier ready exports, whose bytes a new one replaces. */
  readyOf(userId: number): Promise<UserExport[]> {
    return this.exports.findBy({ userId, status: 'READY' });
  }

  /** False when the row is gone meanwhile (the account was erased): the zip then has no owner. */
  async markReady(id: number, storageKey: string, expiresAt: Date): Promise<boolean> {
    const result = await this.exports.update({ id, status: 'QUEUED' }, { status: 'READY', storageKey, expiresAt });
    return (result.affected ?? 0) > 0;
  }

  async markFailed(id: number): Promise<void> {
    await this.exports.update({ id, status: 'QUEUED' }, { status: 'FAILED' });
  }

  async delete(id: number): Promise<void> {
    await this.exports.delete({ id });
  }

  /** Deletes every export of the user; the stored zips' keys, for removing once the deletion commits. */
  async deleteAllOf(userId: number): Promise<string[]> {
    const rows = await this.exports.findBy({ userId });
    await this.exports.delete({ userId });
    return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
  }
}

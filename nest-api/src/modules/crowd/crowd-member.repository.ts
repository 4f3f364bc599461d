import { Injectable } from '@nestjs/common';
import type { TCrowdRole } from '@crowd/contracts';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { CrowdMember } from './entities/crowd-member.entity';

/** A user's standing in a crowd: their role, and whether an admin disabled them. */
export type Membership = Pick<CrowdMember, 'role' | 'disabled'>;

export type NewMember = Pick<CrowdMember, 'crowdId' | 'userId' | 'role' | 'disabled' | 'createdAt'>;

@Injectable()
export class CrowdMemberRepository extends TransactionalRepository {
  private get members() {
    return this.manager.getRepository(CrowdMember);
  }

  /** The one membership lookup: every "is this user a member / what role" question reads this. */
  findMembership(crowdId: number, userId: number): Promise<Membership | null> {
    return this.members.findOne({ where: { crowdId, userId }, select: { role: true, disabled: true } });
  }

  async insert(member: NewMember): Promise<void> {
    await this.members.insert(member);
  }

  /**
   * Inserts the member only while the crowd has fewer than `limit` members (a negative or absent
   * limit admits everyone), in one statement: `INSERT … SELECT … WHERE (SELECT COUNT(*) …) < limit`.
   * One statement is atomic on SQLite, whose single connection interleaves concurrent requests'
   * statements; on MySQL the caller's transaction holds the crowd row locked first, so joins of
   * one crowd take turns. Returns false when the limit refused the row.
   */
  async insertWithinLimit(member: NewMember, limit: number | undefined): Promise<boolean> {
    if (limit === undefined || limit < 0) {
      await this.members.insert(member);
      return true;
    }
    const metadata = this.manager.connection.getMetadata(CrowdMember);
    const driver = this.manager.connection.driver;
    const properties = ['crowdId', 'userId', 'role', 'disabled', 'createdAt'] as const;
    const columns = properties.map((property) => {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`crowd_member has no column ${property}`);
      return column;
    });
    const values = columns.map((column, index) => driver.preparePersistentValue(member[properties[index]!], column));
    const table = driver.escape(metadata.tableName);
    const crowdIdColumn = driver.escape(columns[0]!.databaseName);
    const fromNothing = this.isMysql ? ' FROM DUAL' : '';
    // The structured result counts affected rows on every driver (a bare query answers better-sqlite3's
    // lastInsertRowid for an INSERT, whether or not a row went in).
    const runner = this.manager.queryRunner ?? this.manager.connection.createQueryRunner();
    try {
      const result = await runner.query(
        `INSERT INTO ${table} (${columns.map((column) => driver.escape(column.databaseName)).join(', ')}) ` +
          `SELECT ${columns.map(() => '?').join(', ')}${fromNothing} ` +
          `WHERE (SELECT COUNT(*) FROM ${table} WHERE ${crowdIdColumn} = ?) < ?`,
        [...values, member.crowdId, limit],
        true,
      );
      return result.affected === 1;
    } finally {
      if (!this.manager.queryRunner) await runner.release();
    }
  }

  private get isMysql(): boolean {
    const type = this.manager.connection.options.type;
    return type === 'mysql' || type === 'mariadb';
  }

  async activeRolesOf(userId: number): Promise<Array<{ crowdId: number; role: TCrowdRole }>> {
    return this.members.find({ where: { userId, disabled: false }, select: { crowdId: true, role: true } });
  }
}

import { Injectable } from '@nestjs/common';
import { CROWD_STAFF_ROLES, type TCrowdRole } from '@crowd/contracts';
import { In } from 'typeorm';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { CrowdMember } from './entities/crowd-member.entity';

/** A user's standing in a crowd: their role, and whether an admin disabled them. */
export type Membership = Pick<CrowdMember, 'role' | 'disabled'>;

/** A member row as the users tab edits it. */
export type MemberRow = Pick<CrowdMember, 'id' | 'version' | 'userId' | 'role' | 'disabled'>;

const MEMBER_COLUMNS = { id: true, version: true, userId: true, role: true, disabled: true } as const;

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

  /** Every membership of the user (the account is being erased). */
  async deleteAllOf(userId: number): Promise<void> {
    await this.members.delete({ userId });
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
    // Read raw: every /ideas call asks, and building find options and entities cost more than the query.
    const rows = await this.members
      .createQueryBuilder('member')
      .select('member.crowdId', 'crowdId')
      .addSelect('member.role', 'role')
      .where('member.userId = :userId AND member.disabled = :disabled', { userId, disabled: false })
      .getRawMany<{ crowdId: number | string; role: TCrowdRole }>();
    return rows.map((row) => ({ crowdId: Number(row.crowdId), role: row.role }));
  }

  /** Every membership of the user, disabled ones too, with the crowd's name: their personal data export. */
  async allOf(
    userId: number,
  ): Promise<Array<{ crowdId: number; crowdName: string; role: TCrowdRole; disabled: boolean; createdAt: Date }>> {
    const rows = await this.members.find({
      where: { userId },
      relations: { crowd: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map((row) => ({
      crowdId: row.crowdId,
      crowdName: row.crowd?.title ?? '',
      role: row.role,
      disabled: row.disabled,
      createdAt: row.createdAt,
    }));
  }

  /** The crowd's admins and managers, disabled or not. */
  staffOf(crowdId: number): Promise<MemberRow[]> {
    return this.members.find({
      select: MEMBER_COLUMNS,
      where: { crowdId, role: In([...CROWD_STAFF_ROLES]) },
      order: { id: 'ASC' },
    });
  }

  /** The memberships in the crowd of those of `userIds` who have one. */
  membersAmong(crowdId: number, userIds: readonly number[]): Promise<MemberRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.members.find({ select: MEMBER_COLUMNS, where: { crowdId, userId: In([...userIds]) } });
  }

  /** The crowd's members holding one of `roles`, not disabled. */
  async enabledMemberIds(crowdId: number, roles: readonly TCrowdRole[]): Promise<number[]> {
    const members = await this.members.find({
      where: { crowdId, role: In([...roles]), disabled: false },
      select: { userId: true },
    });
    return members.map((member) => member.userId);
  }

  /**
   * Sets the member's role and disabled flag (and a new version) if the row is still the crowd's
   * and, when `version` is given, still at that version. Returns whether it was.
   */
  async setRole(
    crowdId: number,
    member: { id: number; version?: number; role: TCrowdRole; disabled: boolean },
  ): Promise<boolean> {
    const escape = (name: string) => this.manager.connection.driver.escape(name);
    const query = this.manager
      .createQueryBuilder()
      .update(CrowdMember)
      .set({ role: member.role, disabled: member.disabled, version: () => `${escape('version')} + 1` })
      .where(`${escape('id')} = :id AND ${escape('crowdId')} = :crowdId`, { id: member.id, crowdId });
    if (member.version !== undefined) query.andWhere(`${escape('version')} = :version`, { version: member.version });
    const result = await query.updateEntity(false).callListeners(false).execute();
    return result.affected === 1;
  }
}

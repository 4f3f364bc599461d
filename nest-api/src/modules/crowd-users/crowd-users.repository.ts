import { Injectable } from '@nestjs/common';
import { CROWD_STAFF_ROLES, type TCrowdRole } from '@crowd/contracts';
import { In, IsNull } from 'typeorm';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { CrowdMember } from '../crowd/entities/crowd-member.entity';
import { User } from '../user/entities/user.entity';

export type MemberRow = Pick<CrowdMember, 'id' | 'version' | 'userId' | 'role' | 'disabled'>;
export type Account = Pick<User, 'id' | 'email' | 'emailNormalized' | 'name' | 'verifiedAt' | 'boundCrowdId'>;

const MEMBER_COLUMNS = { id: true, version: true, userId: true, role: true, disabled: true } as const;
const ACCOUNT_COLUMNS = {
  id: true,
  email: true,
  emailNormalized: true,
  name: true,
  verifiedAt: true,
  boundCrowdId: true,
} as const;

/** A crowd's admins and managers with the accounts behind them (the users tab). */
@Injectable()
export class CrowdUsersRepository extends TransactionalRepository {
  private get members() {
    return this.manager.getRepository(CrowdMember);
  }

  private get users() {
    return this.manager.getRepository(User);
  }

  staffOf(crowdId: number): Promise<MemberRow[]> {
    return this.members.find({
      select: MEMBER_COLUMNS,
      where: { crowdId, role: In([...CROWD_STAFF_ROLES]) },
      order: { id: 'ASC' },
    });
  }

  membersByUser(crowdId: number, userIds: readonly number[]): Promise<MemberRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.members.find({ select: MEMBER_COLUMNS, where: { crowdId, userId: In([...userIds]) } });
  }

  /** Accounts that are not erased, by id or by normalized e-mail. */
  liveAccounts(by: { ids: readonly number[] } | { emails: readonly string[] }): Promise<Account[]> {
    const where = 'ids' in by ? { id: In([...by.ids]) } : { emailNormalized: In([...by.emails]) };
    if (('ids' in by ? by.ids : by.emails).length === 0) return Promise.resolve([]);
    return this.users.find({ select: ACCOUNT_COLUMNS, where: { ...where, deletedAt: IsNull() } });
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

import { Injectable } from '@nestjs/common';
import type { TCrowdRole } from '@crowd/contracts';
import { UserRepository, type Account } from '../../auth/user/user.repository';
import { CrowdMemberRepository } from './crowd-member.repository';

/** How an author stands in a crowd now: their avatar, and the role they hold (none while disabled). */
export interface AuthorStanding {
  avatarImageId: number | null;
  role: TCrowdRole | null;
}

/** A crowd's members together with the accounts behind them. */
@Injectable()
export class MemberAccountsService {
  constructor(
    private readonly members: CrowdMemberRepository,
    private readonly users: UserRepository,
  ) {}

  /** The crowd's admins an admin has not disabled, with live accounts: who hears about the crowd's plan. */
  async enabledAdmins(crowdId: number): Promise<Account[]> {
    return this.users.liveAccounts({ ids: await this.members.enabledMemberIds(crowdId, ['CROWD_ADMIN']) });
  }

  /** Avatar and active role in `crowdId` of each of `userIds` (erased accounts too), by user id. */
  async standings(crowdId: number, userIds: readonly number[]): Promise<Map<number, AuthorStanding>> {
    const [cards, members] = await Promise.all([
      this.users.cardsOf(userIds),
      this.members.membersAmong(crowdId, userIds),
    ]);
    const standing = new Map(
      cards.map((card): [number, AuthorStanding] => [card.id, { avatarImageId: card.avatarImageId, role: null }]),
    );
    for (const member of members) {
      const known = standing.get(member.userId);
      if (known && !member.disabled) known.role = member.role;
    }
    return standing;
  }
}

import { Injectable } from '@nestjs/common';
import type { TCrowdRole, TLocale } from '@crowd/contracts';
import { In, IsNull } from 'typeorm';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { CrowdMember } from '../crowd/entities/crowd-member.entity';
import { User } from '../user/entities/user.entity';

export type Recipient = Pick<User, 'id' | 'email' | 'name' | 'boundCrowdId'> & { locale: TLocale };

/** What the fan-out reads of crowd members and accounts. */
@Injectable()
export class NotificationRecipientsRepository extends TransactionalRepository {
  /** The crowd's members holding one of `roles`, not disabled. */
  async enabledMemberIds(crowdId: number, roles: readonly TCrowdRole[]): Promise<number[]> {
    const members = await this.manager
      .getRepository(CrowdMember)
      .find({ where: { crowdId, role: In([...roles]), disabled: false }, select: { userId: true } });
    return members.map((member) => member.userId);
  }

  /** Live accounts among `ids` (an erased account is notified of nothing). */
  async liveUsers(ids: readonly number[]): Promise<Recipient[]> {
    if (ids.length === 0) return [];
    return this.manager.getRepository(User).find({
      where: { id: In([...ids]), deletedAt: IsNull() },
      select: { id: true, email: true, name: true, locale: true, boundCrowdId: true },
      order: { id: 'ASC' },
    });
  }
}

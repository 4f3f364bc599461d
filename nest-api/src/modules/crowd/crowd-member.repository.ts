import { Injectable } from '@nestjs/common';
import type { TCrowdRole } from '@crowd/contracts';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { CrowdMember } from './entities/crowd-member.entity';

/** A user's standing in a crowd: their role, and whether an admin disabled them. */
export type Membership = Pick<CrowdMember, 'role' | 'disabled'>;

@Injectable()
export class CrowdMemberRepository extends TransactionalRepository {
  private get members() {
    return this.manager.getRepository(CrowdMember);
  }

  /** The one membership lookup: every "is this user a member / what role" question reads this. */
  findMembership(crowdId: number, userId: number): Promise<Membership | null> {
    return this.members.findOne({ where: { crowdId, userId }, select: { role: true, disabled: true } });
  }

  countByCrowd(crowdId: number): Promise<number> {
    return this.members.countBy({ crowdId });
  }

  async insert(member: Pick<CrowdMember, 'crowdId' | 'userId' | 'role' | 'disabled' | 'createdAt'>): Promise<void> {
    await this.members.insert(member);
  }

  async activeRolesOf(userId: number): Promise<Array<{ crowdId: number; role: TCrowdRole }>> {
    return this.members.find({ where: { userId, disabled: false }, select: { crowdId: true, role: true } });
  }
}

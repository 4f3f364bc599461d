import { Injectable } from '@nestjs/common';
import { NOTIFICATION_AUDIENCE, type TCrowdRole, type TNotificationAudience } from '@crowd/contracts';
import { CrowdMemberRepository } from '../../crowd/crowd/crowd-member.repository';
import type { Crowd } from '../../crowd/crowd/entities/crowd.entity';
import type { Idea } from '../../idea/idea/entities/idea.entity';
import type { NotificationEvent } from '../notification/notification-event';
import { UserRepository, type Account } from '../../auth/user/user.repository';

export type Recipient = Account;

/** The roles a staff audience reaches (NOTIFICATION_AUDIENCE, decision 011). */
const AUDIENCE_ROLES: Record<Exclude<TNotificationAudience, 'member'>, readonly TCrowdRole[]> = {
  crowdAdmin: ['CROWD_ADMIN'],
  crowdStaff: ['CROWD_ADMIN', 'CROWD_MANAGER'],
};

/** Whom an event reaches, read through the crowd's members and the accounts behind them. */
@Injectable()
export class NotificationRecipients {
  constructor(
    private readonly members: CrowdMemberRepository,
    private readonly users: UserRepository,
  ) {}

  /**
   * The staff audiences are the crowd's enabled admins (and managers); `member` types reach one
   * person: the user given the role, or the idea's owner (none for an idea without one); a merge
   * reaches whom it named (both authors and the source's likers). The
   * actor is left out, except from `crowdCreated`: its creator is the new crowd's only admin, and
   * the notice confirms what they did (decision 026). Only live accounts: an erased one hears nothing.
   */
  async of(event: NotificationEvent, crowd: Crowd, idea: Idea | null): Promise<Recipient[]> {
    const audience = NOTIFICATION_AUDIENCE[event.type];
    let ids: number[];
    if (audience !== 'member') ids = await this.members.enabledMemberIds(crowd.id, AUDIENCE_ROLES[audience]);
    else if (event.type === 'crowdRoleAdded') ids = [event.userId];
    else if (event.type === 'ideaMerged') ids = event.recipientIds;
    else ids = idea?.ownerId != null ? [idea.ownerId] : [];
    const actor = event.type === 'crowdCreated' ? null : event.actorId;
    return this.users.liveAccounts({ ids: [...new Set(ids)].filter((id) => id !== actor) });
  }

  /** The actor's name as the texts show it; empty once the account is erased. */
  async nameOf(userId: number): Promise<string> {
    return (await this.users.liveAccounts({ ids: [userId] }))[0]?.name ?? '';
  }
}

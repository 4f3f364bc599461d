import { Injectable } from '@nestjs/common';
import type { TNotifyLimitReachedResponse } from '@crowd/contracts';
import { crowdSiteOfDomainKey } from '@crowd/contracts/hosts';
import { DomainError, notFound, unauthorized } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { MailService } from '../../../infra/mail/mail.service';
import { assertMayTakePart, CrowdContextService } from '../../crowd/crowd/context/crowd-context.service';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import { MemberAccountsService } from '../../crowd/crowd/member-accounts.service';
import { UserRepository } from '../../auth/user/user.repository';
import { LimitNoticeRateLimit } from './limit-notice-rate-limit';

/**
 * `POST /crowdView/notifyLimitReached/{domain}`: a member who cannot add an idea because the
 * crowd's plan allows no more tells the crowd's admins, by e-mail. Only while the crowd is full
 * (409 otherwise: nothing to tell); a user's repeated presses the same day mail no one again but
 * hear the same answer, so the button never reveals whether a mail went out.
 */
@Injectable()
export class LimitNoticeService {
  constructor(
    private readonly hosts: KnownHostsService,
    private readonly contexts: CrowdContextService,
    private readonly members: MemberAccountsService,
    private readonly users: UserRepository,
    private readonly mail: MailService,
    private readonly limit: LimitNoticeRateLimit,
  ) {}

  async notifyOwners(domain: string, user: RequestUser): Promise<TNotifyLimitReachedResponse> {
    const served = await this.hosts.servedCrowd(crowdSiteOfDomainKey(domain));
    if (!served) throw notFound('crowd_does_not_exist');
    const { crowd, features } = served;
    assertMayTakePart(await this.contexts.forCrowd(crowd, user), user);
    // The limit as POST /idea applies it (decision 023): negative unlimited, no plan in force none.
    const ideasLimit = features?.ideas ?? 0;
    if (ideasLimit < 0 || crowd.ideasCount < ideasLimit) throw new DomainError('conflict', 'default_error');
    const member = await this.users.findLiveById(user.id);
    if (!member) throw unauthorized();

    if (await this.limit.firstToday(user.id, crowd.id)) {
      const link = await this.hosts.link(null, `/crowds/${crowd.id}`);
      const crowdName = crowd.title || crowd.subdomain || '';
      for (const admin of await this.members.enabledAdmins(crowd.id)) {
        await this.mail.send({
          to: admin.email,
          locale: admin.locale,
          template: 'ideasLimitReached',
          vars: { name: admin.name, memberName: member.name, crowdName, link },
        });
      }
    }
    return { message: 'crowd_owners_notified' };
  }
}

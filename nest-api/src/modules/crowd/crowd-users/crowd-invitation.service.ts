import { Injectable } from '@nestjs/common';
import type { TCrowdUserType } from '@crowd/contracts';
import { translate } from '@crowd/i18n';
import { MailService } from '../../../infra/mail/mail.service';
import type { Crowd } from '../crowd/entities/crowd.entity';
import { KnownHostsService } from '../crowd/known-hosts.service';

const ROLE_TEXT = { admin: 'roles.CROWD_ADMIN', manager: 'roles.CROWD_MANAGER' } as const;

/**
 * Mails the e-mails that have no account an invitation to register on the crowd's site: the
 * crowd's language (nothing is known of the recipient), its canonical host.
 */
@Injectable()
export class CrowdInvitationService {
  constructor(
    private readonly hosts: KnownHostsService,
    private readonly mail: MailService,
  ) {}

  async invite(crowd: Crowd, inviterName: string, userType: TCrowdUserType, emails: readonly string[]): Promise<void> {
    if (emails.length === 0) return;
    const link = await this.hosts.link(crowd, '/register');
    const locale = crowd.locale;
    const vars = {
      crowdName: crowd.title || crowd.subdomain || '',
      inviterName,
      role: translate(locale, 'common', ROLE_TEXT[userType]),
      link,
    };
    for (const to of emails) await this.mail.send({ to, locale, template: 'crowdInvitation', vars });
  }
}

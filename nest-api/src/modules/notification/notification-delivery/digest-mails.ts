import { Injectable } from '@nestjs/common';
import { SUBSCRIPTION_NOTIFICATION_TYPES, type TNotificationType } from '@crowd/contracts';
import { translate, type TKeyOf } from '@crowd/i18n';
import type { MailMessage } from '../../../infra/mail/mail-message';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import type { Crowd } from '../../crowd/crowd/entities/crowd.entity';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import { IdeaReadingService } from '../../idea/idea/idea-reading.service';
import type { Notification } from '../notification/entities/notification.entity';
import type { DigestKind, DigestPeriod } from './digest-period';
import type { Recipient } from './notification-recipients';

type Section = NonNullable<MailMessage['sections']>[number];

/**
 * A digest's mail (decision 036): the period's notifications grouped by crowd and type, each a
 * line in the recipient's language linking to the idea (on the crowd's host) or the crowd's admin
 * page, every URL built by the server. What the recipient may no longer read is left out.
 */
@Injectable()
export class DigestMails {
  constructor(
    private readonly crowds: CrowdRepository,
    private readonly hosts: KnownHostsService,
    private readonly reading: IdeaReadingService,
  ) {}

  /** The mail and how many entries it lists; null when nothing is left to tell. */
  async compose(
    user: Recipient,
    kind: DigestKind,
    period: DigestPeriod,
    rows: readonly Notification[],
    timeZone: string,
  ): Promise<{ message: MailMessage; count: number } | null> {
    const crowds = new Map(
      (
        await this.crowds.findByIds([...new Set(rows.flatMap((row) => (row.crowdId === null ? [] : [row.crowdId])))])
      ).map((crowd) => [crowd.id, crowd]),
    );
    const groups = new Map<string, { crowd: Crowd; type: TNotificationType; items: Section['items'] }>();
    let count = 0;
    for (const row of rows) {
      const crowd = row.crowdId === null ? undefined : crowds.get(row.crowdId);
      if (!crowd) continue;
      if (row.entityType === 'idea' && !(await this.reading.mayRead(row.entityId, user))) continue;
      const key = `${crowd.id}:${row.type}`;
      const group = groups.get(key) ?? { crowd, type: row.type, items: [] };
      groups.set(key, group);
      group.items.push({
        text: translate(user.locale, 'common', `notifications.types.${row.type}` as TKeyOf<'common'>, row.data),
        link: await this.linkOf(row, crowd),
      });
      count += 1;
    }
    if (count === 0) return null;
    const sections = [...groups.values()]
      .sort((a, b) => a.crowd.id - b.crowd.id)
      .map(({ crowd, type, items }) => ({
        heading: `${crowd.title || crowd.subdomain || ''}: ${translate(
          user.locale,
          'account',
          `notificationSettings.types.${type}` as TKeyOf<'account'>,
        )}`,
        items,
      }));
    const when = new Intl.DateTimeFormat(user.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    const message: MailMessage = {
      to: user.email,
      locale: user.locale,
      template: kind === 'daily' ? 'digestDaily' : 'digestWeekly',
      vars: {
        name: user.name,
        from: when.format(period.from),
        to: when.format(period.to),
        link: await this.hosts.link(null, '/account/notificationHistory'),
        settingsLink: await this.hosts.link(null, '/account/notificationSettings'),
      },
      sections,
    };
    return { message, count };
  }

  /** Where the instant mail of the same notification points. */
  private linkOf(row: Notification, crowd: Crowd): Promise<string> {
    if (row.entityType === 'idea') return this.hosts.link(crowd, `/idea/${row.entityId}`);
    return this.hosts.link(
      null,
      (SUBSCRIPTION_NOTIFICATION_TYPES as readonly string[]).includes(row.type)
        ? `/crowds/${crowd.id}/subscription`
        : `/crowds/${crowd.id}`,
    );
  }
}

import { Injectable } from '@nestjs/common';
import { LIMITS, PLANS, type TLocale } from '@crowd/contracts';
import { translate } from '@crowd/i18n';
import { MailService } from '../../../infra/mail/mail.service';
import type { Crowd } from '../../crowd/crowd/entities/crowd.entity';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import type { Idea } from '../../idea/idea/entities/idea.entity';
import type { Notification, NotificationData } from '../notification/entities/notification.entity';
import { isSubscriptionEvent, type NotificationEvent } from '../notification/notification-event';
import { NotificationSettingsService } from '../notification/notification-settings.service';
import type { Recipient } from './notification-recipients';

/** What an event is about, as stored when the job runs. */
export interface Subject {
  crowd: Crowd;
  idea: Idea | null;
  /** The crowd's name as texts show it. */
  crowdName: string;
}

/**
 * An event's mails: each recipient whose setting for the type is on gets one per notification, in
 * their locale (the mail job's id is the notification's, so a rerun sends nothing twice).
 */
@Injectable()
export class NotificationMails {
  constructor(
    private readonly hosts: KnownHostsService,
    private readonly settings: NotificationSettingsService,
    private readonly mail: MailService,
  ) {}

  async send(
    event: NotificationEvent,
    subject: Subject,
    data: NotificationData,
    rows: readonly Notification[],
    users: readonly Recipient[],
  ): Promise<void> {
    const byId = new Map(users.map((user) => [user.id, user]));
    const common = await this.commonMailVars(event, subject, data);
    for (const row of rows) {
      const user = byId.get(row.userId);
      if (!user || !(await this.settings.mails(user.id, event.type))) continue;
      await this.mail.send(
        {
          to: user.email,
          locale: user.locale,
          template: `notifications.${event.type}`,
          vars: this.mailVars(event, common, user),
        },
        { jobId: `notification:${row.id}` },
      );
    }
  }

  /**
   * The placeholders every recipient's mail shares, read once per event: the names, the action's
   * link (the idea on the crowd's host, or the crowd's admin page) and the settings page.
   */
  private async commonMailVars(
    event: NotificationEvent,
    { crowd, idea, crowdName }: Subject,
    data: NotificationData,
  ): Promise<Record<string, string | number>> {
    const mainSite = (path: string) => this.hosts.link(null, path);
    const adminPage = isSubscriptionEvent(event)
      ? `/crowds/${crowd.id}/subscription`
      : event.type === 'webhookDisabled'
        ? `/crowds/${crowd.id}/webhooks`
        : `/crowds/${crowd.id}`;
    return {
      crowdName,
      ...(idea ? { ideaName: idea.name } : {}),
      ...(typeof data.authorName === 'string' ? { authorName: data.authorName } : {}),
      link: idea ? await this.hosts.link(crowd, `/idea/${idea.id}`) : await mainSite(adminPage),
      settingsLink: await mainSite('/account/notificationSettings'),
    };
  }

  /** The template's placeholders in the recipient's language. */
  private mailVars(
    event: NotificationEvent,
    common: Record<string, string | number>,
    user: Recipient,
  ): Record<string, string | number> {
    const locale: TLocale = user.locale;
    const vars = { ...common, name: user.name };
    if (isSubscriptionEvent(event)) {
      return {
        ...vars,
        plan: translate(locale, 'common', `plans.${PLANS[event.tier].name}`),
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(event.date),
      };
    }
    switch (event.type) {
      case 'crowdTopLevelDomainAdded':
        return { ...vars, domain: event.domain };
      case 'crowdRoleAdded':
        return { ...vars, role: translate(locale, 'common', `roles.${event.role}`) };
      case 'ideaLikeMilestoneReached':
        return { ...vars, count: event.milestone };
      case 'ideaMarkedByAdmin':
        return { ...vars, tag: event.tags.map((tag) => translate(locale, 'common', `ideaTags.${tag}`)).join(', ') };
      case 'ideaStateChanged':
        return { ...vars, state: translate(locale, 'common', `ideaStates.${event.state}`) };
      case 'ideaMerged':
        return { ...vars, sourceName: event.sourceName };
      case 'webhookDisabled':
        return { ...vars, url: event.url, failures: LIMITS.webhookFailuresBeforeDisabling };
      default:
        return vars;
    }
  }
}

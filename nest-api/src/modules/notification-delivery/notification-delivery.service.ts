import { Injectable, Logger } from '@nestjs/common';
import { PLANS, NOTIFICATION_SOCKET_EVENT, type TLocale, type TNotificationEntityType } from '@crowd/contracts';
import { translate } from '@crowd/i18n';
import { Clock } from '../../infra/clock/clock';
import { MailService } from '../../infra/mail/mail.service';
import { UserPush } from '../../infra/realtime/user-push';
import { CrowdRepository } from '../crowd/crowd.repository';
import type { Crowd } from '../crowd/entities/crowd.entity';
import { KnownHostsService } from '../crowd/known-hosts.service';
import type { Notification, NotificationData } from '../notification/entities/notification.entity';
import {
  eventKeyOf,
  isIdeaEvent,
  isSubscriptionEvent,
  type NotificationEvent,
} from '../notification/notification-event';
import { toNotificationView } from '../notification/notification-inbox.service';
import { NotificationRepository } from '../notification/notification.repository';
import { NotificationSettingsService } from '../notification/notification-settings.service';
import type { Idea } from '../idea/entities/idea.entity';
import { IdeaReadingService } from '../idea/idea-reading.service';
import { IdeaRepository } from '../idea/idea.repository';
import { NotificationRecipients, type Recipient } from './notification-recipients';

/** What an event is about, as stored when the job runs. */
interface Subject {
  crowd: Crowd;
  idea: Idea | null;
  /** The crowd's name as texts show it. */
  crowdName: string;
}

/**
 * Fans an event out (the `notification.deliver` job): finds its recipients by the type's audience,
 * never the actor, stores one notification each (at most once per event and recipient, even when
 * the job runs again), then mails each recipient whose setting for the type is on, in their
 * locale, once per notification.
 */
@Injectable()
export class NotificationDeliveryService {
  constructor(
    private readonly crowds: CrowdRepository,
    private readonly hosts: KnownHostsService,
    private readonly recipients: NotificationRecipients,
    private readonly ideas: IdeaRepository,
    private readonly reading: IdeaReadingService,
    private readonly notifications: NotificationRepository,
    private readonly settings: NotificationSettingsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly push: UserPush,
  ) {}

  private readonly logger = new Logger(NotificationDeliveryService.name);

  async deliver(event: NotificationEvent): Promise<void> {
    const subject = await this.subjectOf(event);
    // The crowd or idea is gone (deleted since): there is nothing left to point at.
    if (!subject) return;
    const users = await this.readersOf(subject, await this.recipients.of(event, subject.crowd, subject.idea));
    const eventKey = eventKeyOf(event);
    const data = await this.dataOf(event, subject);
    const entity: { entityType: TNotificationEntityType; entityId: number } = subject.idea
      ? { entityType: 'idea', entityId: subject.idea.id }
      : { entityType: 'crowd', entityId: subject.crowd.id };
    const createdAt = this.clock.now();
    const { rows, added } = await this.notifications.insertMissing(
      users.map((user) => ({
        userId: user.id,
        type: event.type,
        ...entity,
        crowdId: subject.crowd.id,
        eventKey,
        data,
        createdAt,
      })),
      eventKey,
    );
    // Only what this run stored: a rerun finding its rows already there pushes nothing again.
    for (const row of added) this.pushLive(row);
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
   * An idea's notice reaches only who may read the idea now (its reading rule): its owner hears
   * nothing of an idea whose category was hidden, nor does someone who left a private crowd.
   */
  private async readersOf(subject: Subject, users: Recipient[]): Promise<Recipient[]> {
    const { idea } = subject;
    if (!idea) return users;
    const may = await Promise.all(users.map((user) => this.reading.mayRead(idea.id, user)));
    return users.filter((_, index) => may[index]);
  }

  /** Best effort: a push that fails must not fail the job, whose rows and mails are what counts. */
  private pushLive(row: Notification): void {
    try {
      this.push.push(row.userId, NOTIFICATION_SOCKET_EVENT, toNotificationView(row));
    } catch (error) {
      this.logger.warn(
        `live push of notification ${row.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async subjectOf(event: NotificationEvent): Promise<Subject | null> {
    const idea = isIdeaEvent(event) ? await this.ideas.findById(event.ideaId) : null;
    if (isIdeaEvent(event) && !idea) return null;
    const crowd = await this.crowds.findById(idea ? idea.crowdId : 'crowdId' in event ? event.crowdId : 0);
    if (!crowd) return null;
    return { crowd, idea, crowdName: crowd.title || crowd.subdomain || '' };
  }

  /** What the list's texts need: `name` (the crowd's or the idea's), `domain` (the crowd's host) and per type more. */
  private async dataOf(event: NotificationEvent, { crowd, idea, crowdName }: Subject): Promise<NotificationData> {
    const domain = await this.hosts.crowdHost(crowd);
    const base: NotificationData = idea ? { name: idea.name, domain, crowdName } : { name: crowdName, domain };
    if (isSubscriptionEvent(event)) return { ...base, plan: PLANS[event.tier].name, date: event.date };
    switch (event.type) {
      case 'crowdTopLevelDomainAdded':
        return { ...base, domain: event.domain };
      case 'crowdRoleAdded':
        return { ...base, role: event.role };
      case 'ideaCommented':
        return { ...base, authorName: await this.recipients.nameOf(event.actorId) };
      case 'ideaLikeMilestoneReached':
        return { ...base, milestone: event.milestone };
      case 'ideaMarkedByAdmin':
        return { ...base, tags: event.tags.join(',') };
      case 'ideaStateChanged':
        return { ...base, state: event.state };
      default:
        return base;
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
    const adminPage = isSubscriptionEvent(event) ? `/crowds/${crowd.id}/subscription` : `/crowds/${crowd.id}`;
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
      default:
        return vars;
    }
  }
}

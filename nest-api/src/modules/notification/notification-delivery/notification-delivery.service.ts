import { Injectable, Logger } from '@nestjs/common';
import { PLANS, NOTIFICATION_SOCKET_EVENT, type TNotificationEntityType } from '@crowd/contracts';
import { Clock } from '../../../infra/clock/clock';
import { UserPush } from '../../../infra/realtime/user-push';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import type { Notification, NotificationData } from '../notification/entities/notification.entity';
import {
  eventKeyOf,
  isIdeaEvent,
  isSubscriptionEvent,
  type NotificationEvent,
} from '../notification/notification-event';
import { toNotificationView } from '../notification/notification-inbox.service';
import { NotificationRepository } from '../notification/notification.repository';
import { IdeaReadingService } from '../../idea/idea/idea-reading.service';
import { IdeaRepository } from '../../idea/idea/idea.repository';
import { NotificationMails, type Subject } from './notification-mails';
import { NotificationRecipients, type Recipient } from './notification-recipients';

/**
 * Fans an event out (the `notification.deliver` job): finds its recipients by the type's audience,
 * never the actor, stores one notification each (at most once per event and recipient, even when
 * the job runs again), pushes the new ones live and hands them to the mails.
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
    private readonly mails: NotificationMails,
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
    await this.mails.send(event, subject, data, rows, users);
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
      case 'ideaMerged':
        return { ...base, sourceName: event.sourceName };
      case 'webhookDisabled':
        return { ...base, url: event.url };
      default:
        return base;
    }
  }
}

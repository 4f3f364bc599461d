import type { NotificationEvent, SubscriptionNotice } from '../../notification/notification/notification-event';
import type { Subscription } from '../subscription/entities/subscription.entity';

/**
 * A notice of the subscription family about `subscription`. `date` is the day its text names;
 * `at` tells this notice from earlier ones of its type (a period's end, a moment).
 */
export const subscriptionNotice = (
  type: SubscriptionNotice,
  subscription: Pick<Subscription, 'id' | 'crowdId' | 'tier'>,
  date: Date,
  at: Date,
): NotificationEvent => ({
  type,
  actorId: null,
  crowdId: subscription.crowdId,
  subscriptionId: subscription.id,
  tier: subscription.tier,
  date: date.getTime(),
  at: at.getTime(),
});

/** Collects the notices of a transaction, sent once it committed (a rolled-back change tells nobody). */
export class PendingNotices {
  private readonly events: NotificationEvent[] = [];

  add(event: NotificationEvent): void {
    this.events.push(event);
  }

  async send(notify: (event: NotificationEvent) => Promise<void>): Promise<void> {
    for (const event of this.events) await notify(event);
  }
}

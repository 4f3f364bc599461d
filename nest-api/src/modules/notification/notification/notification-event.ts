import {
  SUBSCRIPTION_NOTIFICATION_TYPES,
  ZCrowdRole,
  ZIdeaState,
  ZTier,
  type TSubscriptionNotificationType,
} from '@crowd/contracts';
import { z } from 'zod';

/** The tags an admin turns on in the idea's admin edit. */
export const IDEA_TAGS = ['featured', 'rewarded', 'implemented'] as const;

const id = z.number().int().positive();

export type SubscriptionNotice = TSubscriptionNotificationType;

/**
 * What happened, as the emitting service knows it once its transaction committed. `actorId` is
 * who did it (never notified); the rest names the event and what its text needs that the stored
 * rows will no longer tell (the state it changed to, the milestone, the tags turned on).
 */
export const ZNotificationEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('crowdCreated'), actorId: id, crowdId: id }),
  z.object({
    type: z.literal('crowdTopLevelDomainAdded'),
    actorId: id,
    crowdId: id,
    version: id,
    domain: z.string().min(1),
  }),
  z.object({
    type: z.literal('crowdRoleAdded'),
    actorId: id,
    crowdId: id,
    userId: id,
    role: ZCrowdRole,
    at: z.number().int(),
  }),
  /**
   * Billing notices have no actor to leave out: every admin, the one who paid included, gets the
   * receipt-like notice (renewals and dunning have no actor at all). `date` is the day the text
   * names (period end, or when a change starts), `at` tells repeats of one type apart.
   */
  z.object({
    type: z.enum(SUBSCRIPTION_NOTIFICATION_TYPES),
    actorId: z.null(),
    crowdId: id,
    subscriptionId: id,
    tier: ZTier,
    date: z.number().int(),
    at: z.number().int(),
  }),
  z.object({ type: z.literal('ideaAdded'), actorId: id, ideaId: id }),
  z.object({ type: z.literal('ideaCommented'), actorId: id, ideaId: id, commentId: id }),
  z.object({ type: z.literal('ideaLiked'), actorId: id, ideaId: id }),
  z.object({ type: z.literal('ideaLikeMilestoneReached'), actorId: id, ideaId: id, milestone: id }),
  z.object({
    type: z.literal('ideaMarkedByAdmin'),
    actorId: id,
    ideaId: id,
    version: id,
    tags: z.array(z.enum(IDEA_TAGS)).min(1),
  }),
  z.object({ type: z.literal('ideaStateChanged'), actorId: id, ideaId: id, version: id, state: ZIdeaState }),
  /**
   * `ideaId` is the target; who hears it was decided in the merge's transaction (both authors,
   * the source's likers), as the likes have moved since.
   */
  z.object({
    type: z.literal('ideaMerged'),
    actorId: id,
    ideaId: id,
    sourceIdeaId: id,
    sourceName: z.string(),
    recipientIds: z.array(id),
  }),
  /** A webhook failed too often in a row and was turned off; no actor, every admin hears it. */
  z.object({
    type: z.literal('webhookDisabled'),
    actorId: z.null(),
    crowdId: id,
    webhookId: id,
    url: z.string(),
    at: z.number().int(),
  }),
]);
export type NotificationEvent = z.infer<typeof ZNotificationEvent>;

export type SubscriptionEvent = Extract<NotificationEvent, { subscriptionId: number }>;

export const isSubscriptionEvent = (event: NotificationEvent): event is SubscriptionEvent => 'subscriptionId' in event;
export type IdeaEvent = Extract<NotificationEvent, { ideaId: number }>;

export const isIdeaEvent = (event: NotificationEvent): event is IdeaEvent => 'ideaId' in event;

/**
 * The event's name, unique per event: the queue's job id and each row's `eventKey`. A like is
 * named by its liker, so liking again after an unlike tells the owner nothing new.
 */
export function eventKeyOf(event: NotificationEvent): string {
  if (isSubscriptionEvent(event)) return `${event.type}:${event.subscriptionId}:${event.at}`;
  switch (event.type) {
    case 'crowdCreated':
      return `crowdCreated:${event.crowdId}`;
    case 'crowdTopLevelDomainAdded':
      return `crowdTopLevelDomainAdded:${event.crowdId}:v${event.version}`;
    case 'crowdRoleAdded':
      return `crowdRoleAdded:${event.crowdId}:${event.userId}:${event.role}:${event.at}`;
    case 'ideaAdded':
      return `ideaAdded:${event.ideaId}`;
    case 'ideaCommented':
      return `ideaCommented:${event.commentId}`;
    case 'ideaLiked':
      return `ideaLiked:${event.ideaId}:${event.actorId}`;
    case 'ideaLikeMilestoneReached':
      return `ideaLikeMilestoneReached:${event.ideaId}:${event.milestone}`;
    case 'ideaMarkedByAdmin':
      return `ideaMarkedByAdmin:${event.ideaId}:v${event.version}`;
    case 'ideaStateChanged':
      return `ideaStateChanged:${event.ideaId}:v${event.version}`;
    case 'ideaMerged':
      return `ideaMerged:${event.sourceIdeaId}`;
    case 'webhookDisabled':
      return `webhookDisabled:${event.webhookId}:${event.at}`;
  }
}

/** The `notification` queue's one job: fan an event out to its recipients. */
export const NOTIFICATION_JOB = 'deliver';
export type NotificationJob = { event: NotificationEvent };

declare module '../../../infra/queue/job-payloads' {
  interface JobPayloads {
    'notification.deliver': NotificationJob;
  }
}

import type { TCrowdRole, TIdeaState } from '@crowd/contracts';

/** The tags an admin turns on in the idea's admin edit. */
export type IdeaTag = 'featured' | 'rewarded' | 'implemented';
export const IDEA_TAGS: readonly IdeaTag[] = ['featured', 'rewarded', 'implemented'];

/**
 * What happened, as the emitting service knows it once its transaction committed. `actorId` is
 * who did it (never notified); the rest names the event and what its text needs that the stored
 * rows will no longer tell (the state it changed to, the milestone, the tags turned on).
 */
export type NotificationEvent =
  | { type: 'crowdCreated'; actorId: number; crowdId: number }
  | { type: 'crowdTopLevelDomainAdded'; actorId: number; crowdId: number; version: number; domain: string }
  | { type: 'crowdRoleAdded'; actorId: number; crowdId: number; userId: number; role: TCrowdRole; at: number }
  | { type: 'ideaAdded'; actorId: number; ideaId: number }
  | { type: 'ideaCommented'; actorId: number; ideaId: number; commentId: number }
  | { type: 'ideaLiked'; actorId: number; ideaId: number }
  | { type: 'ideaLikeMilestoneReached'; actorId: number; ideaId: number; milestone: number }
  | { type: 'ideaMarkedByAdmin'; actorId: number; ideaId: number; version: number; tags: IdeaTag[] }
  | { type: 'ideaStateChanged'; actorId: number; ideaId: number; version: number; state: TIdeaState };

export type CrowdEvent = Extract<NotificationEvent, { crowdId: number }>;
export type IdeaEvent = Extract<NotificationEvent, { ideaId: number }>;

export const isIdeaEvent = (event: NotificationEvent): event is IdeaEvent => 'ideaId' in event;

/**
 * The event's name, unique per event: the queue's job id and each row's `eventKey`. A like is
 * named by its liker, so liking again after an unlike tells the owner nothing new.
 */
export function eventKeyOf(event: NotificationEvent): string {
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
  }
}

/** The `notification` queue's one job: fan an event out to its recipients. */
export const NOTIFICATION_JOB = 'deliver';
export type NotificationJob = { event: NotificationEvent };

declare module '../../infra/queue/job-payloads' {
  interface JobPayloads {
    'notification.deliver': NotificationJob;
  }
}

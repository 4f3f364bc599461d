import { eventKeyOf, type NotificationEvent } from './notification-event';

describe('eventKeyOf', () => {
  const events: NotificationEvent[] = [
    { type: 'crowdCreated', actorId: 1, crowdId: 2 },
    { type: 'crowdTopLevelDomainAdded', actorId: 1, crowdId: 2, version: 3, domain: 'ideas.example.org' },
    { type: 'crowdTopLevelDomainAdded', actorId: 1, crowdId: 2, version: 4, domain: `${'x'.repeat(240)}.org` },
    { type: 'crowdRoleAdded', actorId: 1, crowdId: 2, userId: 3, role: 'CROWD_MANAGER', at: 1000 },
    { type: 'crowdRoleAdded', actorId: 1, crowdId: 2, userId: 3, role: 'CROWD_MANAGER', at: 2000 },
    { type: 'ideaAdded', actorId: 1, ideaId: 2 },
    { type: 'ideaCommented', actorId: 1, ideaId: 2, commentId: 3 },
    { type: 'ideaCommented', actorId: 1, ideaId: 2, commentId: 4 },
    { type: 'ideaLiked', actorId: 1, ideaId: 2 },
    { type: 'ideaLiked', actorId: 5, ideaId: 2 },
    { type: 'ideaLikeMilestoneReached', actorId: 1, ideaId: 2, milestone: 10 },
    { type: 'ideaMarkedByAdmin', actorId: 1, ideaId: 2, version: 3, tags: ['featured'] },
    { type: 'ideaStateChanged', actorId: 1, ideaId: 2, version: 3, state: 'APPROVED' },
    { type: 'ideaStateChanged', actorId: 1, ideaId: 2, version: 4, state: 'APPROVED' },
  ];

  it('names each event apart, by its type first, within the column and job id sizes', () => {
    const keys = events.map(eventKeyOf);
    expect(new Set(keys).size).toBe(events.length);
    for (const [index, key] of keys.entries()) {
      expect(key.startsWith(`${events[index]!.type}:`)).toBe(true);
      expect(key.length).toBeLessThanOrEqual(128);
    }
  });

  it('names the same event the same way, whoever liked it again', () => {
    expect(eventKeyOf({ type: 'ideaLiked', actorId: 5, ideaId: 2 })).toBe('ideaLiked:2:5');
    expect(eventKeyOf({ type: 'ideaLikeMilestoneReached', actorId: 9, ideaId: 2, milestone: 10 })).toBe(
      eventKeyOf({ type: 'ideaLikeMilestoneReached', actorId: 1, ideaId: 2, milestone: 10 }),
    );
  });
});

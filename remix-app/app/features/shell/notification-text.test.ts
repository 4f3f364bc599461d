import type { TLocale } from '@crowd/contracts/locales';
import type { TNotification } from '@crowd/contracts/schemas';
import { createInstance } from 'i18next';
import { i18nOptions } from '~/i18n/config';
import { allWebResources } from '~/i18n/resources.server';
import { notificationText } from './notification-text';

async function translator(locale: TLocale) {
  const i18n = createInstance();
  await i18n.init(i18nOptions(locale, allWebResources));
  return i18n.t;
}

const notification = (overrides: Partial<TNotification>): TNotification => ({
  id: 1,
  type: 'ideaLiked',
  entityType: 'idea',
  entityId: 2,
  crowdId: 3,
  data: { name: 'Solar roof', domain: 'demo.localhost:3000', crowdName: 'Demo' },
  createdAt: '2030-01-01T10:00:00.000Z',
  readAt: null,
  ...overrides,
});

describe('notificationText', () => {
  it('names who commented, the new state, the tags, the role and the milestone from the data', async () => {
    const t = await translator('en');
    const data = (extra: Record<string, string | number>) => ({ name: 'Solar roof', ...extra });
    expect(notificationText(t, notification({ type: 'ideaCommented', data: data({ authorName: 'Jane' }) }))).toBe(
      'Jane commented on your idea “Solar roof”.',
    );
    expect(notificationText(t, notification({ type: 'ideaStateChanged', data: data({ state: 'UNDERWAY' }) }))).toBe(
      'The state of your idea “Solar roof” has changed to Underway.',
    );
    expect(
      notificationText(t, notification({ type: 'ideaMarkedByAdmin', data: data({ tags: 'featured,rewarded' }) })),
    ).toBe('An admin has marked your idea “Solar roof”: Featured, Rewarded.');
    expect(
      notificationText(
        t,
        notification({ type: 'crowdRoleAdded', entityType: 'crowd', data: data({ role: 'CROWD_MANAGER' }) }),
      ),
    ).toBe('You have been given the role Crowd manager in the crowd “Solar roof”.');
    expect(notificationText(t, notification({ type: 'ideaLikeMilestoneReached', data: data({ milestone: 50 }) }))).toBe(
      'Your idea “Solar roof” has reached 50 likes.',
    );
  });

  it('falls back to the plain sentence without the extra value, and speaks Slovak', async () => {
    const en = await translator('en');
    expect(notificationText(en, notification({ type: 'ideaCommented' }))).toBe(
      'Someone commented on the idea “Solar roof”.',
    );
    expect(notificationText(en, notification({}))).toBe('Someone likes your idea “Solar roof”.');
    const sk = await translator('sk');
    expect(
      notificationText(sk, notification({ type: 'ideaStateChanged', data: { name: 'X', state: 'APPROVED' } })),
    ).toBe('Stav vášho nápadu „X“ sa zmenil na Schválený.');
  });
});

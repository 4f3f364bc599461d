import { loadAccountLayout as layoutLoader } from '~/features/account/account-layout.server';
import { loadNotificationHistory as historyLoader } from '~/features/account/notification-history.server';
import { loadProfile as profileLoader, profileAction } from '~/features/account/profile.server';
import { setupMockApi } from '../mocks/server';
import { DEMO, getArgs, postArgs, settle } from '../route-args';

setupMockApi();

// The default mock API answers GET /user with 401: the visitor is signed out.
describe('account area guard (spec 2.5)', () => {
  it('sends a signed-out visitor to the sign-in page with the page to come back to', async () => {
    const outcome = await settle(layoutLoader(getArgs('/account/notificationHistory?page=2')));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/login?redirectUrl=${encodeURIComponent('/account/notificationHistory?page=2')}`);
  });

  it('guards every page loader, not only the layout (they run in parallel)', async () => {
    const outcome = await settle(historyLoader(getArgs('/account/notificationHistory')));
    expect(outcome.location).toBe('/login?redirectUrl=%2Faccount%2FnotificationHistory');
  });

  it('does the same on a crowd host', async () => {
    const outcome = await settle(profileLoader(getArgs('/account/profile', DEMO)));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe('/login?redirectUrl=%2Faccount%2Fprofile');
  });

  it('guards the actions and leaves out the ?index marker', async () => {
    const outcome = await settle(profileAction(postArgs('/account?index', { subaction: 'profile', name: 'X' })));
    expect(outcome.location).toBe('/login?redirectUrl=%2Faccount');
  });
});

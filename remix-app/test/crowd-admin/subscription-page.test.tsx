/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node export conditions: remix-validated-form pulls in nanoid, whose browser build is ES modules only.
import { PLANS, type TCrowd, type TSubscription, type TTier } from '@crowd/contracts';
import '../fetch-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CrowdAdminLayout } from '~/features/crowd-admin/crowd-admin-layout';
import { crowdBanners } from '~/features/crowd-admin/crowd-banners';
import { visibleTabs } from '~/features/crowd-admin/crowd-tabs';
import { SubscriptionPage } from '~/features/crowd-admin/subscription/subscription-page';
import { chargeOf, offeredTiers, subscriptionState } from '~/features/crowd-admin/subscription/subscription-state';
import { makeCrowd } from '../mocks/crowd-admin-factories';
import { renderInRoute, renderRoutes } from '../render';

/** What the layout's loader gave the page (its data is read with `useRouteLoaderData`). */
let layoutData: unknown = null;
jest.mock('@remix-run/react', () => ({
  ...jest.requireActual('@remix-run/react'),
  useRouteLoaderData: (id: string) => (id === 'routes/crowds.$crowdId' ? layoutData : undefined),
}));

const DAY = 86_400;
const NOW = Date.UTC(2026, 0, 10) / 1000;

function period(tier: TTier, overrides: Partial<TSubscription> = {}): TSubscription {
  const plan = PLANS[tier];
  return {
    id: 1,
    name: plan.name,
    tier,
    active: true,
    status: 'ACTIVE',
    validFrom: NOW - DAY,
    validTo: Date.UTC(2026, 1, 9) / 1000,
    baseMonthlyPrice: plan.baseMonthlyPrice,
    currency: 'EUR',
    paymentProcessorId: tier === 0 ? null : 'sub_1',
    features: { ...plan.features },
    ...overrides,
  };
}

interface TabInit {
  current?: TSubscription | null;
  next?: TSubscription | null;
  offered?: TTier[];
  flow?: { step: 'pick' } | { step: 'pay'; tier: TTier } | null;
  url?: string;
  answer?: unknown;
}

/** The tab at `url` with the loader's data; returns the forms the page posted. */
function renderTab({
  current = null,
  next = null,
  offered = [1, 3],
  flow = null,
  url = '/crowds/7/subscription',
  answer,
}: TabInit) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const subscription = { current, next };
  renderRoutes(
    [
      {
        path: '/crowds/7/subscription',
        Component: SubscriptionPage,
        loader: () => ({
          crowdId: 7,
          subscription,
          state: subscriptionState(subscription),
          offered,
          flow,
          setup: flow ? { kind: 'offline', publishableKey: null, trialDays: 14 } : null,
          cards: [],
          confirmCancel: false,
          charge: chargeOf(subscription, NOW * 1000),
          now: NOW * 1000,
        }),
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()));
          return answer ?? null;
        },
      },
    ],
    { url },
  );
  return posted;
}

describe('the subscription tab', () => {
  it('is in the tab bar of the crowd admin only, and the subscription banners lead to it', async () => {
    const admin = makeCrowd({ plan: 'trial', planValidTo: new Date(Date.now() + 3 * DAY * 1000).toISOString() });
    layoutData = { crowd: admin, tabs: visibleTabs(admin), banners: crowdBanners(admin), siteUrl: null };
    renderInRoute(<CrowdAdminLayout />, { url: `/crowds/${admin.id}` });
    // The tab bar and its small-screen dropdown list the same tabs.
    for (const link of await screen.findAllByRole('link', { name: 'Subscription' })) {
      expect(link).toHaveAttribute('href', `/crowds/${admin.id}/subscription`);
    }
    expect(screen.getByRole('link', { name: 'Change subscription' })).toHaveAttribute(
      'href',
      `/crowds/${admin.id}/subscription`,
    );
  });

  it('is not in the tab bar of a manager, whose banners then have no link to it', async () => {
    const manager: TCrowd = makeCrowd({ role: 'CROWD_MANAGER', plan: 'no_subscription', features: null });
    layoutData = { crowd: manager, tabs: visibleTabs(manager), banners: crowdBanners(manager), siteUrl: null };
    renderInRoute(<CrowdAdminLayout />, { url: `/crowds/${manager.id}` });
    expect(await screen.findAllByRole('link', { name: 'Profile' })).not.toHaveLength(0);
    expect(screen.queryAllByRole('link', { name: 'Subscription' })).toEqual([]);
    expect(screen.getByText(/has no active subscription/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Choose a plan' })).toBeNull();
  });

  it('shows the plan, its price, status and period, and a scheduled change', async () => {
    renderTab({
      current: period(2),
      next: period(3, { status: 'SCHEDULED', active: false, validFrom: Date.UTC(2026, 1, 9) / 1000 }),
    });
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(current).toHaveTextContent('Concert');
    expect(current).toHaveTextContent('€219 per month');
    expect(current).toHaveTextContent('Active');
    expect(current).toHaveTextContent('January 9, 2026 – February 9, 2026');
    expect(current).toHaveTextContent('Changes to Festival on February 9, 2026.');
    expect(screen.getByRole('region', { name: 'Next plan' })).toHaveTextContent('Scheduled');
  });

  it('counts a trial’s days and offers no cancel for it', async () => {
    renderTab({ current: period(0, { validTo: NOW + 4 * DAY }) });
    expect(await screen.findByText('4 days of the trial left.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/crowds/7/subscription?change=1',
    );
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('warns about a past-due subscription and offers Pay now', async () => {
    renderTab({ current: period(1, { status: 'PAST_DUE' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The last payment failed.');
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/crowds/7/subscription?renew=1');
  });

  it('offers Renew for a cancelled subscription', async () => {
    renderTab({ current: period(2, { status: 'CANCELLED' }) });
    expect(
      await screen.findByText('Cancelled: the crowd keeps the Concert plan until February 9, 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/crowds/7/subscription?renew=1');
  });

  it('asks before cancelling, saying until when the plan lasts, then posts the cancel', async () => {
    const posted = renderTab({ current: period(2) });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the subscription?' });
    expect(dialog).toHaveTextContent('The Concert plan stays in force until February 9, 2026.');
    expect(posted).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(posted).toEqual([{ intent: 'cancel' }]));
  });

  it('changes the plan in a dialog: the other tiers, the trial only when offered', async () => {
    renderTab({
      current: period(0),
      offered: [1, 2, 3],
      flow: { step: 'pick' },
      url: '/crowds/7/subscription?change=1',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    expect(within(dialog).getByText('Step 1 of 2: choose a plan')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Choose Festival' })).toHaveAttribute(
      'href',
      '/crowds/7/subscription?change=1&tier=3',
    );
    expect(within(dialog).queryByRole('button', { name: 'Start the free trial' })).toBeNull();
  });

  it('starts a trial straight from the picker when it is offered', async () => {
    const posted = renderTab({ offered: [0, 1, 2, 3], flow: { step: 'pick' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Start the free trial' }));
    await waitFor(() => expect(posted).toEqual([expect.objectContaining({ intent: 'subscribe', requestedTier: '0' })]));
  });

  it('on a refused card, flags the card form and says the payment failed', async () => {
    const posted = renderTab({
      current: period(1),
      flow: { step: 'pay', tier: 3 },
      url: '/crowds/7/subscription?change=1&tier=3',
      answer: { fieldErrors: { card: 'credit_card_payment_failed' }, repopulateFields: {} },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    expect(within(dialog).getByText(/starts on February 9, 2026, with the next billing period/)).toBeInTheDocument();
    const fill = {
      'Name on card': 'Ada King',
      'Card number': '4000 0000 0000 0002',
      'Month (MM)': '12',
      'Year (YYYY)': '2040',
      'Security code (CVC)': '123',
    };
    for (const [label, value] of Object.entries(fill)) {
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment failed. Please use another card.');
    expect(within(dialog).getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([
      expect.objectContaining({
        intent: 'subscribe',
        requestedTier: '3',
        card: 'new',
        number: '4000 0000 0000 0002',
        script: '1',
      }),
    ]);
  });

  it('offers the free trial only while nothing runs, never in place of a paid plan (issue 25)', () => {
    expect(offeredTiers({ current: null, next: null }, true)).toEqual([0, 1, 2, 3]);
    expect(offeredTiers({ current: period(2), next: null }, true)).toEqual([1, 3]);
    expect(offeredTiers({ current: period(0), next: null }, true)).toEqual([1, 2, 3]);
    expect(offeredTiers({ current: null, next: null }, false)).toEqual([1, 2, 3]);
  });

  it.each([
    [
      'a new plan',
      { current: null },
      2,
      /^€219 is charged now, then every month on the same day/,
      'Pay €219 and subscribe',
    ],
    ['a plan after the trial', { current: period(0) }, 1, /^€99 is charged now/, 'Pay €99 and subscribe'],
    [
      'a change of a paid plan',
      { current: period(1) },
      3,
      /^Nothing is charged now\. The Festival plan starts on February 9, 2026, .* and €499 is charged from then on/,
      'Change plan',
    ],
    [
      'renewing a cancelled plan',
      { current: period(2, { status: 'CANCELLED' }) },
      2,
      /^Nothing is charged now\. The Concert plan runs on, and its next payment of €219 is on February 9, 2026\.$/,
      'Renew subscription',
    ],
    [
      'paying a past-due plan',
      { current: period(2, { status: 'PAST_DUE' }) },
      2,
      /^€219 is charged now for the unpaid month/,
      'Pay €219 now',
    ],
  ] as const)('says what paying for %s charges and when', async (_, { current }, tier, note, submit) => {
    const url =
      current && current.status !== 'ACTIVE' ? '?renew=1' : current ? `?change=1&tier=${tier}` : `?tier=${tier}`;
    renderTab({ current, flow: { step: 'pay', tier }, url: `/crowds/7/subscription${url}` });
    // The dialog's content renders again after it opens: read the form once it has settled.
    await waitFor(() =>
      expect(within(screen.getByText(note).closest('form')!).getByRole('button', { name: submit })).toBeInTheDocument(),
    );
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node export conditions: remix-validated-form pulls in nanoid, whose browser build is ES modules only.
import '../fetch-globals';
import type { TCreditCard, TTier } from '@crowd/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CreditCardsPage } from '~/features/account/credit-cards-page';
import { DirectSubscribePage } from '~/features/crowd-admin/subscription/direct-subscribe-page';
import { renderRoutes } from '../render';

const OFFLINE = { kind: 'offline', publishableKey: null, trialDays: 14 } as const;

const card = (overrides: Partial<TCreditCard>): TCreditCard & { expired: boolean } => ({
  id: `pm_${overrides.last4 ?? '4242'}`,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2040,
  primary: false,
  expired: false,
  ...overrides,
});

function renderSubscribe({ tier, tiers, answer }: { tier: TTier; tiers: TTier[]; answer?: unknown }) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  renderRoutes(
    [
      {
        path: '/subscription',
        Component: DirectSubscribePage,
        loader: () => ({ tier, tiers, setup: OFFLINE, cards: [] }),
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()));
          return answer ?? null;
        },
      },
    ],
    { url: `/subscription?tier=${tier}` },
  );
  return posted;
}

const fillCard = (number = '4242 4242 4242 4242') => {
  const values = {
    'Name on card': 'Ada King',
    'Card number': number,
    'Month (MM)': '12',
    'Year (YYYY)': '2040',
    'Security code (CVC)': '123',
  };
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

describe('the direct subscribe page', () => {
  it('preselects the tier and asks for a card for a paid plan only', async () => {
    renderSubscribe({ tier: 0, tiers: [0, 1, 2, 3] });
    expect(await screen.findByRole('radio', { name: 'Trial' })).toBeChecked();
    expect(screen.getByText('Free for 14 days, no card needed.')).toBeInTheDocument();
    // Until React runs, the card form stays (a trial ignores it); then it goes.
    await waitFor(() => expect(screen.queryByLabelText('Card number')).toBeNull());
    expect(screen.getByRole('button', { name: 'Create the crowd and start the trial' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Party' }));
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create the crowd and subscribe' })).toBeInTheDocument();
  });

  it('after a refused card, says so and keeps the chosen plan: the retry makes a new crowd only when paid', async () => {
    const posted = renderSubscribe({
      tier: 2,
      tiers: [1, 2, 3],
      answer: {
        fieldErrors: { card: 'credit_card_payment_failed' },
        repopulateFields: { requestedTier: '2' },
      },
    });
    expect(await screen.findByRole('radio', { name: 'Concert' })).toBeChecked();
    fillCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Create the crowd and subscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The payment failed. Please use another card.');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    // The refused attempt left no crowd (the API made and removed it in one step): nothing to reuse.
    expect(posted).toEqual([expect.not.objectContaining({ crowdId: expect.anything() })]);
    expect(document.querySelector('input[name=crowdId]')).toBeNull();
  });
});

describe('the credit cards page', () => {
  function renderCards(url: string, cards: ReturnType<typeof card>[], adding: boolean) {
    renderRoutes(
      [
        {
          path: '/account/creditCards',
          Component: CreditCardsPage,
          loader: () => ({ cards, confirmDeleteId: null, setup: adding ? OFFLINE : null }),
        },
      ],
      { url },
    );
  }

  it('offers Make default for the cards that are not the default, and Add card', async () => {
    renderCards('/account/creditCards', [card({ primary: true }), card({ last4: '1111' })], false);
    expect(await screen.findByRole('button', { name: 'Make default: Visa ending in 1111' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make default: Visa ending in 4242' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add card' })).toHaveAttribute('href', '/account/creditCards?add=1');
  });

  it('shows the add-card form at ?add=1, with the make-default checkbox', async () => {
    renderCards('/account/creditCards?add=1', [], true);
    expect(await screen.findByRole('heading', { name: 'Add a card' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Make this my default card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save card' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('link', { name: 'Add card' })).toBeNull();
  });
});

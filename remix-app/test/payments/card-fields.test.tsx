/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node export conditions: remix-validated-form pulls in nanoid, whose browser build is ES modules only.
import type { TCreditCard } from '@crowd/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { ValidatedForm } from 'remix-validated-form';
import { withZod } from '@remix-validated-form/with-zod';
import { z } from 'zod';
import { PaymentFields, usePaymentSubmit } from '~/features/payments/card-fields';
import { cardFormKind, type CardFormKind } from '~/features/payments/card-form';
import { renderInRoute } from '../render';

// Stripe itself cannot run here (no js.stripe.com): the lazy module is replaced by a marker.
jest.mock('~/features/payments/stripe-card', () => ({
  __esModule: true,
  default: () => <div data-testid="stripe-card-element" />,
}));

const card = (overrides: Partial<TCreditCard>): TCreditCard => ({
  id: `pm_${overrides.last4 ?? '4242'}`,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2040,
  primary: false,
  ...overrides,
});

const validator = withZod(z.object({}).passthrough());

function Form({ kind, cards, makeDefault }: { kind: CardFormKind; cards?: TCreditCard[]; makeDefault?: boolean }) {
  const payment = usePaymentSubmit(kind);
  return (
    <ValidatedForm validator={validator} method="post">
      <PaymentFields
        setup={{ kind, publishableKey: kind === 'stripe' ? 'pk_test_x' : null }}
        cards={cards}
        showMakeDefault={makeDefault}
        stripe={payment.stripe}
      />
    </ValidatedForm>
  );
}

describe('the card form', () => {
  it('is our own form with the offline provider, Stripe Elements with a key, and nothing without one', () => {
    expect(cardFormKind({ provider: 'offline', publishableKey: null })).toBe('offline');
    expect(cardFormKind({ provider: 'stripe', publishableKey: 'pk_test_x' })).toBe('stripe');
    expect(cardFormKind({ provider: 'stripe', publishableKey: null })).toBe('unavailable');
  });

  it('offline: labelled card fields that browsers can fill and phones type as numbers', () => {
    renderInRoute(<Form kind="offline" makeDefault />, { url: '/account/creditCards?add=1' });
    const expected = {
      'Name on card': { autocomplete: 'cc-name' },
      'Card number': { autocomplete: 'cc-number', inputmode: 'numeric' },
      'Month (MM)': { autocomplete: 'cc-exp-month', inputmode: 'numeric' },
      'Year (YYYY)': { autocomplete: 'cc-exp-year', inputmode: 'numeric' },
      'Security code (CVC)': { autocomplete: 'cc-csc', inputmode: 'numeric' },
    };
    for (const [label, attributes] of Object.entries(expected)) {
      const input = screen.getByLabelText(label);
      for (const [name, value] of Object.entries(attributes)) expect(input).toHaveAttribute(name, value);
    }
    expect(screen.getByRole('checkbox', { name: 'Make this my default card' })).not.toBeChecked();
    expect(screen.queryByTestId('stripe-card-element')).toBeNull();
  });

  it('offers the saved cards first, the primary one chosen, and the new card’s fields on demand', async () => {
    const primary = card({ primary: true, last4: '4242' });
    const other = card({ last4: '1111', brand: 'mastercard' });
    renderInRoute(<Form kind="offline" cards={[primary, other]} />, { url: '/crowds/7/subscription?change=1&tier=3' });

    const group = screen.getByRole('radiogroup', { name: 'Pay with' });
    expect(group).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Mastercard ending in 1111/ })).not.toBeChecked();
    expect(screen.queryByLabelText('Card number')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Use a new card' }));
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  it('Stripe: the name here, the card in Stripe’s element, and no card number field of ours', async () => {
    renderInRoute(<Form kind="stripe" />, { url: '/account/creditCards?add=1', locale: 'sk' });
    expect(await screen.findByTestId('stripe-card-element')).toBeInTheDocument();
    expect(screen.getByLabelText('Meno na karte')).toHaveAttribute('autocomplete', 'cc-name');
    expect(screen.queryByLabelText('Číslo karty')).toBeNull();
  });

  it('says so when no card can be taken', () => {
    renderInRoute(<Form kind="unavailable" />, { url: '/account/creditCards?add=1' });
    expect(screen.getByRole('alert')).toHaveTextContent('Card payments are not available at the moment.');
  });
});

import { loadAccountLayout } from '~/features/account/account-layout.server';
import { creditCardsAction, loadCreditCards } from '~/features/account/credit-cards.server';
import { accountApi, makeCreditCard, type AccountApiOptions } from '../mocks/account';
import { CARDS, paymentsApi } from '../mocks/payments';
import { server, setupMockApi } from '../mocks/server';
import { flashedToast, getArgs, postArgs, settle } from '../route-args';

setupMockApi();

function signIn(options: AccountApiOptions) {
  const api = accountApi(options);
  server.use(...api.handlers);
  return api;
}

const ADMIN = { 10: 'CROWD_ADMIN', 11: 'CROWD_FOLLOWER' } as const;

describe('credit cards (spec 2.5, 6)', () => {
  it('sends a user who administers no crowd back to /account and hides the tab', async () => {
    const api = signIn({ roles: { 10: 'CROWD_MANAGER', 11: 'CROWD_FOLLOWER' } });
    const page = await settle(loadCreditCards(getArgs('/account/creditCards')));
    expect(page.status).toBe(302);
    expect(page.location).toBe('/account');
    expect(api.calls.some((call) => call.path === '/creditcard')).toBe(false);

    const layout = await settle(loadAccountLayout(getArgs('/account')));
    expect(layout.body).toMatchObject({ showCreditCards: false });

    const action = await settle(creditCardsAction(postArgs('/account/creditCards', { id: 'pm_1' })));
    expect(action.location).toBe('/account');
  });

  it('shows the tab and the cards, primary first, to a crowd admin', async () => {
    const older = makeCreditCard({ last4: '1111' });
    const primary = makeCreditCard({ last4: '4242', primary: true });
    const expired = makeCreditCard({ last4: '0005', expMonth: 1, expYear: 2020 });
    signIn({ roles: ADMIN, cards: [older, primary, expired] });

    const layout = await settle(loadAccountLayout(getArgs('/account')));
    expect(layout.body).toMatchObject({ showCreditCards: true });
    const page = await settle(loadCreditCards(getArgs('/account/creditCards')));
    expect(page.body).toMatchObject({
      cards: [
        { id: primary.id, expired: false },
        { id: older.id, expired: false },
        { id: expired.id, expired: true },
      ],
      confirmDeleteId: null,
    });
  });

  it.each([404, 501])('shows no cards while the API answers %i for them', async (status) => {
    signIn({ roles: ADMIN, cards: { status } });
    const page = await settle(loadCreditCards(getArgs('/account/creditCards')));
    expect(page.body).toMatchObject({ cards: [] });
  });

  it('confirms a delete in the page without JavaScript (?delete=id)', async () => {
    const card = makeCreditCard();
    signIn({ roles: ADMIN, cards: [card] });
    const page = await settle(loadCreditCards(getArgs(`/account/creditCards?delete=${card.id}`)));
    expect(page.body).toMatchObject({ confirmDeleteId: card.id });
  });

  it('deletes a card and says when another card became the default', async () => {
    const primary = makeCreditCard({ primary: true });
    const other = makeCreditCard();
    const api = signIn({ roles: ADMIN, cards: [primary, other] });
    const outcome = await settle(
      creditCardsAction(postArgs('/account/creditCards?delete=x', { intent: 'delete', id: primary.id })),
    );

    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/creditcard/${primary.id}`,
    ]);
    expect(outcome.location).toBe('/account/creditCards');
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'SUCCESS',
      message: 'credit_card_deleted_new_default',
    });
  });

  it.each([
    ['no intent', { id: 'pm_1' }],
    ['an unknown intent', { intent: 'remove', id: 'pm_1' }],
  ])('answers 400 to %s and changes no card', async (_, fields) => {
    const card = makeCreditCard({ primary: true });
    const api = signIn({ roles: ADMIN, cards: [card] });
    const outcome = await settle(creditCardsAction(postArgs('/account/creditCards', { ...fields, id: card.id })));
    expect(outcome.status).toBe(400);
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it.each(['delete', 'makeDefault'])(
    'checks a %s with its own form: without a card id it sends nothing',
    async (intent) => {
      const api = signIn({ roles: ADMIN, cards: [makeCreditCard()] });
      const outcome = await settle(creditCardsAction(postArgs('/account/creditCards', { intent, id: '' })));
      expect(outcome.status).toBe(422);
      expect(outcome.body).toMatchObject({ fieldErrors: { id: expect.any(String) } });
      expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    },
  );

  describe('add card and make default', () => {
    const NEW_CARD = { name: 'Ada King', number: CARDS.ok, expMonth: '12', expYear: '2040', cvc: '123' };

    function withPayments(cards: ReturnType<typeof makeCreditCard>[]) {
      signIn({ roles: ADMIN });
      const payments = paymentsApi({ cards });
      server.use(...payments.handlers);
      return payments;
    }

    it('shows the add-card form at ?add=1 with the provider’s card form', async () => {
      withPayments([]);
      expect((await settle(loadCreditCards(getArgs('/account/creditCards')))).body).toMatchObject({ setup: null });
      const page = await settle(loadCreditCards(getArgs('/account/creditCards?add=1')));
      expect(page.body).toMatchObject({ setup: { kind: 'offline', publishableKey: null } });
    });

    it('adds a card: payment method first, then POST /creditcard with makeDefault', async () => {
      const payments = withPayments([makeCreditCard({ primary: true })]);
      const outcome = await settle(
        creditCardsAction(postArgs('/account/creditCards?add=1', { intent: 'add', ...NEW_CARD, makeDefault: 'on' })),
      );
      const writes = payments.calls.filter((call) => call.method !== 'GET');
      expect(writes.map((call) => call.path)).toEqual(['/payments/offline/paymentMethods', '/creditcard']);
      const added = writes[1]?.body as { paymentMethodId: string; makeDefault: boolean };
      expect(added).toEqual({ paymentMethodId: expect.stringMatching(/^pm_/), makeDefault: true });
      expect(outcome.location).toBe('/account/creditCards');
      await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'SUCCESS', message: 'credit_card_added' });
      expect(payments.cards()[0]).toMatchObject({ id: added.paymentMethodId, primary: true });
    });

    it('keeps a declined card in the form: credit_card_payment_failed and the credit_card_error toast', async () => {
      const payments = withPayments([]);
      const outcome = await settle(
        creditCardsAction(
          postArgs('/account/creditCards?add=1', { intent: 'add', ...NEW_CARD, number: CARDS.declined, script: '1' }),
        ),
      );
      expect(outcome.body).toMatchObject({ fieldErrors: { card: 'credit_card_payment_failed' } });
      await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'ERROR', message: 'credit_card_error' });
      expect(payments.cards()).toEqual([]);
    });

    it('shows the card form’s own mistakes under its fields and sends nothing', async () => {
      const payments = withPayments([]);
      const outcome = await settle(
        creditCardsAction(
          postArgs('/account/creditCards?add=1', { intent: 'add', ...NEW_CARD, name: ' ', expMonth: '13' }),
        ),
      );
      expect(outcome.status).toBe(422);
      expect(outcome.body).toMatchObject({
        fieldErrors: { name: 'credit_card_name_required', expMonth: 'credit_card_incorrect_expiry' },
      });
      expect(payments.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    });

    it('makes a card the default, which then comes first', async () => {
      const primary = makeCreditCard({ primary: true });
      const other = makeCreditCard();
      const payments = withPayments([primary, other]);
      const outcome = await settle(
        creditCardsAction(postArgs('/account/creditCards', { intent: 'makeDefault', id: other.id })),
      );
      expect(payments.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
        `/creditcard/${other.id}/default`,
      ]);
      await expect(flashedToast(outcome)).resolves.toMatchObject({ message: 'credit_card_made_default' });
      const page = await settle(loadCreditCards(getArgs('/account/creditCards')));
      expect(page.body).toMatchObject({
        cards: [
          { id: other.id, primary: true },
          { id: primary.id, primary: false },
        ],
      });
    });
  });
});

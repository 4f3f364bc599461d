import { cardRows, userRow } from '../../../../../test/support/billing';
import { billingTestContext } from '../../../../../test/support/billing-context';
import { createUser } from '../../../../../test/support/factories';
import { OfflinePaymentProvider } from '../offline/offline-payment-provider';
import { PaymentProvider } from '../payment-provider';
import { CreditCardsService } from './credit-cards.service';
import { PaymentCustomerService } from './payment-customer.service';

describe('CreditCardsService and PaymentCustomerService on their repositories (offline provider)', () => {
  const payments = billingTestContext(new Date('2027-03-10T09:00:00.000Z'));

  afterEach(() => jest.restoreAllMocks());

  const cards = () => payments.get(CreditCardsService);
  const newUser = async () => (await createUser(payments.dataSource)).id;
  const savedOf = (userId: number) => cardRows(payments.context, userId);
  const offlineCard = (number: string, expYear = 2030) => {
    const provider = payments.get(PaymentProvider);
    if (!(provider instanceof OfflinePaymentProvider)) throw new Error('expected the offline provider');
    return provider.createPaymentMethod({ number, expMonth: 12, expYear, cvc: '123', name: 'Ada' });
  };

  it('attaches a card without saving it; saving makes the first one primary and the provider default', async () => {
    const userId = await newUser();
    const setDefault = jest.spyOn(payments.get(PaymentProvider), 'setDefaultPaymentMethod');

    const attached = await cards().attach(userId, 'pm_card_visa');
    expect(attached).toMatchObject({ brand: 'visa', last4: '4242', id: expect.stringMatching(/^pm_off_/) });
    expect(await savedOf(userId)).toEqual([]);

    const first = await cards().save(userId, attached);
    const again = await cards().save(userId, attached);
    const second = await cards().resolve(userId, offlineCard('5555555555554444'));

    expect(again.id).toBe(first.id);
    expect((await savedOf(userId)).map((card) => [card.last4, card.primary])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);
    expect(setDefault.mock.calls).toEqual([[`cus_off_${userId}`, attached.id]]);
    // A saved card is answered as saved, without asking the provider.
    const attach = jest.spyOn(payments.get(PaymentProvider), 'attachPaymentMethod');
    await expect(cards().attach(userId, second.providerId)).resolves.toMatchObject({ id: second.providerId });
    expect(attach).not.toHaveBeenCalled();
  });

  it('refuses a declined or an expired card with 402 and saves nothing', async () => {
    const userId = await newUser();
    await expect(cards().resolve(userId, 'pm_card_chargeDeclined')).rejects.toMatchObject({
      kind: 'payment_required',
      key: 'credit_card_declined',
    });
    await expect(cards().attach(userId, offlineCard('4242424242424242', 2026))).rejects.toMatchObject({
      kind: 'payment_required',
      key: 'credit_card_expired',
    });
    await expect(cards().resolve(userId, 'pm_off_forged_0123456789abcdef0123456789abcdef')).rejects.toMatchObject({
      kind: 'payment_required',
      key: 'credit_card_payment_failed',
    });
    expect(await savedOf(userId)).toEqual([]);
  });

  it('makes the newest other card primary when the primary goes, and renewals fall back to the primary', async () => {
    const userId = await newUser();
    const visa = await cards().resolve(userId, 'pm_card_visa');
    const master = await cards().resolve(userId, offlineCard('5555555555554444'));
    const amex = await cards().resolve(userId, offlineCard('378282246310005'));
    const setDefault = jest.spyOn(payments.get(PaymentProvider), 'setDefaultPaymentMethod');

    const answer = await cards().remove(userId, visa.providerId);

    expect(answer.message).toBe('credit_card_deleted_new_default');
    expect(answer.cards.map((card) => [card.id, card.primary])).toEqual([
      [amex.providerId, true],
      [master.providerId, false],
    ]);
    expect(setDefault).toHaveBeenCalledWith(`cus_off_${userId}`, amex.providerId);
    expect((await cards().chargeableCard(visa.id, userId))?.id).toBe(amex.id);
    expect((await cards().chargeableCard(master.id, userId))?.id).toBe(master.id);
    await expect(cards().remove(userId, visa.providerId)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it("keeps one customer per user: of two first payments at once, the customer stored first is both's", async () => {
    const userId = await newUser();
    // Each waits for the other, so both find no customer stored and make one at the provider.
    let bothAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (bothAsked = resolve));
    const createCustomer = jest.spyOn(payments.get(PaymentProvider), 'createCustomer').mockImplementation(async () => {
      const id = `cus_made_${createCustomer.mock.calls.length}`;
      if (createCustomer.mock.calls.length === 2) bothAsked();
      await asked;
      return id;
    });
    const customers = payments.get(PaymentCustomerService);

    const ids = await Promise.all([customers.customerOf(userId), customers.customerOf(userId)]);
    const again = await customers.customerOf(userId);

    const stored = (await userRow(payments.context, userId)).stripeCustomerId;
    expect(ids).toEqual([stored, stored]);
    expect(again).toBe(stored);
    expect(createCustomer).toHaveBeenCalledTimes(2);
  });
});

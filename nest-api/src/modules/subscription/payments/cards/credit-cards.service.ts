import { Injectable, Logger } from '@nestjs/common';
import {
  isCardExpired,
  type TAddCreditCardRequest,
  type TCreditCard,
  type TCreditCardsChangedResponse,
  type TDeleteCreditCardResponse,
} from '@crowd/contracts';
import { isDuplicateKeyError } from '../../../../common/duplicate-key';
import { DomainError, notFound } from '../../../../common/errors';
import { Clock } from '../../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../../infra/database/unit-of-work';
import type { PaymentMethod } from '../entities/payment-method.entity';
import { CardRefusedError, PaymentProvider, type AttachedCard } from '../payment-provider';
import { PaymentCustomerService } from './payment-customer.service';
import { PaymentMethodRepository } from './payment-method.repository';

const toCreditCard = (method: PaymentMethod): TCreditCard => ({
  id: method.providerId,
  brand: method.brand,
  last4: method.last4,
  expMonth: method.expMonth,
  expYear: method.expYear,
  primary: method.primary,
});

const toAttachedCard = (method: PaymentMethod): AttachedCard => ({
  id: method.providerId,
  brand: method.brand,
  last4: method.last4,
  expMonth: method.expMonth,
  expYear: method.expYear,
});

/** A card the provider refused: 402 with the card form's message. */
const paymentRequired = (error: CardRefusedError): DomainError => new DomainError('payment_required', error.messageKey);

/**
 * The user's saved cards (spec 1, 2.5): the provider keeps the card, we keep its id and display
 * data. The first card saved is primary; renewals charge a subscription's card, else the primary.
 */
@Injectable()
export class CreditCardsService {
  private readonly logger = new Logger(CreditCardsService.name);

  constructor(
    private readonly methods: PaymentMethodRepository,
    private readonly customers: PaymentCustomerService,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  async list(userId: number): Promise<TCreditCard[]> {
    return (await this.methods.listOf(userId)).map(toCreditCard);
  }

  async add(userId: number, request: TAddCreditCardRequest): Promise<TCreditCardsChangedResponse> {
    const method = await this.resolve(userId, request.paymentMethodId, request.makeDefault === true);
    if (request.makeDefault && !method.primary) await this.makePrimary(userId, method);
    return { message: 'credit_card_added', cards: await this.list(userId) };
  }

  async makeDefault(userId: number, providerId: string): Promise<TCreditCardsChangedResponse> {
    const method = await this.owned(userId, providerId);
    await this.makePrimary(userId, method);
    return { message: 'credit_card_made_default', cards: await this.list(userId) };
  }

  /**
   * Deletes the user's saved cards (the account is being erased: call in its transaction) and
   * answers their provider ids, to detach with `detachAll` once that commits.
   */
  async forgetAll(userId: number): Promise<string[]> {
    const cards = await this.methods.listOf(userId);
    await this.methods.deleteAllOf(userId);
    return cards.map((card) => card.providerId);
  }

  /**
   * Detaches cards at the provider. The rows are gone already, so one the provider refuses is
   * logged and the others are still tried: the account's erasure does not wait on the provider.
   */
  async detachAll(providerIds: readonly string[]): Promise<void> {
    for (const providerId of providerIds) {
      try {
        await this.provider.detachPaymentMethod(providerId);
      } catch (error) {
        this.logger.error(`detaching card ${providerId} of an erased account failed: ${(error as Error).message}`);
      }
    }
  }

  async remove(userId: number, providerId: string): Promise<TDeleteCreditCardResponse> {
    const method = await this.owned(userId, providerId);
    await this.provider.detachPaymentMethod(method.providerId);
    const successor = await this.tx.withTransaction(async () => {
      await this.methods.delete(method.id);
      if (!method.primary) return null;
      const next = await this.methods.newestOther(userId, method.id);
      if (next) await this.methods.makePrimary(userId, next.id);
      return next;
    });
    if (successor)
      await this.provider.setDefaultPaymentMethod(await this.customers.customerOf(userId), successor.providerId);
    return {
      message: successor ? 'credit_card_deleted_new_default' : 'credit_card_deleted',
      cards: await this.list(userId),
    };
  }

  /**
   * The saved card a payment names, saving it first when it is new to us: the provider attaches
   * it to the user's customer (402 when it refuses the card). The first card becomes primary.
   */
  async resolve(userId: number, paymentMethodId: string, primary = false): Promise<PaymentMethod> {
    return this.save(userId, await this.attach(userId, paymentMethodId), primary);
  }

  /**
   * The card a payment names, as the provider attached it to the user's customer, without saving
   * it: a charge saves its card only once it went through (402 when the provider refuses the card
   * or it has expired). A saved card is answered as saved, with no call to the provider.
   */
  async attach(userId: number, paymentMethodId: string): Promise<AttachedCard> {
    const saved = await this.methods.findOwned(userId, paymentMethodId);
    if (saved) return toAttachedCard(saved);
    let attached: AttachedCard;
    try {
      attached = await this.provider.attachPaymentMethod(await this.customers.customerOf(userId), paymentMethodId);
    } catch (error) {
      if (error instanceof CardRefusedError) throw paymentRequired(error);
      throw error;
    }
    if (isCardExpired(attached, this.clock.now())) throw new DomainError('payment_required', 'credit_card_expired');
    return attached;
  }

  /** Saves an attached card unless it is saved already; the first card becomes primary. */
  async save(userId: number, attached: AttachedCard, primary = false): Promise<PaymentMethod> {
    const { id: providerId, ...card } = attached;
    const saved = await this.methods.findOwned(userId, providerId);
    if (saved) return saved;
    const first = !(await this.methods.hasAny(userId));
    let method: PaymentMethod;
    try {
      method = await this.methods.insert({ userId, providerId, ...card, primary: first, createdAt: this.clock.now() });
    } catch (error) {
      // The same new card sent twice at once: the other request saved it.
      const other = isDuplicateKeyError(error) ? await this.methods.findOwned(userId, providerId) : null;
      if (!other) throw error;
      return other;
    }
    if (first || primary) {
      await this.provider.setDefaultPaymentMethod(await this.customers.customerOf(userId), providerId);
    }
    return method;
  }

  /** The card a renewal charges: the subscription's own, or the payer's primary when it was deleted. */
  async chargeableCard(paymentMethodId: number | null, payerId: number): Promise<PaymentMethod | null> {
    return (paymentMethodId ? await this.methods.findById(paymentMethodId) : null) ?? this.methods.primaryOf(payerId);
  }

  private async owned(userId: number, providerId: string): Promise<PaymentMethod> {
    const method = await this.methods.findOwned(userId, providerId);
    if (!method) throw notFound('credit_card_not_found');
    return method;
  }

  private async makePrimary(userId: number, method: PaymentMethod): Promise<void> {
    await this.methods.makePrimary(userId, method.id);
    await this.provider.setDefaultPaymentMethod(await this.customers.customerOf(userId), method.providerId);
  }
}

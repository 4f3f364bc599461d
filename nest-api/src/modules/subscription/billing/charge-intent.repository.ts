import { Injectable } from '@nestjs/common';
import { LessThanOrEqual } from 'typeorm';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { ChargeIntent, type ChargeIntentStatus } from './entities/charge-intent.entity';

export type NewChargeIntent = Pick<
  ChargeIntent,
  'crowdId' | 'tier' | 'payerId' | 'paymentMethodProviderId' | 'subscriptionId' | 'periodStart' | 'createdAt'
>;

/** How many open intents one reconciliation run takes; the next run takes the rest. */
const RECONCILE_BATCH = 100;

/** Charges recorded before the provider is asked (decision 027). */
@Injectable()
export class ChargeIntentRepository extends TransactionalRepository {
  private get intents() {
    return this.manager.getRepository(ChargeIntent);
  }

  /** The crowd's open charge, if any (there is at most one). */
  openOf(crowdId: number): Promise<ChargeIntent | null> {
    return this.intents.findOneBy({ openCrowdId: crowdId });
  }

  /** Fails with a duplicate key while the crowd has another open charge. */
  insertOpen(intent: NewChargeIntent): Promise<ChargeIntent> {
    return this.intents.save(this.intents.create({ ...intent, status: 'OPEN', openCrowdId: intent.crowdId }));
  }

  findById(id: number): Promise<ChargeIntent | null> {
    return this.intents.findOneBy({ id });
  }

  /** Open intents recorded at or before `before`, oldest first. */
  openSince(before: Date): Promise<ChargeIntent[]> {
    return this.intents.find({
      where: { status: 'OPEN', createdAt: LessThanOrEqual(before) },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: RECONCILE_BATCH,
    });
  }

  /** Whether this call closed it (false: it was closed already). */
  async close(id: number, status: Exclude<ChargeIntentStatus, 'OPEN'>): Promise<boolean> {
    const result = await this.intents.update({ id, status: 'OPEN' }, { status, openCrowdId: null });
    return (result.affected ?? 0) > 0;
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../infra/clock/clock';
import { ChargeIntentRepository } from './charge-intent.repository';
import { ChargeService } from './charge.service';

/** Older than any request still under way: an intent open this long was left by one that stopped. */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;

/**
 * The reconciliation sweep (decision 027), a repeatable job of the `subscription` queue: each
 * charge intent left OPEN (the process stopped between the charge and its record) is asked again
 * under its key, which the provider answers with the first result, and that result is recorded as
 * the request would have: the subscription starts or runs on, or the refusal closes the intent.
 * One beyond the provider's key window is put under review instead (ChargeService.settle).
 */
@Injectable()
export class ChargeReconciliationService {
  private readonly logger = new Logger(ChargeReconciliationService.name);

  constructor(
    private readonly intents: ChargeIntentRepository,
    private readonly charges: ChargeService,
    private readonly clock: Clock,
  ) {}

  async reconcile(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - RECONCILE_AFTER_MS);
    for (const intent of await this.intents.openSince(before)) {
      try {
        const settled = await this.charges.settle(intent);
        this.logger.log(`charge intent ${intent.id} (crowd ${intent.crowdId}) reconciled: ${settled.status}`);
      } catch (error) {
        // The provider may be down: the intent stays open for the next run, and the others go on.
        this.logger.warn(`charge intent ${intent.id} (crowd ${intent.crowdId}) not reconciled yet: ${String(error)}`);
      }
    }
  }
}

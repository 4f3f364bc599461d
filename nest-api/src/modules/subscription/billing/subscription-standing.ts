import type { Subscription } from '../subscription/entities/subscription.entity';

/** Where a crowd's live subscription stands, as far as a request to subscribe is concerned. */
type Standing =
  | { kind: 'none'; live: Subscription | null }
  | { kind: 'trial'; live: Subscription }
  | { kind: 'paid'; live: Subscription }
  | { kind: 'cancelled'; live: Subscription }
  | { kind: 'unpaid'; live: Subscription };

export function standingOf(live: Subscription | null, now: Date): Standing {
  if (!live || live.status === 'INCOMPLETE') return { kind: 'none', live };
  const over = live.validTo !== null && live.validTo <= now;
  switch (live.status) {
    case 'ACTIVE':
      if (live.paymentProcessorId !== null) return { kind: 'paid', live };
      return over ? { kind: 'none', live } : { kind: 'trial', live };
    case 'CANCELLED':
      return over ? { kind: 'none', live } : { kind: 'cancelled', live };
    default:
      return { kind: 'unpaid', live };
  }
}

import type { TPaymentAction } from '@crowd/contracts/schemas';
import { useActionData, useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a subscribe action answers when the bank must confirm the payment first (3-D Secure). */
interface PaymentActionData {
  paymentAction: TPaymentAction;
  /** Where to go once the payment is confirmed. */
  done: string;
}

const isPaymentActionData = (value: unknown): value is PaymentActionData =>
  typeof value === 'object' && value !== null && 'paymentAction' in value && 'done' in value;

/**
 * Runs Stripe's confirmCardPayment for a subscription the API left INCOMPLETE, then goes on to
 * `done`, whose loader shows the subscription as the provider now reports it.
 */
export function PaymentConfirmation({ publishableKey }: { publishableKey: string | null }) {
  const { t } = useTranslation('crowdAdmin');
  const actionData = useActionData<unknown>();
  const navigate = useNavigate();
  const [status, setStatus] = useState<'idle' | 'confirming' | 'failed'>('idle');

  useEffect(() => {
    if (!isPaymentActionData(actionData) || !publishableKey) return;
    let live = true;
    setStatus('confirming');
    void import('./stripe-card')
      .then(({ confirmCardPayment }) => confirmCardPayment(publishableKey, actionData.paymentAction.clientSecret))
      .catch(() => false)
      .then((confirmed) => {
        if (!live) return;
        if (confirmed) navigate(actionData.done);
        else setStatus('failed');
      });
    return () => {
      live = false;
    };
  }, [actionData, publishableKey, navigate]);

  if (status === 'idle') return null;
  return status === 'confirming' ? (
    <p role="status" className="text-sm text-muted-foreground">
      {t('subscription.flow.confirming')}
    </p>
  ) : (
    <p role="alert" className="text-sm font-medium text-destructive">
      {t('subscription.flow.confirmFailed')}
    </p>
  );
}

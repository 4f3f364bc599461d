import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect } from 'react';
import type { MessageKey } from '@crowd/contracts/message-keys';

/** Creates a payment method from the card element: its id, or the message key to show. */
export type CreatePaymentMethod = (name: string) => Promise<{ id: string } | { error: MessageKey }>;

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js, fetched from js.stripe.com once per key and only when a page with a card form asks for it. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCardElementProps {
  publishableKey: string;
  locale: string;
  /** Receives the function the form's submit calls (null when the element goes away). */
  register: (create: CreatePaymentMethod | null) => void;
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
}

/** Stripe's card element: number, expiry and CVC are typed into Stripe's frame and never reach our server. */
export default function StripeCardElement({ publishableKey, locale, ...props }: StripeCardElementProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ locale: locale as StripeElementLocale }}>
      <CardFrame {...props} />
    </Elements>
  );
}

function CardFrame({
  register,
  labelledBy,
  describedBy,
  invalid,
}: Omit<StripeCardElementProps, 'publishableKey' | 'locale'>) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    register(async (name) => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return { error: 'credit_card_cannot_be_processed' };
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name },
      });
      // Spec 8: a payment method that cannot be created is credit_card_error.
      return paymentMethod && !error ? { id: paymentMethod.id } : { error: 'credit_card_error' };
    });
    return () => register(null);
  }, [stripe, elements, register]);
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-invalid={invalid || undefined}
      className="rounded-md border border-input bg-background px-3 py-3 shadow-xs data-[invalid]:border-destructive"
    >
      <CardElement options={{ hidePostalCode: true }} />
    </div>
  );
}

/** 3-D Secure: Stripe asks the bank to confirm the payment the API started. */
export async function confirmCardPayment(publishableKey: string, clientSecret: string): Promise<boolean> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) return false;
  const { error } = await stripe.confirmCardPayment(clientSecret);
  return !error;
}

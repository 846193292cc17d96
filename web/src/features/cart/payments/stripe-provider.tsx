import { type Stripe, type StripeElements, type StripePaymentElement, loadStripe } from '@stripe/stripe-js';
import { useEffect, useImperativeHandle, useRef, useEffectEvent } from 'react';
import type { PaymentConfig } from '@shared/routes/payments';
import type { CardFormProps, PaymentProvider } from './payment-provider';

/** Stripe's Payment Element: loads Stripe.js with the publishable key; rejects when it cannot. */
export async function createStripeProvider(config: PaymentConfig): Promise<PaymentProvider> {
  const stripe = await loadStripe(config.publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load');
  return { CardForm: (props: CardFormProps) => <StripeCardForm stripe={stripe} {...props} /> };
}

// The shop's look inside Stripe's frame.
const APPEARANCE = {
  theme: 'stripe',
  variables: { colorPrimary: '#6e2433', colorText: '#2a211c', colorDanger: '#a4262c', borderRadius: '6px' },
} as const;

/**
 * Tabs, the card only (no wallets, no Link), and no billing address fields: the address comes
 * from the shipping step (spec 02 §2).
 */
function StripeCardForm({ stripe, clientSecret, handle, onReady, disabled, onChange }: CardFormProps & { stripe: Stripe }) {
  const host = useRef<HTMLDivElement>(null);
  const elementsRef = useRef<StripeElements | null>(null);
  const elementRef = useRef<StripePaymentElement | null>(null);
  const ready = useEffectEvent(onReady);
  const changed = useEffectEvent(() => onChange?.());

  useEffect(() => {
    const elements = stripe.elements({ clientSecret, appearance: APPEARANCE });
    const element = elements.create('payment', {
      layout: 'tabs',
      paymentMethodOrder: ['card'],
      wallets: { applePay: 'never', googlePay: 'never', link: 'never' },
      fields: { billingDetails: { address: 'never' } },
    });
    element.on('ready', () => ready());
    element.on('change', () => changed());
    element.mount(host.current!);
    elementsRef.current = elements;
    elementRef.current = element;
    return () => {
      elementsRef.current = null;
      elementRef.current = null;
      element.destroy();
    };
  }, [stripe, clientSecret]);

  useEffect(() => {
    elementRef.current?.update({ readOnly: disabled });
  }, [disabled]);

  useImperativeHandle(
    handle,
    () => ({
      async confirm({ billing, returnUrl }) {
        const elements = elementsRef.current;
        if (!elements) return { kind: 'error', error: { type: 'validation_error', message: 'The card form is not ready.' } };
        const result = await stripe.confirmPayment({
          elements,
          confirmParams: { return_url: returnUrl, payment_method_data: { billing_details: billing } },
          redirect: 'if_required',
        });
        if (result.error) return { kind: 'error', error: { type: result.error.type, message: result.error.message } };
        return { kind: 'status', status: result.paymentIntent.status };
      },
    }),
    [stripe],
  );

  return <div ref={host} className="stripe-card-form" />;
}

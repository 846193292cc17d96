import { type FormEvent, useRef, useState } from 'react';
import {
  CHECKOUT_MESSAGES,
  SESSION_EXPIRED_RELOAD_MS,
  confirmPaymentFailureMessage,
  paymentErrorMessage,
  paymentResultMessage,
} from '@shared/cart/checkout-messages';
import { formatCents } from '@shared/format/money';
import { billingDetailsOf } from '../payments/billing-details';
import { TEST_CARD_HINT, isTestMode, paymentFailedMessage } from '../payments/payment-messages';
import type { ShippingAddress } from '@shared/types';
import { LockIcon } from '@/components/promise-icons';
import { ApiError } from '@/lib/api-client';
import { writeCartPromo } from '@/lib/session';
import { Link, useNavigate } from 'react-router-dom';
import { confirmPayment } from '../api/confirm-payment';
import type { LoadPaymentProvider } from '../payments/load-payment-provider';
import type { CardFormHandle, PaymentOutcome } from '../payments/payment-provider';
import { reloadPage } from './reload-page';
import { usePaymentProvider } from './use-payment-provider';

interface PaymentStepProps {
  clientSecret: string;
  orderId: string;
  address: ShippingAddress;
  totalCents: number;
  loadProvider: LoadPaymentProvider;
  onBack: () => void;
}

type Message = { text: string; tone: 'error' | 'info' };

/**
 * Step 3 (spec 02 §2, §4, §8): the card form of the provider the server chose, Back to Shipping
 * and Pay. A succeeded payment is confirmed with the server, then the confirmation page replaces
 * this one in the history, so Back cannot return to a paid payment step.
 */
export function PaymentStep({ clientSecret, orderId, address, totalCents, loadProvider, onBack }: PaymentStepProps) {
  const provider = usePaymentProvider(loadProvider);
  const [formReady, setFormReady] = useState(false);
  const [paying, setPaying] = useState(false);
  // Once the provider took the money (or is taking it), the card must not be charged again.
  const [settled, setSettled] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const handle = useRef<CardFormHandle>(null);
  const navigate = useNavigate();

  const finish = async () => {
    // The code went with this order: the next cart starts without it.
    writeCartPromo(null);
    try {
      const answer = await confirmPayment(clientSecret, orderId);
      navigate(`/order-confirmation/${orderId}`, { replace: true, state: { order: answer.order } });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : undefined;
      setMessage({ text: confirmPaymentFailureMessage(status), tone: 'error' });
      setPaying(false);
      if (status === 401) setTimeout(reloadPage, SESSION_EXPIRED_RELOAD_MS);
    }
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (paying || settled) return;
    if (provider.status !== 'ready') return setMessage({ text: CHECKOUT_MESSAGES.stripeNotLoaded, tone: 'error' });
    if (!formReady || !handle.current) return setMessage({ text: CHECKOUT_MESSAGES.formLoading, tone: 'info' });
    setPaying(true);
    setMessage(null);
    let outcome: PaymentOutcome;
    try {
      outcome = await handle.current.confirm({
        billing: billingDetailsOf(address),
        returnUrl: `${window.location.origin}/order-confirmation/${encodeURIComponent(orderId)}`,
      });
    } catch {
      setMessage({ text: CHECKOUT_MESSAGES.unexpected, tone: 'error' });
      setPaying(false);
      return;
    }
    if (outcome.kind === 'error') {
      setMessage({ text: paymentFailedMessage(paymentErrorMessage(outcome.error)), tone: 'error' });
      setPaying(false);
      return;
    }
    setSettled(true);
    const result = paymentResultMessage(outcome.status);
    if (result) {
      setMessage({ text: result, tone: 'info' });
      setPaying(false);
      return;
    }
    await finish();
  };

  const { CardForm } = provider.status === 'ready' ? provider.provider : { CardForm: null };
  return (
    <form className="payment-form" noValidate onSubmit={pay} aria-labelledby="payment-title" aria-busy={paying || undefined}>
      <h2 id="payment-title" className="checkout-section-title">
        Payment Details
      </h2>
      {provider.status === 'ready' && isTestMode(provider.config) && (
        <p className="payment-form__hint" data-testid="test-card-hint">
          {TEST_CARD_HINT.text}
        </p>
      )}
      <div className="payment-form__card">
        {provider.status === 'loading' && (
          <p className="payment-form__loading" role="status">
            Loading the secure card form…
          </p>
        )}
        {provider.status === 'failed' && (
          <div className="payment-form__failed">
            <p>The secure card form could not be loaded.</p>
            <button type="button" className="button button--small button--ghost" onClick={provider.retry}>
              Try Again
            </button>
          </div>
        )}
        {CardForm && (
          <CardForm
            key={clientSecret}
            clientSecret={clientSecret}
            handle={handle}
            onReady={() => setFormReady(true)}
            disabled={paying || settled}
            // A failure was about the card as it was: once it is edited, only the card form's own
            // field errors speak.
            onChange={() => setMessage((now) => (now?.tone === 'error' ? null : now))}
          />
        )}
      </div>
      <p className={`form-message${message?.tone === 'info' ? ' form-message--info' : ''}`} role="alert" data-testid="payment-message">
        {message?.text}
      </p>
      {settled && !paying && (
        <p>
          <Link to="/orders">View My Orders</Link>
        </p>
      )}
      <div className="checkout-actions">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={paying || settled}>
          Back to Shipping
        </button>
        <button type="submit" className="button" disabled={paying || settled}>
          <LockIcon size={18} />
          {paying ? 'Processing…' : `Pay ${formatCents(totalCents)}`}
        </button>
      </div>
    </form>
  );
}

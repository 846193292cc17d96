import { useEffect, useRef, useState } from 'react';
import { checkoutBlockReason, CHECKOUT_MESSAGES } from '@shared/cart/checkout-messages';
import { stockHoldMessage } from '@shared/cart/stock-hold';
import { cartTotals } from '@shared/cart/totals';
import { serverMessageOr } from '@shared/format/server-message';
import { emptyShippingForm } from '@shared/orders/shipping-form';
import { paymentIntentRequest } from '../payments/payment-intent-request';
import type { ShippingAddress } from '@shared/types';
import { ApiError } from '@/lib/api-client';
import { readSession } from '@/lib/session';
import { createPaymentIntent, shortLinesOf } from '../api/create-payment-intent';
import { type LoadPaymentProvider, loadPaymentProvider } from '../payments/load-payment-provider';
import { CartStep } from './cart-step';
import { CartEmpty, CartError, CartSkeleton } from './cart-states';
import { CheckoutSteps } from './checkout-steps';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ShippingStep } from './shipping-step';
import { useCart } from './use-cart';
import { usePromo } from './use-promo';
import './checkout.css';
import { DocumentTitle } from '@/components/document-title';
import { withQueries } from '@/lib/with-queries';

type Step = 1 | 2 | 3;
const TITLES: Record<Step, string> = { 1: 'Shopping Cart', 2: 'Shipping', 3: 'Payment' };

/**
 * /cart (spec 02 §2, §4): the cart, then shipping, then payment, on one page. The promo, the
 * shipping form and the open payment intent live here, so moving between steps keeps them.
 * `loadProvider` is the payment seam; tests pass a fake.
 */
function CartPageContent({ loadProvider = loadPaymentProvider }: { loadProvider?: LoadPaymentProvider }) {
  const cart = useCart();
  const promo = usePromo();
  const [step, setStep] = useState<Step>(1);
  const [address, setAddress] = useState<ShippingAddress>(() => ({ ...emptyShippingForm(), email: readSession()?.email ?? '' }));
  const [intent, setIntent] = useState<{ clientSecret: string; orderId: string } | null>(null);
  const [checkoutError, setCheckoutError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new step takes the reader to its heading, from the top of the page.
  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo?.({ top: 0 });
    heading.current?.focus();
  }, [step]);
  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  const lines = cart.state.status === 'ready' ? cart.state.lines : [];
  const totals = cartTotals(lines, promo.promo);

  const checkout = () => {
    const blocked = checkoutBlockReason(lines);
    setCheckoutError(blocked ?? '');
    if (!blocked) go(2);
  };

  const startPayment = async (): Promise<string | null> => {
    try {
      const answer = await createPaymentIntent(paymentIntentRequest(lines, promo.promo, address));
      if (!answer?.success || !answer.clientSecret || !answer.orderId) return CHECKOUT_MESSAGES.initUnsuccessful;
      setIntent({ clientSecret: answer.clientSecret, orderId: answer.orderId });
      go(3);
      return null;
    } catch (error) {
      const said = error instanceof ApiError ? error.serverMessage : undefined;
      const short = shortLinesOf(error);
      if (!short) return serverMessageOr(said, CHECKOUT_MESSAGES.initFailed);
      // Someone else is paying for (or bought) the last units: back to the cart, whose lines load
      // again with the stock left, and the refusal under Secure Checkout. No payment was opened.
      setCheckoutError(serverMessageOr(said, stockHoldMessage(short)));
      cart.reload();
      go(1);
      return null;
    }
  };

  const backToShipping = () => {
    setIntent(null);
    go(2);
  };

  return (
    <div className="checkout page">
      <DocumentTitle>{`${TITLES[step]} — Maison`}</DocumentTitle>
      <div className="container">
        <header className="checkout__head">
          <h1 ref={heading} tabIndex={-1} className="checkout__title">
            {TITLES[step]}
          </h1>
          <CheckoutSteps current={step} />
        </header>
        {cart.state.status === 'loading' && <CartSkeleton />}
        {cart.state.status === 'error' && <CartError message={cart.state.message} onRetry={cart.retry} />}
        {cart.state.status === 'ready' && lines.length === 0 && <CartEmpty />}
        {cart.state.status === 'ready' && lines.length > 0 && step === 1 && (
          <CartStep
            lines={lines}
            totals={totals}
            promo={promo}
            notice={cart.notice}
            onDismissNotice={cart.clearNotice}
            checkoutError={checkoutError}
            onQuantity={(line, quantity) => {
              setCheckoutError('');
              void cart.setQuantity(line, quantity);
            }}
            onRemove={(line) => void cart.remove(line)}
            onCheckout={checkout}
          />
        )}
        {lines.length > 0 && step > 1 && (
          <div className="cart-layout">
            <div className="cart-main">
              {step === 2 && <ShippingStep address={address} onChange={setAddress} onBack={() => go(1)} onContinue={startPayment} />}
              {step === 3 && intent && (
                <PaymentStep
                  clientSecret={intent.clientSecret}
                  orderId={intent.orderId}
                  address={address}
                  totalCents={totals.totalCents}
                  loadProvider={loadProvider}
                  onBack={backToShipping}
                />
              )}
            </div>
            <OrderSummary totals={totals} />
          </div>
        )}
      </div>
    </div>
  );
}

/** The page, under the app's query client. */
export const CartPage = withQueries(CartPageContent);

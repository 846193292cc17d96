import { CHECKOUT_STEPS } from '@shared/cart/checkout-messages';

/** The three-step indicator (spec 02 §2): 1 Cart, 2 Shipping, 3 Payment; the current one marked. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="checkout-steps" aria-label="Checkout steps">
      {CHECKOUT_STEPS.map(({ step, label }) => {
        const state = step < current ? 'is-done' : step === current ? 'is-current' : '';
        return (
          <li key={step} className={`checkout-steps__step ${state}`} aria-current={step === current ? 'step' : undefined}>
            <span className="checkout-steps__number" aria-hidden="true">
              {step}
            </span>
            <span className="checkout-steps__label">
              <span className="visually-hidden">Step {step}: </span>
              {label}
              {step < current && <span className="visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

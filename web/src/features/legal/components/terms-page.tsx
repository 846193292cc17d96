import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE } from '@shared/cart/shipping';
import { TAX_RATE_PERCENT } from '@shared/cart/tax';
import { RETURN_POLICY } from '@shared/catalog/merchant-policies';
import { LegalPage, LegalSection } from './legal-page';

/** /terms: what buying from the shop means, in plain words. */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      lead="These terms cover shopping at Maison: your account, orders, payment, delivery and returns. By creating an account or placing an order, you agree to them."
      other={{ to: '/privacy', label: 'Privacy Policy' }}
    >
      <LegalSection title="Your account">
        <p>
          You need an account to keep a cart and a wishlist and to place orders. Give us a real email address: we send a link to verify it,
          and you can sign in once it is verified. Keep your password to yourself; anything done while signed in to your account counts as
          done by you. We may close an account used for fraud or to abuse the shop.
        </p>
      </LegalSection>
      <LegalSection title="Products and prices">
        <p>
          Every perfume and cologne we sell is authentic and comes sealed from the house that makes it. Prices are in US dollars. Checkout
          adds sales tax of {TAX_RATE_PERCENT}% on the price after any discount, and shipping of ${SHIPPING_FEE} unless your order is over $
          {FREE_SHIPPING_THRESHOLD}, in which case shipping is free. One promo code applies per order.
        </p>
        <p>
          Stock is limited. An item is yours only once your payment goes through; if it sells out in the meantime, we do not take your money
          for it.
        </p>
      </LegalSection>
      <LegalSection title="Orders and payment">
        <p>
          You pay by card. The card form is provided by our payment processor, Stripe, and your card details go straight to them; we never
          see or store your full card number. Your order is confirmed once the payment succeeds, and you can follow it under My Orders as it
          moves from pending to confirmed, processing, shipped and delivered.
        </p>
        <p>If you want to cancel, contact us before the order ships. A cancelled order is refunded to the card you paid with.</p>
      </LegalSection>
      <LegalSection title="Shipping">
        <p>
          We ship to addresses in the 50 United States. The estimated delivery date shown with your order is our best estimate, not a
          promise; carriers are sometimes late. If a parcel goes missing, tell us and we will trace it with the carrier, then replace or
          refund the order.
        </p>
      </LegalSection>
      <LegalSection title="Returns and refunds">
        <ul>
          <li>Unopened items, still sealed, can be returned within {RETURN_POLICY.days} days of delivery for a refund of their price.</li>
          <li>
            For hygiene reasons we cannot take back a perfume that has been opened or used, unless it arrived damaged or is not what you
            ordered.
          </li>
          <li>
            If something arrives damaged or wrong, tell us within 7 days of delivery, with a photo if you can. We will replace it or refund
            it, shipping included.
          </li>
          <li>Refunds go back to the card you paid with; your bank may take a few business days to show them.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Emails">
        <p>
          We email you what your account and orders need: the verification link, password reset links you ask for, and news about your
          orders. Offers and new fragrances come only if you subscribe to the newsletter, and you can unsubscribe at any time.
        </p>
      </LegalSection>
      <LegalSection title="Our responsibility">
        <p>
          We do our best to keep the shop available and its descriptions accurate, but fragrance is personal and colours on screen vary.
          Nothing in these terms limits the rights you have as a consumer under the law where you live.
        </p>
      </LegalSection>
      <LegalSection title="Changes and contact">
        <p>
          If we change these terms, the new version applies to orders placed after it is published here. Questions about an order or these
          terms? Write to Customer Care from the email address on your account.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

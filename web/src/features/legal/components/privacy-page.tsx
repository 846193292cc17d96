import { RESET_TOKEN_LIFETIME_SECONDS, SESSION_LIFETIME_SECONDS, VERIFICATION_TOKEN_LIFETIME_SECONDS } from '@shared/auth/session-lifetime';
import { LegalPage, LegalSection } from './legal-page';

const hours = (seconds: number) => seconds / 3600;
const days = (seconds: number) => seconds / 86_400;

/** /privacy: what the shop keeps about you, why, for how long, and how to have it deleted. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lead="We keep only what we need to run your account and deliver your orders. We do not sell your data, and we do not use advertising or tracking cookies."
      other={{ to: '/terms', label: 'Terms of Service' }}
    >
      <LegalSection title="What we keep">
        <ul>
          <li>
            <strong>Your account:</strong> username, email address, whether the address is verified, and your password, stored only as a
            salted hash that cannot be turned back into the password.
          </li>
          <li>
            <strong>Your orders:</strong> the items, prices and totals, and the shipping details you give at checkout: name, email, phone
            number and address.
          </li>
          <li>
            <strong>Your cart and wishlist</strong>, so they are there when you come back.
          </li>
          <li>
            <strong>Newsletter:</strong> your email address, only if you subscribe.
          </li>
          <li>
            <strong>Technical logs:</strong> which pages of our service were called, when, and whether they worked, to keep the shop running
            and secure. They are kept for a short time.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Payments">
        <p>
          Card payments are handled by Stripe. The card form on our checkout belongs to Stripe and your card details go directly to them; we
          never receive your full card number. We keep the payment&apos;s reference and status with your order. Stripe&apos;s own privacy
          policy covers what they keep.
        </p>
      </LegalSection>
      <LegalSection title="Cookies and browser storage">
        <p>
          We set one cookie, and only when you register or try to sign in before verifying your email. It lets this browser sign you in
          automatically once you click the verification link. It cannot be read by scripts, is sent only to our sign-in service, and expires
          after {hours(VERIFICATION_TOKEN_LIFETIME_SECONDS)} hours or as soon as it is used.
        </p>
        <p>
          When you sign in, your browser keeps your sign-in token, username, email address, role and verification status so the shop knows
          who you are. Without &ldquo;Remember me&rdquo; this is kept in session storage, cleared when you close the tab, and the sign-in
          lasts {hours(SESSION_LIFETIME_SECONDS.browser)} hours; with it, it is kept in local storage for up to{' '}
          {days(SESSION_LIFETIME_SECONDS.remembered)} days. The browser also keeps a copy of your wishlist and, if you tried to add
          something before signing in, that action, so it can finish after you sign in. Signing out clears all of it.
        </p>
      </LegalSection>
      <LegalSection title="Emails">
        <p>
          We send the emails your account needs: the verification link (valid {hours(VERIFICATION_TOKEN_LIFETIME_SECONDS)} hours), password
          reset links you ask for (valid {hours(RESET_TOKEN_LIFETIME_SECONDS)} hour), and news about your orders. The newsletter comes only
          if you subscribe, and every issue lets you unsubscribe.
        </p>
      </LegalSection>
      <LegalSection title="Who else sees it">
        <ul>
          <li>Stripe, to take your payment.</li>
          <li>Our cloud provider, Amazon Web Services, which hosts the shop and sends our emails.</li>
          <li>The delivery carrier, who gets the name, address and phone number on the parcel.</li>
        </ul>
        <p>Nobody else, unless the law requires it.</p>
      </LegalSection>
      <LegalSection title="How long we keep it">
        <p>
          Account, cart and wishlist data stay while you have an account. Order records are kept for as long as tax and accounting law
          requires. Verification and reset links stop working when they expire or are used. A newsletter subscription ends when you
          unsubscribe.
        </p>
      </LegalSection>
      <LegalSection title="Seeing, correcting or deleting your data">
        <p>
          You can see your account details on your profile and your orders under My Orders. To have your data corrected or deleted, write to
          Customer Care from the email address on your account, so we know the request is yours. We delete your account, cart, wishlist and
          newsletter subscription within 30 days, and keep only the order records the law makes us keep.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

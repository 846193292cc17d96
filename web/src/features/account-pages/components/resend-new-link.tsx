import { useState } from 'react';
import { isSimpleEmail } from '@shared/auth/email-pattern';
import { TextField } from '@/components/form-field';
// The sign-in modal's Resend Email, with its cooldowns and messages (spec 01 §4, §8).
import { ResendButton } from '@/features/auth';

/**
 * Asks for another verification email from the page of a link a newer one replaced: the server
 * does not say whose link it was, so the visitor names the address; the resend answers alike
 * for every address and mails only an account still waiting for verification.
 */
export function ResendNewLink() {
  const [email, setEmail] = useState('');
  return (
    <form className="account-form" noValidate aria-label="Send a new verification email" onSubmit={(event) => event.preventDefault()}>
      <TextField
        type="email"
        label="Email Address"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <ResendButton email={email.trim()} disabled={!isSimpleEmail(email)} onSent={() => undefined} />
    </form>
  );
}

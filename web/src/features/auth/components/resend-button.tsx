import { useState } from 'react';
import { resendFailureMessage } from '@shared/auth/auth-error-messages';
import { resendButtonLabel, resendCooldownSeconds } from '../resend-cooldown';
import { failedAnswerOf } from '../api/failed-answer';
import { resendVerification } from '../api/resend-verification';
import { useCooldown } from './use-cooldown';

/**
 * Resend Email, then "Resend in {n}s": 60 s after a success, 300 s after a 429, none after
 * another failure (spec 01 §4, §8). The outcome shows under the button.
 */
export function ResendButton({ email, disabled, onSent }: { email: string; disabled: boolean; onSent: () => void }) {
  const cooldown = useCooldown();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; ok: boolean } | null>(null);

  const resend = async () => {
    setBusy(true);
    setNote(null);
    try {
      const answer = await resendVerification(email);
      setNote({ text: answer.message, ok: true });
      cooldown.start(resendCooldownSeconds('sent'));
      onSent();
    } catch (error) {
      const answer = failedAnswerOf(error);
      setNote({ text: resendFailureMessage(answer), ok: false });
      cooldown.start(resendCooldownSeconds(answer.status === 429 ? 'rate-limited' : 'failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--block"
        disabled={disabled || busy || cooldown.secondsLeft > 0}
        onClick={() => void resend()}
      >
        {busy ? 'Sending...' : resendButtonLabel(cooldown.secondsLeft)}
      </button>
      <p className={`form-message${note?.ok ? ' form-message--success' : ''}`} role="status">
        {note?.text}
      </p>
    </>
  );
}

import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { NEWSLETTER_UNSUBSCRIBE_MESSAGES } from '@shared/newsletter/newsletter-unsubscribe';
import type { UnsubscribeOutcome } from '../api/unsubscribe-alerts';
import { leaveNewsletterOnce } from '../api/unsubscribe-newsletter';
import { useLinkToken } from '../use-link-token';
import { AccountCard } from './account-card';
import { DocumentTitle } from '@/components/document-title';

type State = { status: 'working' } | UnsubscribeOutcome;

/**
 * /newsletter/unsubscribe#token=… (the link in every newsletter email): takes the reader off the
 * newsletter without signing in, and says so, or why the link did not work.
 */
export function NewsletterUnsubscribePage() {
  const { token, forget } = useLinkToken('newsletter-unsubscribe');
  const [state, setState] = useState<State>(() =>
    token ? { status: 'working' } : { ok: false, message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    void leaveNewsletterOnce(token).then((outcome) => {
      if (outcome.ok) forget();
      if (current) setState(outcome);
    });
    return () => {
      current = false;
    };
  }, [token, forget]);

  return (
    <AccountCard title="The Maison letter">
      <DocumentTitle>Unsubscribe — Maison</DocumentTitle>
      <div role="status" className="account-card__live">
        {!('ok' in state) ? (
          <p className="account-card__status">
            <span className="account-card__spinner" aria-hidden="true" />
            Unsubscribing you…
          </p>
        ) : (
          <p className={`account-card__status ${state.ok ? 'is-success' : 'is-error'}`}>{state.message}</p>
        )}
      </div>
      <p>
        <Link to="/shop">Continue shopping</Link>
      </p>
    </AccountCard>
  );
}

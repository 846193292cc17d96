import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ALERT_MESSAGES } from '@shared/wishlist/alerts';
import { type UnsubscribeOutcome, unsubscribeOnce } from '../api/unsubscribe-alerts';
import { useLinkToken } from '../use-link-token';
import { AccountCard } from './account-card';
import { DocumentTitle } from '@/components/document-title';

type State = { status: 'working' } | UnsubscribeOutcome;

/**
 * /alerts/unsubscribe#token=… (the link in every wishlist alert email): turns the reader's alerts
 * off without signing in, and says so, or why the link did not work.
 */
export function AlertsUnsubscribePage() {
  const { token, forget } = useLinkToken('alerts-unsubscribe');
  const [state, setState] = useState<State>(() => (token ? { status: 'working' } : { ok: false, message: ALERT_MESSAGES.linkInvalid }));

  useEffect(() => {
    if (!token) return;
    let current = true;
    void unsubscribeOnce(token).then((outcome) => {
      if (outcome.ok) forget();
      if (current) setState(outcome);
    });
    return () => {
      current = false;
    };
  }, [token, forget]);

  return (
    <AccountCard title="Wishlist alerts">
      <DocumentTitle>Unsubscribe — Maison</DocumentTitle>
      <div role="status" className="account-card__live">
        {!('ok' in state) ? (
          <p className="account-card__status">
            <span className="account-card__spinner" aria-hidden="true" />
            Turning your alerts off…
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

import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { type UnsubscribeOutcome, type UnsubscribeRoute, unsubscribeOnce } from '../api/unsubscribe';
import { type LinkPage, useLinkToken } from '../use-link-token';
import { AccountCard } from './account-card';
import { DocumentTitle } from '@/components/document-title';

type State = { status: 'working' } | UnsubscribeOutcome;

export interface UnsubscribeLinkPageProps {
  /** Where the link's token is kept while the page works. */
  page: LinkPage;
  route: UnsubscribeRoute;
  /** The card's title: what the reader leaves. */
  title: string;
  /** Said while the route works. */
  working: string;
  /** Said when the link has no token, or the route gives no message. */
  invalid: string;
}

/**
 * The page an emailed unsubscribe link opens (`…#token=…`): calls its route with the token,
 * without signing in, and says it is done, or why the link did not work.
 */
export function UnsubscribeLinkPage({ page, route, title, working, invalid }: UnsubscribeLinkPageProps) {
  const { token, forget } = useLinkToken(page);
  const [state, setState] = useState<State>(() => (token ? { status: 'working' } : { ok: false, message: invalid }));

  useEffect(() => {
    if (!token) return;
    let current = true;
    void unsubscribeOnce(route, token, invalid).then((outcome) => {
      if (outcome.ok) forget();
      if (current) setState(outcome);
    });
    return () => {
      current = false;
    };
  }, [token, forget, route, invalid]);

  return (
    <AccountCard title={title}>
      <DocumentTitle>Unsubscribe — Maison</DocumentTitle>
      <div role="status" className="account-card__live">
        {!('ok' in state) ? (
          <p className="account-card__status">
            <span className="account-card__spinner" aria-hidden="true" />
            {working}
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

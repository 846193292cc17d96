import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { WishAlert } from '@shared/routes/alerts';
import { ALERT_MESSAGES } from '@shared/wishlist/alerts';
import * as routes from '@shared/routes/endpoints';
import { errorMessage } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-key';
import { setWishlistAlert } from '@/lib/wishlist/set-wishlist-alert';
import { wishlistAlertsQuery } from '../api/get-wishlist-alerts';
import { turnOffWishlistAlerts } from '../api/turn-off-wishlist-alerts';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; alerts: WishAlert[] };

/**
 * The profile's wishlist alerts: per saved product, whether to be emailed when it is back in stock
 * or its price drops, and one button to turn every alert off. Each change is saved at once.
 */
export function AlertSettings() {
  const client = useQueryClient();
  const query = useQuery(wishlistAlertsQuery());
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const titleId = useId();
  const state: State = query.isSuccess
    ? { status: 'ready', alerts: query.data.alerts }
    : query.isError
      ? { status: 'error', message: errorMessage(query.error, 'Failed to load your alerts') }
      : { status: 'loading' };

  const change = async (work: () => Promise<{ message: string }>, next: (alerts: WishAlert[]) => WishAlert[]) => {
    if (state.status !== 'ready') return;
    setBusy(true);
    setNote(null);
    try {
      const answer = await work();
      client.setQueryData(wishlistAlertsQuery().queryKey, (answer) => answer && { alerts: next(answer.alerts) });
      // Turning an alert on saves the product: the wishlist page asks again when it next shows.
      void client.invalidateQueries({ queryKey: queryKeyOf(routes.getWishlist) });
      setNote(answer.message);
    } catch (error) {
      setNote(errorMessage(error, ALERT_MESSAGES.notifyFailed));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (productId: string, on: boolean) =>
    change(
      () => setWishlistAlert(productId, on),
      (alerts) => alerts.map((a) => (a.product.product_id === productId ? { ...a, on } : a)),
    );
  const allOff = () => change(turnOffWishlistAlerts, (alerts) => alerts.map((a) => ({ ...a, on: false })));

  return (
    <section className="alert-settings" aria-labelledby={titleId}>
      <h2 id={titleId}>Wishlist alerts</h2>
      <p className="alert-settings__hint">Get an email when a saved product is back in stock or its price drops.</p>
      {state.status === 'loading' && <p>Loading your alerts…</p>}
      {state.status === 'error' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && state.alerts.length === 0 && <p>Save products to your wishlist to get alerts about them.</p>}
      {state.status === 'ready' && state.alerts.length > 0 && (
        <>
          <ul className="alert-settings__list">
            {state.alerts.map(({ product, on }) => (
              <li key={product.product_id}>
                <label>
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={busy}
                    onChange={(event) => void toggle(product.product_id, event.target.checked)}
                  />
                  <span>{product.name}</span>
                  <span className="alert-settings__brand">{product.brand}</span>
                </label>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy || !state.alerts.some((a) => a.on)}
            onClick={() => void allOff()}
          >
            Turn all alerts off
          </button>
        </>
      )}
      {note && (
        <p className="alert-settings__note" role="status">
          {note}
        </p>
      )}
    </section>
  );
}

import { useState } from 'react';
import type { Product } from '@shared/types';
import { ALERT_MESSAGES, ALERT_SHORT_WORDS } from '@shared/wishlist/alerts';
import type { ProductActions } from './use-product-actions';

interface NotifyMeButtonProps {
  product: Product;
  actions: ProductActions;
  /** The card's name, which the button is described by. */
  describedBy: string;
}

/**
 * A sold-out card's "Notify me when it's back". The card has room for the first words only; screen
 * readers hear them all. Once the alert is saved the button says so and does nothing more.
 */
export function NotifyMeButton({ product, actions, describedBy }: NotifyMeButtonProps) {
  const [state, setState] = useState<'ready' | 'saving' | 'set'>('ready');
  const press = async () => {
    if (state !== 'ready') return;
    setState('saving');
    try {
      const result = await actions.notifyMe(product);
      setState(result?.ok ? 'set' : 'ready');
    } catch {
      setState('ready');
    }
  };
  const set = state === 'set';
  // The card shows the first words; the name read out is the full text, which starts with them.
  const [full, short] = set ? [ALERT_MESSAGES.alertSet, ALERT_SHORT_WORDS.alertSet] : [ALERT_MESSAGES.notifyMe, ALERT_SHORT_WORDS.notifyMe];
  return (
    <button
      type="button"
      className={`button button--small product-card__notify${set ? ' is-set' : ''}`}
      aria-label={full}
      aria-disabled={state !== 'ready' || undefined}
      aria-describedby={describedBy}
      onClick={press}
    >
      {short}
    </button>
  );
}

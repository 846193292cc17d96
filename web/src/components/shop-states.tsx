import { SHOP_MESSAGES } from '@/lib/catalog/shop-messages';
import { LoadErrorPanel, StatePanel } from './state-panel';

/** The catalogue could not be loaded (spec 01 §8): the message and a way to try again. */
export function ShopError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadErrorPanel title={SHOP_MESSAGES.loadErrorTitle} onRetry={onRetry}>
      {message}
    </LoadErrorPanel>
  );
}

/** Nothing passes the filters (spec 01 §2). */
export function ShopEmpty({ onClear }: { onClear: () => void }) {
  return (
    <StatePanel
      title={SHOP_MESSAGES.emptyTitle}
      action={
        <button type="button" className="button button--ghost" onClick={onClear}>
          {SHOP_MESSAGES.clearAllFilters}
        </button>
      }
    >
      {SHOP_MESSAGES.emptyHint}
    </StatePanel>
  );
}

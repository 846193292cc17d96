import { SHOP_MESSAGES } from '../../../../../shared/catalog/shop-messages';

/** The catalogue could not be loaded (spec 01 §8): the message and a way to try again. */
export function ShopError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="shop-state shop-state--error" role="alert">
      <h2>{SHOP_MESSAGES.loadErrorTitle}</h2>
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {SHOP_MESSAGES.tryAgain}
      </button>
    </div>
  );
}

/** Nothing passes the filters (spec 01 §2). */
export function ShopEmpty({ onClear }: { onClear: () => void }) {
  return (
    <div className="shop-state" role="status">
      <h2>{SHOP_MESSAGES.emptyTitle}</h2>
      <p>{SHOP_MESSAGES.emptyHint}</p>
      <button type="button" className="button button--ghost" onClick={onClear}>
        {SHOP_MESSAGES.clearAllFilters}
      </button>
    </div>
  );
}

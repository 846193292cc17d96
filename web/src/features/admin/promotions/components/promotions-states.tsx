import { LoadErrorPanel, StatePanel } from '@/components/state-panel';
import { PROMOTION_TEXTS } from './promotion-texts';

/** The promotions could not be loaded: the reason and Try Again. */
export function PromotionsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadErrorPanel title={PROMOTION_TEXTS.loadFailedTitle} onRetry={onRetry}>
      {message}
    </LoadErrorPanel>
  );
}

/** No promotion yet: what one is, and Add Promotion. */
export function PromotionsEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <StatePanel
      title={PROMOTION_TEXTS.emptyTitle}
      action={
        <button type="button" className="button" onClick={onAdd}>
          {PROMOTION_TEXTS.add}
        </button>
      }
    >
      {PROMOTION_TEXTS.emptyHint}
    </StatePanel>
  );
}

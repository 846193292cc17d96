import { BRAND_MESSAGES } from '../brand-messages';
import { LoadErrorPanel, StatePanel } from '@/components/state-panel';

/** The brands could not be loaded: the reason and Try Again. */
export function BrandsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadErrorPanel title={BRAND_MESSAGES.loadFailedTitle} onRetry={onRetry}>
      {message}
    </LoadErrorPanel>
  );
}

/** No brand yet: a word on what brands are for, and Add Brand. */
export function BrandsEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <StatePanel
      title={BRAND_MESSAGES.emptyTitle}
      action={
        <button type="button" className="button" onClick={onAdd}>
          {BRAND_MESSAGES.add}
        </button>
      }
    >
      {BRAND_MESSAGES.emptyHint}
    </StatePanel>
  );
}

/** A search that matches no brand, with a way back to the whole list. */
export function BrandsNoMatch({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <StatePanel
      title={BRAND_MESSAGES.noMatchTitle}
      action={
        <button type="button" className="button button--ghost" onClick={onClear}>
          {BRAND_MESSAGES.clearSearch}
        </button>
      }
    >
      {`No brand name contains “${query.trim()}”.`}
    </StatePanel>
  );
}

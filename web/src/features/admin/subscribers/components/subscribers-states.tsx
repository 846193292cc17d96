import { SUBSCRIBER_MESSAGES } from '../subscriber-messages';
import { LoadErrorPanel, StatePanel } from '@/components/state-panel';

/** The subscribers could not be loaded: the reason and Try Again. */
export function SubscribersError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadErrorPanel title={SUBSCRIBER_MESSAGES.loadFailedTitle} onRetry={onRetry}>
      {message}
    </LoadErrorPanel>
  );
}

/** Nobody has subscribed yet. */
export function SubscribersEmpty() {
  return (
    <StatePanel title={SUBSCRIBER_MESSAGES.emptyTitle} action={null}>
      {SUBSCRIBER_MESSAGES.emptyHint}
    </StatePanel>
  );
}

/** A search that matches no address, with a way back to the whole list. */
export function SubscribersNoMatch({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <StatePanel
      title={SUBSCRIBER_MESSAGES.noMatchTitle}
      action={
        <button type="button" className="button button--ghost" onClick={onClear}>
          {SUBSCRIBER_MESSAGES.clearSearch}
        </button>
      }
    >
      {`No email address contains “${query.trim()}”.`}
    </StatePanel>
  );
}

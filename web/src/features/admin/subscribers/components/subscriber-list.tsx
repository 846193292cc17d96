import { formatShortDate } from '@/lib/format/date';
import { SUBSCRIBER_MESSAGES } from '../subscriber-messages';
import type { Subscriber } from '@shared/types';

/** The subscribers: email, the date they subscribed (en-US) and Remove, disabled while its request runs. */
export function SubscriberList({
  subscribers,
  removingId,
  onRemove,
}: {
  subscribers: readonly Subscriber[];
  removingId: string | null;
  onRemove: (subscriber: Subscriber) => void;
}) {
  return (
    <ul className="list-rows" aria-label="Subscribers">
      {subscribers.map((subscriber) => {
        const date = formatShortDate(subscriber.createdAt);
        return (
          <li key={subscriber._id} className="list-rows__row" data-testid="subscriber-row">
            <div className="list-rows__main">
              <p className="list-rows__title">{subscriber.email}</p>
              <p className="list-rows__meta">
                {date ? (
                  <>
                    Subscribed <time dateTime={subscriber.createdAt}>{date}</time>
                  </>
                ) : (
                  'Subscription date unknown'
                )}
              </p>
            </div>
            <button
              type="button"
              className="button button--small button--danger-ghost"
              aria-label={`${SUBSCRIBER_MESSAGES.remove} ${subscriber.email}`}
              disabled={removingId === subscriber._id}
              onClick={() => onRemove(subscriber)}
            >
              {SUBSCRIBER_MESSAGES.remove}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

import { useEffect, useRef, useState } from 'react';
import { listCountLabel, searchSubscribers } from '../../shared/admin-search';
import { SUBSCRIBER_MESSAGES } from '../subscriber-messages';
import type { Subscriber } from '@shared/types';
import { ActionBanner } from '../../shared/action-banner';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { ListSearch } from '../../shared/list-search';
import { ListSkeleton } from '../../shared/list-skeleton';
import { SubscriberList } from './subscriber-list';
import { SubscribersEmpty, SubscribersError, SubscribersNoMatch } from './subscribers-states';
import { useSubscribers } from './use-subscribers';
import '../../shared/list-screen.css';
import { DocumentTitle } from '@/components/document-title';

/**
 * /admin/Subscribers (spec 02 §2): the newsletter subscribers newest first, a count, search by
 * email, remove after confirmation, and Export to subscribers.xlsx. Failures show in the page;
 * focus goes to the heading when a row leaves.
 */
export function SubscribersAdminPage() {
  const subscribers = useSubscribers();
  const [query, setQuery] = useState('');
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const [focus, setFocus] = useState<'heading' | 'search' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const all = subscribers.status === 'ready' ? subscribers.subscribers : null;
  const shown = all ? searchSubscribers(all, query) : [];

  useEffect(() => {
    if (focus === 'heading') heading.current?.focus();
    if (focus === 'search') search.current?.focus();
    if (focus) setFocus(null);
  }, [focus]);

  const confirmRemove = async () => {
    if (!removing) return;
    const gone = await subscribers.remove(removing);
    setRemoving(null);
    if (gone) setFocus('heading');
  };

  return (
    <section className="list-screen" aria-labelledby="subscribers-title">
      <DocumentTitle>{`${SUBSCRIBER_MESSAGES.title} — Maison`}</DocumentTitle>
      <header className="list-screen__head">
        <div>
          <p className="eyebrow">Newsletter</p>
          <h1 id="subscribers-title" ref={heading} tabIndex={-1}>
            {SUBSCRIBER_MESSAGES.title}
          </h1>
          {all && (
            <p className="list-screen__count" aria-live="polite">
              {listCountLabel(shown.length, all.length, ['subscriber', 'subscribers'])}
            </p>
          )}
        </div>
        <button
          type="button"
          className="button"
          disabled={!all?.length || subscribers.exporting}
          aria-busy={subscribers.exporting}
          onClick={() => void subscribers.exportAll()}
        >
          {subscribers.exporting ? SUBSCRIBER_MESSAGES.exporting : SUBSCRIBER_MESSAGES.export}
        </button>
      </header>

      <ActionBanner message={subscribers.banner} onDismiss={subscribers.dismissBanner} />

      {subscribers.status === 'loading' && <ListSkeleton label={SUBSCRIBER_MESSAGES.loading} />}
      {subscribers.status === 'error' && <SubscribersError message={subscribers.message} onRetry={subscribers.reload} />}
      {all?.length === 0 && <SubscribersEmpty />}
      {all && all.length > 0 && (
        <>
          <div className="list-screen__toolbar">
            <ListSearch
              inputRef={search}
              label={SUBSCRIBER_MESSAGES.searchLabel}
              value={query}
              placeholder="name@example.com"
              onChange={setQuery}
            />
          </div>
          {shown.length === 0 ? (
            <SubscribersNoMatch
              query={query}
              onClear={() => {
                setQuery('');
                setFocus('search');
              }}
            />
          ) : (
            <SubscriberList subscribers={shown} removingId={subscribers.removingId} onRemove={setRemoving} />
          )}
        </>
      )}

      {removing && (
        <ConfirmDialog
          message={SUBSCRIBER_MESSAGES.removeConfirm}
          detail={removing.email}
          confirmLabel={SUBSCRIBER_MESSAGES.remove}
          busy={subscribers.removingId === removing._id}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

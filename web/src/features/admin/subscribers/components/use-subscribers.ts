import { useEffect, useState } from 'react';
import { sortSubscribersNewestFirst } from '../../shared/admin-search';
import { SUBSCRIBER_MESSAGES, downloadFailedMessage, removeSubscriberFailedMessage } from '../subscriber-messages';
import type { Subscriber } from '@shared/types';
import { showToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { exportSubscribers } from '../api/export-subscribers';
import { listSubscribers } from '../api/list-subscribers';
import { removeSubscriber } from '../api/remove-subscriber';

export type SubscribersState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; subscribers: Subscriber[] };

/** The text of a failed call: the server's message, else the error's own. */
const detailOf = (error: unknown) => errorMessage(error, SUBSCRIBER_MESSAGES.unknownError);

/**
 * The subscribers screen's data and actions (spec 02 §2, §7, §8): the list newest first, remove
 * one, export all as subscribers.xlsx. Failures set the page's banner; successes are toasts.
 */
export function useSubscribers() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SubscribersState>({ status: 'loading' });
  const [banner, setBanner] = useState('');
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    listSubscribers(controller.signal).then(
      (subscribers) => setState({ status: 'ready', subscribers: sortSubscribersNewestFirst(subscribers) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(error, SUBSCRIBER_MESSAGES.loadFailed) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  /** Removes a subscriber; true when it left the list. */
  const remove = async (subscriber: Subscriber): Promise<boolean> => {
    setBanner('');
    setRemovingId(subscriber._id);
    try {
      await removeSubscriber(subscriber._id);
      setState((current) =>
        current.status === 'ready' ? { ...current, subscribers: current.subscribers.filter((s) => s._id !== subscriber._id) } : current,
      );
      showToast(SUBSCRIBER_MESSAGES.removed);
      return true;
    } catch (error) {
      setBanner(removeSubscriberFailedMessage(detailOf(error)));
      return false;
    } finally {
      setRemovingId(null);
    }
  };

  const exportAll = async (): Promise<void> => {
    setBanner('');
    setExporting(true);
    try {
      await exportSubscribers();
      showToast(SUBSCRIBER_MESSAGES.exported);
    } catch (error) {
      setBanner(downloadFailedMessage(detailOf(error)));
    } finally {
      setExporting(false);
    }
  };

  return {
    ...state,
    banner,
    dismissBanner: () => setBanner(''),
    removingId,
    exporting,
    remove,
    exportAll,
    reload: () => setAttempt((n) => n + 1),
  };
}

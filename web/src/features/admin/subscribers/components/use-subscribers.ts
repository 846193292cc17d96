import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sortSubscribersNewestFirst } from '../../shared/admin-search';
import { SUBSCRIBER_MESSAGES, downloadFailedMessage, removeSubscriberFailedMessage } from '../subscriber-messages';
import type { Subscriber } from '@shared/types';
import { showToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { useRouteQuery } from '@/lib/use-route-query';
import { exportSubscribers } from '../api/export-subscribers';
import { subscribersQuery } from '../api/list-subscribers';
import { removeSubscriber } from '../api/remove-subscriber';

type SubscribersState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; subscribers: Subscriber[] };

/** The text of a failed call: the server's message, else the error's own. */
const detailOf = (error: unknown) => errorMessage(error, SUBSCRIBER_MESSAGES.unknownError);

/**
 * The subscribers screen's data and actions (spec 02 §2, §7, §8): the list newest first, remove
 * one, export all as subscribers.xlsx. Failures set the page's banner; successes are toasts.
 */
export function useSubscribers() {
  const client = useQueryClient();
  const { query, reload } = useRouteQuery(subscribersQuery());
  const [banner, setBanner] = useState('');
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const state: SubscribersState = query.isSuccess
    ? { status: 'ready', subscribers: sortSubscribersNewestFirst(query.data) }
    : query.isError
      ? { status: 'error', message: errorMessage(query.error, SUBSCRIBER_MESSAGES.loadFailed) }
      : { status: 'loading' };

  /** Removes a subscriber; true when it left the list. */
  const remove = async (subscriber: Subscriber): Promise<boolean> => {
    setBanner('');
    setRemovingId(subscriber._id);
    try {
      await removeSubscriber(subscriber._id);
      client.setQueryData(subscribersQuery().queryKey, (all) => all?.filter((s) => s._id !== subscriber._id));
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
    reload,
  };
}

import { serverMessageOr } from '@shared/format/server-message';

/** The subscribers screen's texts (spec 02 §2, §5, §8), word for word where the spec gives them. */
export const SUBSCRIBER_MESSAGES = {
  title: 'Subscribers Management',
  loading: 'Loading subscribers…',
  loadFailedTitle: 'Subscribers could not be loaded',
  loadFailed: 'Failed to fetch subscribers. Please try again.',
  emptyTitle: 'No subscribers yet',
  emptyHint: 'Addresses signed up through the newsletter form will appear here.',
  noMatchTitle: 'No matching subscribers',
  clearSearch: 'Clear search',
  searchLabel: 'Search by email',
  export: 'Export',
  exporting: 'Exporting…',
  exported: 'Subscribers exported to subscribers.xlsx',
  remove: 'Remove',
  removeConfirm: 'Are you sure you want to remove this subscriber?',
  removed: 'Subscriber removed',
  unknownError: 'Unknown error',
} as const;

/** The export's file name (spec 02 §9). */
export const SUBSCRIBERS_FILE_NAME = 'subscribers.xlsx';

/** A failed download (spec 02 §8): 'Download failed. {message}'. */
export function downloadFailedMessage(detail: unknown): string {
  return `Download failed. ${serverMessageOr(detail, SUBSCRIBER_MESSAGES.unknownError)}`;
}

/** A failed removal: 'Failed to remove subscriber: {server message or error}', like the brand alerts. */
export function removeSubscriberFailedMessage(detail: unknown): string {
  return `Failed to remove subscriber: ${serverMessageOr(detail, SUBSCRIBER_MESSAGES.unknownError)}`;
}

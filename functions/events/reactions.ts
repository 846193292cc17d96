import { linkRequestReaction } from './link-requests';
import { mailReaction } from './send-queued-mail';
import { statsReaction } from './stats-counters';

export interface TableChange {
  event: 'INSERT' | 'MODIFY' | 'REMOVE';
  /** The stream record's id: the same on a retried delivery, so reactions can skip repeats. */
  eventId?: string;
  oldItem?: Record<string, unknown>;
  newItem?: Record<string, unknown>;
}

/** Something done in response to a table change; `run` must be safe to repeat. */
export interface Reaction {
  name: string;
  wants(change: TableChange): boolean;
  run(change: TableChange): Promise<void>;
}

/** Every reaction to table changes, in the order they run. */
export const reactions: Reaction[] = [statsReaction, linkRequestReaction, mailReaction];

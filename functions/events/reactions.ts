import { catalogueSnapshotReaction } from './catalogue-snapshot';
import { linkRequestReaction } from './link-requests';
import { mailReaction } from './send-queued-mail';
import { statsReaction } from './stats-counters';
import { wishAlertReaction } from './wish-alerts';

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

/**
 * Something done once per stream batch for all the changes of it that it wants, however many:
 * work whose result depends on the table as a whole (the catalogue snapshot). `runOnce` must be
 * safe to repeat, since a failed batch is delivered again.
 */
export interface BatchReaction {
  name: string;
  wants(change: TableChange): boolean;
  runOnce(changes: TableChange[]): Promise<void>;
}

/**
 * Every reaction to table changes, in the order they run. Each has an entry in
 * `REACTION_WATCHES` (stream-filter.ts): the stream delivers only the item types listed there.
 */
export const reactions: Reaction[] = [statsReaction, linkRequestReaction, wishAlertReaction, mailReaction];

/** Every batch reaction, run after the batch's records have been through `reactions`. */
export const batchReactions: BatchReaction[] = [catalogueSnapshotReaction()];

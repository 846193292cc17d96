/**
 * Which table changes reach the stream handler. Most writes are cart lines, rate-limit counters,
 * tokens and guards that no reaction looks at; the event source mapping drops them before the
 * function runs (Lambda event filtering), and the local stream poller drops the same ones. Pure:
 * the CDK stack, the local poller and the handler's tests all read it.
 */

export type StreamEventName = 'INSERT' | 'MODIFY' | 'REMOVE';

/** The item types a reaction may want, and on which events. */
export interface Watch {
  readonly types: readonly string[];
  readonly events: readonly StreamEventName[];
}

const ALL_EVENTS: readonly StreamEventName[] = ['INSERT', 'MODIFY', 'REMOVE'];

/**
 * What each reaction (functions/events/reactions.ts), by name, looks at: the one list the
 * stream's filter is built from. A reaction's `wants` must never accept a change outside its
 * entry (a test feeds every entity type to every reaction to hold that).
 */
export const REACTION_WATCHES: Readonly<Record<string, readonly Watch[]>> = {
  /**
   * What the dashboard counts (stats-contribution.ts), added or removed; a change counts only
   * for an order (status, payment) or a user (role): products and subscribers count as one each.
   */
  'stats-counters': [
    { types: ['order', 'product', 'subscriber', 'user'], events: ['INSERT', 'REMOVE'] },
    { types: ['order', 'user'], events: ['MODIFY'] },
  ],
  /** A request for an emailed link, when it is recorded. */
  'link-requests': [{ types: ['linkRequest'], events: ['INSERT'] }],
  /** A mail put in the outbox; its removal once sent is of no interest. */
  'send-queued-mail': [{ types: ['mail'], events: ['INSERT'] }],
  /** A product edit (restock, price drop) starts wishlist alerts; each step of an alert job queues a page of them. */
  'wish-alerts': [
    { types: ['product'], events: ['MODIFY'] },
    { types: ['alertJob'], events: ['INSERT', 'MODIFY'] },
  ],
  /**
   * Any product change republishes the catalogue snapshot; a write of its publish turns that
   * leaves products waiting brings them back for the next turn (publish-turns.ts).
   */
  'catalogue-snapshot': [
    { types: ['product'], events: ALL_EVENTS },
    { types: ['publishTurn'], events: ['INSERT', 'MODIFY'] },
  ],
};

/**
 * What the product pages' own consumer of the stream (functions/events/on-product-change.ts)
 * looks at: every product change. A brand's rename reaches it as the changes of its products,
 * which carry their brand's name; the brand item itself is on no page.
 */
export const PRODUCT_PAGE_WATCHES: readonly Watch[] = [{ types: ['product'], events: ALL_EVENTS }];

/** A Lambda event filter pattern, in the subset used here: exact values, listed, at a path. */
export interface FilterPattern {
  [key: string]: readonly string[] | FilterPattern;
}

/** The image that names a change's item type: the new one, but the old one for a removal. */
const images = (event: StreamEventName) =>
  event === 'INSERT' ? ['NewImage'] : event === 'REMOVE' ? ['OldImage'] : ['NewImage', 'OldImage'];

/**
 * The event source's filter patterns (a record passes when any matches): per image, the events
 * grouped by the item types watched on them. A change is seen by its new image when it adds or
 * modifies an item and by its old one when it modifies or removes it, so a checkout turning into
 * an order, or an item whose type a change drops, still passes. Never more than four patterns
 * (two images, two events each), within the five Lambda allows per event source mapping.
 */
export function streamFilterPatterns(watches: Iterable<Watch> = Object.values(REACTION_WATCHES).flat()): FilterPattern[] {
  const list = [...watches];
  const patterns: FilterPattern[] = [];
  for (const image of ['NewImage', 'OldImage']) {
    // The events this image decides, grouped by the very same list of types.
    const grouped = new Map<string, StreamEventName[]>();
    for (const event of ALL_EVENTS.filter((e) => images(e).includes(image))) {
      const types = [...new Set(list.filter((watch) => watch.events.includes(event)).flatMap((watch) => watch.types))].sort();
      if (!types.length) continue;
      const key = JSON.stringify(types);
      grouped.set(key, [...(grouped.get(key) ?? []), event]);
    }
    for (const [types, events] of grouped) {
      patterns.push({ eventName: events, dynamodb: { [image]: { type: { S: JSON.parse(types) as string[] } } } });
    }
  }
  return patterns;
}

/** Whether a record (as Lambda delivers it) passes the patterns, as Lambda decides it. */
export function passesFilter(patterns: readonly FilterPattern[], record: unknown): boolean {
  return patterns.some((pattern) => matches(pattern, record));
}

function matches(pattern: FilterPattern, value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(pattern).every(([key, expected]) => {
    const actual = (value as Record<string, unknown>)[key];
    return Array.isArray(expected) ? expected.includes(actual as string) : matches(expected as FilterPattern, actual);
  });
}

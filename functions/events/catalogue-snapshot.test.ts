import { describe, expect, it, vi } from 'vitest';
import type { SnapshotStore } from './catalogue-publisher';
import { catalogueSnapshotReaction } from './catalogue-snapshot';
import type { PublishTurns } from './publish-turns';
import type { TableChange } from './reactions';

const product = (id: string) => ({ type: 'product', productId: id, pk: `PRODUCT#${id}`, sk: 'PRODUCT' });

function fakeStore(): SnapshotStore & { readProducts: ReturnType<typeof vi.fn>; write: ReturnType<typeof vi.fn> } {
  let generation = 0;
  return {
    nextGeneration: async () => (generation += 1),
    listProducts: async () => [],
    readProducts: vi.fn(async () => new Map()),
    current: async () => undefined,
    write: vi.fn(async () => true),
    siteFile: () => ({ current: async () => undefined, write: async () => true }),
    siteUrl: () => 'https://shop.example',
  };
}

/** Turns that are always free when products wait: each batch publishes the products it handed over, at once. */
function freeTurns(): PublishTurns {
  let waiting: string[] = [];
  return {
    wait: async (ids) => void (waiting = [...waiting, ...ids]),
    take: async (now) => {
      if (!waiting.length) return { taken: false, waiting: false, lastAt: now };
      return { taken: true, productIds: waiting, mark: 0 };
    },
    clear: async () => void (waiting = []),
    nudge: async () => waiting.length > 0,
  };
}

describe('the catalogue snapshot reaction', () => {
  const reaction = catalogueSnapshotReaction(fakeStore, freeTurns());

  it('wants a product created, changed or deleted, and nothing else (its own generation counter included)', () => {
    expect(reaction.wants({ event: 'INSERT', newItem: product('a') })).toBe(true);
    expect(reaction.wants({ event: 'MODIFY', oldItem: product('a'), newItem: product('a') })).toBe(true);
    expect(reaction.wants({ event: 'REMOVE', oldItem: product('a') })).toBe(true);
    expect(reaction.wants({ event: 'INSERT', newItem: { type: 'user' } })).toBe(false);
    expect(reaction.wants({ event: 'MODIFY', newItem: { type: 'snapshotGeneration', pk: 'SNAPSHOT#catalogue' } })).toBe(false);
  });

  it('publishes once for the batch, reading each changed product once', async () => {
    const store = fakeStore();
    const changes: TableChange[] = [
      { event: 'INSERT', newItem: product('a') },
      { event: 'MODIFY', oldItem: product('a'), newItem: product('a') },
      { event: 'REMOVE', oldItem: product('b') },
    ];
    await catalogueSnapshotReaction(() => store, freeTurns()).runOnce(changes);
    expect(store.readProducts).toHaveBeenCalledExactlyOnceWith(['a', 'b']);
    expect(store.write).toHaveBeenCalledTimes(1);
  });
});

describe('the catalogue snapshot reaction, brought back its waiting list', () => {
  const turn = (writes: number, waiting?: string[], sk = 'PUBLISH_TURN') => ({
    pk: 'SNAPSHOT#catalogue',
    sk,
    type: 'publishTurn',
    writes,
    ...(waiting ? { waiting: new Set(waiting) } : {}),
  });

  it('wants a hand-over or a nudge that leaves products waiting, not a turn taken or a list cleared', () => {
    const reaction = catalogueSnapshotReaction(fakeStore, freeTurns());
    expect(reaction.wants({ event: 'MODIFY', oldItem: turn(1), newItem: turn(2, ['a']) })).toBe(true);
    expect(reaction.wants({ event: 'INSERT', newItem: turn(1, ['a']) })).toBe(true);
    // A turn taken moves `lastAt` on, not `writes`; a cleared list has nothing waiting.
    expect(reaction.wants({ event: 'MODIFY', oldItem: turn(2, ['a']), newItem: turn(2, ['a']) })).toBe(false);
    expect(reaction.wants({ event: 'MODIFY', oldItem: turn(2, ['a']), newItem: turn(2) })).toBe(false);
    // Another key's turns (a test's own) are not the catalogue's.
    expect(
      reaction.wants({ event: 'MODIFY', oldItem: turn(1, [], 'PUBLISH_TURN#test'), newItem: turn(2, ['a'], 'PUBLISH_TURN#test') }),
    ).toBe(false);
  });

  it('publishes the products left waiting, once, without handing the list over as products', async () => {
    const store = fakeStore();
    const turns = freeTurns();
    await turns.wait(['a', 'b']);
    await catalogueSnapshotReaction(() => store, turns).runOnce([{ event: 'MODIFY', newItem: turn(1, ['a', 'b']) }]);
    expect(store.readProducts).toHaveBeenCalledExactlyOnceWith(['a', 'b']);
    expect(store.write).toHaveBeenCalledTimes(1);
  });

  it('publishes nothing when a turn took them before it ran', async () => {
    const store = fakeStore();
    await catalogueSnapshotReaction(() => store, freeTurns()).runOnce([{ event: 'MODIFY', newItem: turn(1, ['a']) }]);
    expect(store.write).not.toHaveBeenCalled();
  });
});

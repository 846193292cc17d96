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
      const productIds = waiting;
      waiting = [];
      return { taken: true, productIds };
    },
    giveBack: async () => {},
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
  const turn = (waiting?: string[]) => ({
    pk: 'SNAPSHOT#catalogue',
    sk: 'PUBLISH_TURN',
    type: 'publishTurn',
    ...(waiting ? { waiting: new Set(waiting) } : {}),
  });

  it('wants a write of the publish turns that leaves products waiting, not one that took them', () => {
    const reaction = catalogueSnapshotReaction(fakeStore, freeTurns());
    expect(reaction.wants({ event: 'MODIFY', oldItem: turn(), newItem: turn(['a']) })).toBe(true);
    expect(reaction.wants({ event: 'INSERT', newItem: turn(['a']) })).toBe(true);
    expect(reaction.wants({ event: 'MODIFY', oldItem: turn(['a']), newItem: turn() })).toBe(false);
  });

  it('publishes the products left waiting, once, without handing the list over as products', async () => {
    const store = fakeStore();
    const turns = freeTurns();
    await turns.wait(['a', 'b']);
    await catalogueSnapshotReaction(() => store, turns).runOnce([{ event: 'MODIFY', newItem: turn(['a', 'b']) }]);
    expect(store.readProducts).toHaveBeenCalledExactlyOnceWith(['a', 'b']);
    expect(store.write).toHaveBeenCalledTimes(1);
  });

  it('publishes nothing when a turn took them before it ran', async () => {
    const store = fakeStore();
    await catalogueSnapshotReaction(() => store, freeTurns()).runOnce([{ event: 'MODIFY', newItem: turn(['a']) }]);
    expect(store.write).not.toHaveBeenCalled();
  });
});

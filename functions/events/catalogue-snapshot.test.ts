import { describe, expect, it, vi } from 'vitest';
import type { SnapshotStore } from './catalogue-publisher';
import { catalogueSnapshotReaction } from './catalogue-snapshot';
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

describe('the catalogue snapshot reaction', () => {
  const reaction = catalogueSnapshotReaction(fakeStore);

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
    await catalogueSnapshotReaction(() => store).runOnce(changes);
    expect(store.readProducts).toHaveBeenCalledExactlyOnceWith(['a', 'b']);
    expect(store.write).toHaveBeenCalledTimes(1);
  });
});

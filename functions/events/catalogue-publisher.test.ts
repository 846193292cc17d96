import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/types';
import { publishCatalogue, type PublishedSnapshot, type SnapshotStore } from './catalogue-publisher';

const product = (id: string, price = 10): Product => ({
  product_id: id, name: `Eau ${id}`, brand: 'House', category: 'Unisex', image_url: `/images/products/${id}.svg`,
  retail_price: price, rating: 4, review_count: 1, tags: [], stock_quantity: 5, created_at: '2024-01-01T00:00:00.000Z',
});

/** A table and a bucket in memory; writes are conditional on the ETag, as S3 checks If-Match / If-None-Match. */
function memoryStore(products: Product[]) {
  const state = {
    generation: 0,
    table: new Map(products.map((p) => [p.product_id, p])),
    /** What the index answers: the table unless a test makes it lag. */
    index: undefined as Product[] | undefined,
    object: undefined as (PublishedSnapshot & { body: Buffer }) | undefined,
    writes: 0,
  };
  const store: SnapshotStore = {
    nextGeneration: async () => (state.generation += 1),
    listProducts: async () => state.index ?? [...state.table.values()].sort((a, b) => (a.product_id < b.product_id ? -1 : 1)),
    readProducts: async (ids) => new Map(ids.flatMap((id) => (state.table.has(id) ? [[id, state.table.get(id)!] as const] : []))),
    current: async () => (state.object ? { etag: state.object.etag, generation: state.object.generation } : undefined),
    write: async (body, generation, expected) => {
      if ((expected?.etag ?? undefined) !== state.object?.etag) return false;
      state.object = { body, generation, etag: `"${createHash('md5').update(body).digest('hex')}"` };
      state.writes += 1;
      return true;
    },
  };
  return { state, store };
}

const published = (state: ReturnType<typeof memoryStore>['state']) => JSON.parse(state.object!.body.toString('utf8')) as Product[];

/** Runs `first` until it is about to look at the object, lets `second` publish whole, then lets `first` go on. */
async function interleave(store: SnapshotStore, pauseAt: keyof SnapshotStore, first: () => Promise<unknown>, second: () => Promise<unknown>) {
  let release!: () => void;
  const paused = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const atPause = new Promise<void>((resolve) => (reached = resolve));
  const original = store[pauseAt] as (...args: unknown[]) => Promise<unknown>;
  let once = true;
  (store as unknown as Record<string, unknown>)[pauseAt] = async (...args: unknown[]) => {
    if (once) {
      once = false;
      reached();
      await paused;
    }
    return original(...args);
  };
  const running = first();
  await atPause;
  await second();
  release();
  return running;
}

describe('publishing the catalogue snapshot', () => {
  it('publishes the products as the route answers them: the JSON array in id order', async () => {
    const { state, store } = memoryStore([product('b'), product('a'), product('c')]);
    expect(await publishCatalogue(store)).toEqual({ generation: 1, outcome: 'published' });
    const body = state.object!.body.toString('utf8');
    expect(body).toBe(JSON.stringify([product('a'), product('b'), product('c')]));
    expect(state.object!.generation).toBe(1);
  });

  it('takes the products a batch changed from consistent reads over a lagging index', async () => {
    const { state, store } = memoryStore([product('a', 10), product('b'), product('d')]);
    state.index = [product('a', 10), product('b'), product('d')];
    state.table.set('a', product('a', 12));
    state.table.delete('b');
    state.table.set('c', product('c'));
    await publishCatalogue(store, ['a', 'b', 'c']);
    expect(published(state)).toEqual([product('a', 12), product('c'), product('d')]);
  });

  it('never puts an older generation over a newer one: the later publisher wins whoever writes last', async () => {
    const { state, store } = memoryStore([product('a', 10)]);
    // Batch A takes generation 1 and stalls; the price changes; batch B takes 2 and publishes.
    const older = interleave(store, 'listProducts', () => publishCatalogue(store, ['a']), async () => {
      state.table.set('a', product('a', 20));
      expect(await publishCatalogue(store, ['a'])).toEqual({ generation: 2, outcome: 'published' });
    });
    expect(await older).toEqual({ generation: 1, outcome: 'newer-kept' });
    expect(state.object!.generation).toBe(2);
    expect(published(state)).toEqual([product('a', 20)]);
  });

  it('loses a write race to a newer generation, then keeps the newer snapshot', async () => {
    const { state, store } = memoryStore([product('a', 10)]);
    // A (generation 1) has seen no object and is about to write when B (generation 2) writes first.
    const older = interleave(store, 'write', () => publishCatalogue(store), async () => {
      state.table.set('a', product('a', 30));
      await publishCatalogue(store);
    });
    expect(await older).toEqual({ generation: 1, outcome: 'newer-kept' });
    expect(state.object!.generation).toBe(2);
    expect(published(state)).toEqual([product('a', 30)]);
  });

  it('writes over an older generation that got in between its check and its write', async () => {
    const { state, store } = memoryStore([product('a', 10)]);
    await publishCatalogue(store);
    const stalled = await store.nextGeneration();
    // B (generation 3) has looked at the object and is about to write when the stalled publisher
    // of generation 2 writes: B's conditional write fails, B looks again and writes over it.
    const newer = interleave(store, 'write', () => publishCatalogue(store), async () => {
      expect(await store.write(Buffer.from('stale'), stalled, await store.current())).toBe(true);
    });
    expect(await newer).toEqual({ generation: 3, outcome: 'published' });
    expect(state.object!.generation).toBe(3);
    expect(published(state)).toEqual([product('a', 10)]);
  });

  it('publishes the same bytes again for a redelivered batch, so the ETag does not move', async () => {
    const { state, store } = memoryStore([product('a'), product('b')]);
    await publishCatalogue(store, ['a']);
    const etag = state.object!.etag;
    await publishCatalogue(store, ['a']);
    expect(state.object!.etag).toBe(etag);
    expect(state.object!.generation).toBe(2);
  });

  it('gives up after a few lost races, so the batch is delivered again', async () => {
    const { store } = memoryStore([product('a')]);
    store.write = async () => false;
    await expect(publishCatalogue(store, [], 3)).rejects.toThrow(/not published after 3 attempts/);
  });
});

import { describe, expect, it } from 'vitest';
import { type PublishTurns, publishInTurn } from './publish-turns';

/**
 * The table's item as a fake: one list and the time of the last turn, on a shared clock. Every
 * write that leaves products waiting is noted, as the stream would bring it back.
 */
function fakeTurns() {
  const state = { waiting: new Set<string>(), lastAt: undefined as number | undefined, time: 0, writesLeavingProducts: 0 };
  // The hand-overs and nudges so far: the item's `writes`.
  const turns: PublishTurns = {
    wait: async (ids) => {
      for (const id of ids) state.waiting.add(id);
      state.writesLeavingProducts += 1;
    },
    take: async (now, gapMs) => {
      const tooSoon = state.lastAt !== undefined && state.lastAt > now - gapMs;
      if (!state.waiting.size || tooSoon) return { taken: false, waiting: state.waiting.size > 0, lastAt: state.lastAt ?? now };
      state.lastAt = now;
      return { taken: true, productIds: [...state.waiting], mark: state.writesLeavingProducts };
    },
    clear: async (ids, mark) => {
      if (mark !== state.writesLeavingProducts) return;
      for (const id of ids) state.waiting.delete(id);
    },
    nudge: async () => {
      if (!state.waiting.size) return false;
      state.writesLeavingProducts += 1;
      return true;
    },
  };
  return { turns, state, clock: { now: () => state.time } };
}

describe('publishing the catalogue in turns', () => {
  it('publishes at once when no turn was taken in the last second, with the batch’s products', async () => {
    const { turns, clock } = fakeTurns();
    const published: string[][] = [];
    const outcome = await publishInTurn(turns, ['a', 'b'], async (ids) => published.push(ids), clock);
    expect(published).toEqual([['a', 'b']]);
    expect(outcome).toMatchObject({ productIds: ['a', 'b'], turnAt: 0 });
  });

  it('takes along the products earlier batches left waiting', async () => {
    const { turns, clock } = fakeTurns();
    await turns.wait(['c']);
    const published: string[][] = [];
    await publishInTurn(turns, ['a'], async (ids) => published.push(ids), clock);
    expect(published).toEqual([['c', 'a']]);
  });

  it('leaves its products waiting, without waiting itself, within a second of the last turn', async () => {
    const { turns, state, clock } = fakeTurns();
    const published: string[][] = [];
    await publishInTurn(turns, ['a'], async (ids) => published.push(ids), clock);
    state.time = 400;
    expect(await publishInTurn(turns, ['b'], async (ids) => published.push(ids), clock)).toBe('left');
    expect(published).toEqual([['a']]);
    expect([...state.waiting]).toEqual(['b']);
  });

  it('nudges the list when brought back too soon, and publishes it when brought back after the second', async () => {
    const { turns, state, clock } = fakeTurns();
    const published: string[][] = [];
    const publish = async (ids: string[]) => void published.push(ids);
    await publishInTurn(turns, ['a'], publish, clock);
    state.time = 400;
    await publishInTurn(turns, ['b'], publish, clock);
    const writes = state.writesLeavingProducts;
    state.time = 700;
    expect(await publishInTurn(turns, [], publish, clock)).toBe('nudged');
    expect(state.writesLeavingProducts).toBe(writes + 1);
    state.time = 1000;
    expect(await publishInTurn(turns, [], publish, clock)).toMatchObject({ productIds: ['b'], turnAt: 1000 });
    expect(published).toEqual([['a'], ['b']]);
  });

  it('does nothing when brought back after a turn took the list', async () => {
    const { turns, clock } = fakeTurns();
    let calls = 0;
    expect(await publishInTurn(turns, [], async () => (calls += 1), clock)).toBe('none');
    expect(calls).toBe(0);
  });

  it('leaves the list whole when its publish fails, for the retried batch or the next', async () => {
    const { turns, state, clock } = fakeTurns();
    await expect(publishInTurn(turns, ['a'], async () => Promise.reject(new Error('bucket down')), clock)).rejects.toThrow('bucket down');
    expect([...state.waiting]).toEqual(['a']);
    state.time = 1000;
    const published: string[][] = [];
    await publishInTurn(turns, [], async (ids) => published.push(ids), clock);
    expect(published).toEqual([['a']]);
    expect(state.waiting.size).toBe(0);
  });

  it('keeps products handed over while it published, even ones it published, for the next turn', async () => {
    const { turns, state, clock } = fakeTurns();
    // While the turn publishes a and b, b changes again: its new change may be after the read.
    await publishInTurn(turns, ['a', 'b'], async () => turns.wait(['b', 'c']), clock);
    expect([...state.waiting].sort()).toEqual(['a', 'b', 'c']);
  });

  it('never publishes twice within a second while batches arrive every 150 ms, and leaves nothing waiting', async () => {
    const { turns, state, clock } = fakeTurns();
    const publishedAt: number[] = [];
    const published = new Set<string>();
    const publish = async (ids: string[]) => {
      publishedAt.push(state.time);
      for (const id of ids) published.add(id);
    };
    // Each write that leaves products waiting comes back as the next batch, as the stream brings it.
    let broughtBack = 0;
    const step = async (ids: string[]) => {
      const before = state.writesLeavingProducts;
      await publishInTurn(turns, ids, publish, clock);
      broughtBack += state.writesLeavingProducts - before;
    };
    for (let i = 0; i < 20; i += 1) {
      state.time += 150;
      await step([`p${i}`]);
    }
    for (let hops = 0; broughtBack > 0 && hops < 100; hops += 1) {
      state.time += 150;
      broughtBack -= 1;
      await step([]);
    }
    expect(publishedAt.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < publishedAt.length; i += 1) expect(publishedAt[i]! - publishedAt[i - 1]!).toBeGreaterThanOrEqual(1000);
    expect(published.size).toBe(20);
    expect(state.waiting.size).toBe(0);
  });
});

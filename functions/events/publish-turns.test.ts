import { describe, expect, it } from 'vitest';
import { type PublishTurns, publishInTurn } from './publish-turns';

/** The table's item as a fake: one list, a turn count, the time of the last turn; a shared clock. */
function fakeTurns() {
  const state = { waiting: new Set<string>(), turns: 0, lastAt: undefined as number | undefined, time: 0 };
  const turns: PublishTurns = {
    wait: async (ids) => {
      for (const id of ids) state.waiting.add(id);
      return state.turns;
    },
    take: async (now, gapMs) => {
      if (state.lastAt !== undefined && state.lastAt > now - gapMs) return { taken: false, turns: state.turns, lastAt: state.lastAt };
      state.turns += 1;
      state.lastAt = now;
      const productIds = [...state.waiting];
      state.waiting.clear();
      return { taken: true, productIds };
    },
    giveBack: async (ids) => {
      for (const id of ids) state.waiting.add(id);
    },
  };
  const clock = { now: () => state.time, sleep: async (ms: number) => void (state.time += ms) };
  return { turns, state, clock };
}

describe('publishing the catalogue in turns', () => {
  it('publishes at once when no turn was taken in the last second, with the batch’s products', async () => {
    const { turns, clock } = fakeTurns();
    const published: string[][] = [];
    const outcome = await publishInTurn(turns, ['a', 'b'], async (ids) => published.push(ids), clock);
    expect(published).toEqual([['a', 'b']]);
    expect(outcome).toMatchObject({ productIds: ['a', 'b'] });
  });

  it('waits for the next second after a turn, then publishes every product that waited meanwhile', async () => {
    const { turns, state, clock } = fakeTurns();
    const published: { at: number; ids: string[] }[] = [];
    const publish = async (ids: string[]) => void published.push({ at: state.time, ids });
    await publishInTurn(turns, ['a'], publish, clock);
    state.time = 300;
    // Another batch's products wait beside these (its own call, not yet back for its turn).
    await turns.wait(['c']);
    await publishInTurn(turns, ['b'], publish, clock);
    expect(published).toEqual([
      { at: 0, ids: ['a'] },
      { at: 1000, ids: ['c', 'b'] },
    ]);
  });

  it('lets a batch whose products a later turn took go without publishing again', async () => {
    const { turns, state, clock } = fakeTurns();
    const calls: string[][] = [];
    const publish = async (ids: string[]) => void calls.push(ids);
    await publishInTurn(turns, ['a'], publish, clock);
    state.time = 500;
    // Batch x adds its product, then finds the turn taken; before it tries again, batch y takes the
    // next turn, which takes x's product along.
    const x = publishInTurn(turns, ['x'], publish, {
      ...clock,
      sleep: async (ms) => {
        state.time += ms;
        await publishInTurn(turns, ['y'], publish, clock);
      },
    });
    expect(await x).toBe('covered');
    expect(calls).toEqual([['a'], ['x', 'y']]);
  });

  it('never publishes twice within a second, however many batches race', async () => {
    const { turns, state } = fakeTurns();
    const publishedAt: number[] = [];
    const batches = Array.from({ length: 20 }, (_, i) =>
      publishInTurn(turns, [`p${i}`], async () => void publishedAt.push(state.time), {
        now: () => state.time,
        sleep: async (ms) => {
          await Promise.resolve();
          state.time += Math.min(ms, 250);
        },
      }),
    );
    await Promise.all(batches);
    for (let i = 1; i < publishedAt.length; i += 1) expect(publishedAt[i]! - publishedAt[i - 1]!).toBeGreaterThanOrEqual(1000);
    expect(state.waiting.size).toBe(0);
  });

  it('puts the products it took back when its publish fails, for the next turn', async () => {
    const { turns, state, clock } = fakeTurns();
    await expect(publishInTurn(turns, ['a'], async () => Promise.reject(new Error('bucket down')), clock)).rejects.toThrow('bucket down');
    expect([...state.waiting]).toEqual(['a']);
  });
});

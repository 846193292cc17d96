import { describe, expect, it } from 'vitest';
import { type PublishTurns, publishIfTurnFree, publishWaiting } from './publish-turns';

/** The table's item as a fake: one list and the time of the last turn, on a shared clock. */
function fakeTurns() {
  const state = { waiting: new Set<string>(), lastAt: undefined as number | undefined, time: 0 };
  const turns: PublishTurns = {
    wait: async (ids) => {
      for (const id of ids) state.waiting.add(id);
    },
    take: async (now, gapMs) => {
      const tooSoon = state.lastAt !== undefined && state.lastAt > now - gapMs;
      if (!state.waiting.size || tooSoon) return { taken: false, waiting: state.waiting.size > 0, lastAt: state.lastAt ?? now };
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

describe("the stream handler's publish: when the turn is free", () => {
  it('publishes at once when no turn was taken in the last second, with the batch’s products', async () => {
    const { turns, clock } = fakeTurns();
    const published: string[][] = [];
    const outcome = await publishIfTurnFree(turns, ['a', 'b'], async (ids) => published.push(ids), clock);
    expect(published).toEqual([['a', 'b']]);
    expect(outcome).toMatchObject({ productIds: ['a', 'b'] });
  });

  it('takes along the products other batches left waiting', async () => {
    const { turns, clock } = fakeTurns();
    await turns.wait(['c']);
    const published: string[][] = [];
    await publishIfTurnFree(turns, ['a'], async (ids) => published.push(ids), clock);
    expect(published).toEqual([['c', 'a']]);
  });

  it('leaves its products waiting, without waiting itself, within a second of the last turn', async () => {
    const { turns, state, clock } = fakeTurns();
    const published: string[][] = [];
    await publishIfTurnFree(turns, ['a'], async (ids) => published.push(ids), clock);
    state.time = 400;
    expect(await publishIfTurnFree(turns, ['b'], async (ids) => published.push(ids), clock)).toBe('left');
    expect(state.time).toBe(400);
    expect(published).toEqual([['a']]);
    expect([...state.waiting]).toEqual(['b']);
  });

  it('puts the products it took back when its publish fails, for the next turn', async () => {
    const { turns, state, clock } = fakeTurns();
    await expect(publishIfTurnFree(turns, ['a'], async () => Promise.reject(new Error('bucket down')), clock)).rejects.toThrow(
      'bucket down',
    );
    expect([...state.waiting]).toEqual(['a']);
  });
});

describe("the product changes' consumer's publish: everything waiting, in the next free turn", () => {
  it('waits for the next second after a turn, then publishes every product left waiting', async () => {
    const { turns, state, clock } = fakeTurns();
    const published: { at: number; ids: string[] }[] = [];
    const publish = async (ids: string[]) => void published.push({ at: state.time, ids });
    await publishIfTurnFree(turns, ['a'], publish, clock);
    state.time = 300;
    await publishIfTurnFree(turns, ['b'], publish, clock);
    await publishIfTurnFree(turns, ['c'], publish, clock);
    expect(await publishWaiting(turns, publish, clock)).toMatchObject({ productIds: ['b', 'c'] });
    expect(published).toEqual([
      { at: 0, ids: ['a'] },
      { at: 1000, ids: ['b', 'c'] },
    ]);
  });

  it('does nothing, and does not wait, when a turn took everything already', async () => {
    const { turns, state, clock } = fakeTurns();
    await publishIfTurnFree(turns, ['a'], async () => undefined, clock);
    state.time = 100;
    let calls = 0;
    expect(await publishWaiting(turns, async () => (calls += 1), clock)).toBe('none');
    expect(calls).toBe(0);
    expect(state.time).toBe(100);
  });

  it('is done when another turn takes the products while it waits', async () => {
    const { turns, state, clock } = fakeTurns();
    const calls: string[][] = [];
    const publish = async (ids: string[]) => void calls.push(ids);
    await publishIfTurnFree(turns, ['a'], publish, clock);
    state.time = 500;
    await publishIfTurnFree(turns, ['x'], publish, clock);
    // While it sleeps, a batch of the stream handler finds the turn free and takes x along.
    const outcome = publishWaiting(turns, publish, {
      ...clock,
      sleep: async (ms) => {
        state.time += ms;
        await publishIfTurnFree(turns, ['y'], publish, clock);
      },
    });
    expect(await outcome).toBe('none');
    expect(calls).toEqual([['a'], ['x', 'y']]);
  });

  it('never publishes twice within a second while batches arrive every 150 ms, and leaves nothing waiting', async () => {
    const { turns, state } = fakeTurns();
    const publishedAt: number[] = [];
    const published = new Set<string>();
    const publish = async (ids: string[]) => {
      publishedAt.push(state.time);
      for (const id of ids) published.add(id);
    };
    // Sleepers wake when the clock passes their time, as the driver below moves it on.
    const sleepers: { until: number; wake: () => void }[] = [];
    const clock = {
      now: () => state.time,
      sleep: (ms: number) => new Promise<void>((wake) => sleepers.push({ until: state.time + ms, wake })),
    };
    /** Moves the clock on by 150 ms, wakes the sleepers due, and lets them run. */
    const advance = async () => {
      state.time += 150;
      for (const sleeper of sleepers.filter((s) => s.until <= state.time)) {
        sleepers.splice(sleepers.indexOf(sleeper), 1);
        sleeper.wake();
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const consumers: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i += 1) {
      await advance();
      if ((await publishIfTurnFree(turns, [`p${i}`], publish, clock)) === 'left') consumers.push(publishWaiting(turns, publish, clock));
    }
    while (sleepers.length) await advance();
    await Promise.all(consumers);
    expect(publishedAt.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < publishedAt.length; i += 1) expect(publishedAt[i]! - publishedAt[i - 1]!).toBeGreaterThanOrEqual(1000);
    expect(published.size).toBe(20);
    expect(state.waiting.size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { createSendGate } from './send-gate';

function fakeClock() {
  let now = 1_000_000_000_000;
  return { clock: () => now, sleep: async (ms: number) => void (now += ms) };
}

describe('send gate', () => {
  it('lets no more than the rate through in a second, then waits for the next second', async () => {
    const { clock, sleep } = fakeClock();
    const taken = new Map<number, number>();
    const take = async (perSecond: number, at: Date) => {
      const second = Math.floor(at.getTime() / 1000);
      const count = taken.get(second) ?? 0;
      if (count >= perSecond) return false;
      taken.set(second, count + 1);
      return true;
    };
    const gate = createSendGate({ perSecond: 3, take, clock, sleep });
    const seconds: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      await gate();
      seconds.push(Math.floor(clock() / 1000));
    }
    const first = seconds[0]!;
    expect(seconds.map((s) => s - first)).toEqual([0, 0, 0, 1, 1, 1, 2]);
  });

  it('gives up after its longest wait, so the record is retried', async () => {
    const { clock, sleep } = fakeClock();
    const gate = createSendGate({ perSecond: 1, take: async () => false, clock, sleep, maxWaitMs: 3000 });
    await expect(gate()).rejects.toThrow(/No send slot within 3 s/);
  });
});

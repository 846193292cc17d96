import { describe, expect, it } from 'vitest';
import { mapLimit } from './map-limit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapLimit', () => {
  it('answers in the items’ order with no more than `limit` calls in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const results = await mapLimit([5, 1, 4, 2, 3, 6, 7], 3, async (value) => {
      peak = Math.max(peak, ++inFlight);
      for (let i = 0; i < value; i++) await tick();
      inFlight--;
      return value * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 60, 70]);
    expect(peak).toBe(3);
  });

  it('answers an empty list without calling', async () => {
    expect(
      await mapLimit([], 4, async () => {
        throw new Error('never');
      }),
    ).toEqual([]);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    await expect(
      mapLimit([1, 2, 3, 4, 5], 1, async (value) => {
        started.push(value);
        if (value === 2) throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(started).toEqual([1, 2]);
  });
});

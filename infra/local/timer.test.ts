import { describe, expect, it } from 'vitest';
import { holdReleaseEveryMs, startTimer } from './timer';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the local timer', () => {
  it('runs again and again, never two runs at once, and keeps going after a failed run', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const logged: string[] = [];
    const timer = startTimer({
      name: 'job',
      everyMs: 5,
      run: async () => {
        runs += 1;
        running += 1;
        most = Math.max(most, running);
        await wait(15);
        running -= 1;
        if (runs === 2) throw new Error('boom');
      },
      log: (message, fields) => logged.push(`${message}: ${String(fields.error)}`),
    });
    await wait(120);
    await timer.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
    expect(logged).toEqual(['job failed: boom']);
    const after = runs;
    await wait(40);
    expect(runs).toBe(after);
  });

  it('releases holds every minute unless told otherwise, and refuses a nonsense interval', () => {
    expect(holdReleaseEveryMs({})).toBe(60_000);
    expect(holdReleaseEveryMs({ HOLD_RELEASE_EVERY_SECONDS: '2' })).toBe(2000);
    expect(() => holdReleaseEveryMs({ HOLD_RELEASE_EVERY_SECONDS: 'soon' })).toThrow(/HOLD_RELEASE_EVERY_SECONDS/);
  });
});

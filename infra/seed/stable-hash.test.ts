import { describe, expect, it } from 'vitest';
import { stableFraction, stablePick } from './stable-hash';

describe('stable hash', () => {
  it('answers the same fraction in [0, 1) for the same text, and spreads near-identical texts', () => {
    expect(stableFraction('chanel-n5-edp:cost')).toBe(stableFraction('chanel-n5-edp:cost'));
    const values = Array.from({ length: 1000 }, (_, i) => stableFraction(`product:${i}`));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    // Roughly uniform: each tenth holds 5–15 % of them.
    for (let tenth = 0; tenth < 10; tenth++) {
      const share = values.filter((v) => Math.floor(v * 10) === tenth).length / values.length;
      expect(share).toBeGreaterThan(0.05);
      expect(share).toBeLessThan(0.15);
    }
  });

  it('picks one of the options, always the same for a text', () => {
    const options = ['a', 'b', 'c'] as const;
    expect(options).toContain(stablePick('x', options));
    expect(stablePick('x', options)).toBe(stablePick('x', options));
    expect(new Set(Array.from({ length: 50 }, (_, i) => stablePick(`k${i}`, options))).size).toBe(3);
  });
});

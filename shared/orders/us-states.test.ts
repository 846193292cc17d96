import { describe, expect, it } from 'vitest';
import { US_STATES, isUsState } from './us-states';

describe('US_STATES', () => {
  it('lists exactly the 50 states, once each, A to Z', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES).size).toBe(50);
    expect([...US_STATES].sort()).toEqual([...US_STATES]);
  });

  it('leaves out DC and the territories', () => {
    for (const place of [
      'District of Columbia',
      'Puerto Rico',
      'Guam',
      'American Samoa',
      'U.S. Virgin Islands',
      'Northern Mariana Islands',
    ]) {
      expect(isUsState(place)).toBe(false);
    }
  });

  it('recognizes names exactly', () => {
    expect(isUsState('New York')).toBe(true);
    expect(isUsState('new york')).toBe(false);
    expect(isUsState('NY')).toBe(false);
    expect(isUsState(undefined)).toBe(false);
  });
});

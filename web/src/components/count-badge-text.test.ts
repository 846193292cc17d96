import { describe, expect, it } from 'vitest';
import { countBadge } from './count-badge-text';

describe('countBadge', () => {
  it('shows the count up to 99', () => {
    expect(countBadge(1)).toBe('1');
    expect(countBadge(99)).toBe('99');
  });

  it("shows '99+' above 99", () => {
    expect(countBadge(100)).toBe('99+');
    expect(countBadge(12_345)).toBe('99+');
  });

  it('shows no badge at 0, below, or without a count', () => {
    expect(countBadge(0)).toBeNull();
    expect(countBadge(-1)).toBeNull();
    expect(countBadge(undefined)).toBeNull();
    expect(countBadge(Number.NaN)).toBeNull();
  });
});

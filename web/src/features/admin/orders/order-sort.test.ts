import { describe, expect, it } from 'vitest';
import { sortOrdersByDate, toggleDateOrder } from './order-sort';

const a = { id: 'a', createdAt: '2026-01-10T10:00:00.000Z' };
const b = { id: 'b', createdAt: '2026-01-12T10:00:00.000Z' };
const c = { id: 'c', createdAt: '2026-01-11T10:00:00.000Z' };
const undated = { id: 'x', createdAt: 'not a date' };
const ids = (list: { id: string }[]) => list.map((o) => o.id);

describe('sortOrdersByDate', () => {
  it('puts the newest first', () => {
    expect(ids(sortOrdersByDate([a, b, c], 'newest'))).toEqual(['b', 'c', 'a']);
  });

  it('puts the oldest first', () => {
    expect(ids(sortOrdersByDate([a, b, c], 'oldest'))).toEqual(['a', 'c', 'b']);
  });

  it('reads `date` when createdAt is missing', () => {
    expect(ids(sortOrdersByDate([a, { id: 'd', date: '2026-02-01T00:00:00.000Z' }], 'newest'))).toEqual(['d', 'a']);
  });

  it('keeps undated orders last either way, and ties in their order', () => {
    expect(ids(sortOrdersByDate([undated, a, { ...a, id: 'a2' }], 'newest'))).toEqual(['a', 'a2', 'x']);
    expect(ids(sortOrdersByDate([undated, a], 'oldest'))).toEqual(['a', 'x']);
  });

  it('does not change the list it is given', () => {
    const list = [a, b];
    sortOrdersByDate(list, 'newest');
    expect(ids(list)).toEqual(['a', 'b']);
  });
});

describe('toggleDateOrder', () => {
  it('flips the direction', () => {
    expect(toggleDateOrder('newest')).toBe('oldest');
    expect(toggleDateOrder('oldest')).toBe('newest');
  });
});

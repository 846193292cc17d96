import { describe, expect, it } from 'vitest';
import { orderDay } from './order-day';
import { ORDER_NUMBER_PATTERN, createOrderNumber, displayOrderNumber } from './order-number';

describe('createOrderNumber', () => {
  const date = new Date('2025-01-14T23:30:00Z');

  it("is ORD-, the shop's day, and 6 base-32 characters", () => {
    const number = createOrderNumber(date, new Uint8Array([0, 1, 31, 32, 255, 10]), 'America/New_York');
    expect(number).toBe('ORD-20250114-01Z0ZA');
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
  });

  it("dates an evening order by the shop's day, the day orderDay gives, not by UTC's", () => {
    // 21:45 in New York on 26 November is 02:45 UTC on the 27th.
    const evening = '2026-11-27T02:45:00.000Z';
    const number = createOrderNumber(new Date(evening), new Uint8Array(6), 'America/New_York');
    expect(number.slice(4, 12)).toBe('20261126');
    expect(number.slice(4, 12)).toBe(orderDay({ createdAt: evening, timeZone: 'America/New_York' }).replaceAll('-', ''));
    expect(createOrderNumber(new Date(evening), new Uint8Array(6), 'Europe/Paris').slice(4, 12)).toBe('20261127');
  });

  it('never uses I, L, O or U', () => {
    const bytes = new Uint8Array(6);
    for (let b = 0; b < 256; b += 6) {
      bytes.set([b, b + 1, b + 2, b + 3, b + 4, b + 5].map((x) => x % 256));
      expect(createOrderNumber(date, bytes)).not.toMatch(/ORD-\d{8}-.*[ILOU]/);
    }
  });

  it('needs 6 random bytes', () => {
    expect(() => createOrderNumber(date, new Uint8Array(5))).toThrow();
  });
});

describe('ORDER_NUMBER_PATTERN', () => {
  it('rejects other shapes', () => {
    expect('ORD-2025011-ABCDEF').not.toMatch(ORDER_NUMBER_PATTERN);
    expect('ORD-20250114-ABCDEI').not.toMatch(ORDER_NUMBER_PATTERN);
    expect('ord-20250114-ABCDEF').not.toMatch(ORDER_NUMBER_PATTERN);
  });
});

describe('displayOrderNumber', () => {
  it('uses the display number when present', () => {
    expect(displayOrderNumber({ orderId: 'ORD-20250114-01Z0ZA', id: 'abc' })).toBe('ORD-20250114-01Z0ZA');
  });

  it("else '#' and the id's last 8 characters", () => {
    expect(displayOrderNumber({ orderId: '', id: '0123456789abcdef' })).toBe('#89ABCDEF');
    expect(displayOrderNumber({ _id: 'abc' })).toBe('#ABC');
    expect(displayOrderNumber({})).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { orderDay, orderTimeZone } from './order-day';

describe('orderDay', () => {
  it("is the shop's day the order was placed on, in the zone it was placed under", () => {
    // 21:45 in New York on 26 November: 02:45 UTC on the 27th.
    expect(orderDay({ createdAt: '2026-11-27T02:45:00.000Z', timeZone: 'America/New_York' })).toBe('2026-11-26');
    expect(orderDay({ createdAt: '2026-11-27T02:45:00.000Z', timeZone: 'Europe/Paris' })).toBe('2026-11-27');
  });

  it("reads an order without a zone in the shop's default zone", () => {
    expect(orderTimeZone({})).toBe('America/New_York');
    expect(orderDay({ createdAt: '2026-11-27T02:45:00.000Z' })).toBe('2026-11-26');
  });
});

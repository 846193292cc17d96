import { describe, expect, it } from 'vitest';
import { countOrderStatuses, emptyStatusCounts, normalizeStatusCounts } from './status-counts';

describe('status counts', () => {
  it('start at zero for all and every status', () => {
    expect(emptyStatusCounts()).toEqual({ all: 0, pending: 0, confirmed: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 });
  });

  it('count each status, unknown ones as pending', () => {
    const counts = countOrderStatuses([{ status: 'shipped' }, { status: 'shipped' }, { status: 'weird' }, { status: 'delivered' }, {}]);
    expect(counts).toEqual({ all: 5, pending: 2, confirmed: 0, processing: 0, shipped: 2, delivered: 1, cancelled: 0 });
  });

  it('read an answer, filling gaps with 0', () => {
    expect(normalizeStatusCounts({ all: 3, shipped: 2, pending: -1, cancelled: 'x' })).toEqual({
      all: 3,
      pending: 0,
      confirmed: 0,
      processing: 0,
      shipped: 2,
      delivered: 0,
      cancelled: 0,
    });
    expect(normalizeStatusCounts(undefined)).toEqual(emptyStatusCounts());
  });
});

import { describe, expect, it } from 'vitest';
import { orderFigures } from '../events/stats-counters';
import { contributionDelta } from '../events/stats-contribution';
import { putMetrics } from './metric-line';

const order = (overrides: Record<string, unknown> = {}) => ({
  type: 'order',
  status: 'confirmed',
  paymentStatus: 'paid',
  totalCents: 12_550,
  userId: 'u1',
  createdAt: '2026-11-20T15:00:00Z',
  paidAt: '2026-11-20T15:01:00Z',
  items: [{ quantity: 2 }],
  ...overrides,
});

describe('a metric line', () => {
  it("is one embedded-metric-format object CloudWatch turns into metrics of the deployment's stage", () => {
    const lines: string[] = [];
    putMetrics(
      'Maison/Orders',
      { OrdersPaid: { value: 1, unit: 'Count' }, Revenue: { value: 125.5, unit: 'None' } },
      (line) => lines.push(line),
      1_795_186_800_000,
      'MaisonApp@eu-west-1',
    );
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      _aws: {
        Timestamp: 1_795_186_800_000,
        CloudWatchMetrics: [
          {
            Namespace: 'Maison/Orders',
            Dimensions: [['Stage']],
            Metrics: [
              { Name: 'OrdersPaid', Unit: 'Count' },
              { Name: 'Revenue', Unit: 'None' },
            ],
          },
        ],
      },
      Stage: 'MaisonApp@eu-west-1',
      OrdersPaid: 1,
      Revenue: 125.5,
    });
  });

  it('is not written without figures, nor outside Lambda by default', () => {
    const lines: string[] = [];
    putMetrics('Maison/Orders', {}, (line) => lines.push(line));
    expect(lines).toEqual([]);
    expect(() => putMetrics('Maison/Orders', { OrdersPaid: { value: 1, unit: 'Count' } })).not.toThrow();
  });
});

describe('the order figures of a change', () => {
  it('count an order paid, and its revenue in dollars, as the counters do', () => {
    const paid = contributionDelta({ ...order(), type: 'checkout', paymentStatus: 'pending', status: 'pending' }, order());
    expect(orderFigures(paid)).toEqual({ OrdersPaid: { value: 1, unit: 'Count' }, Revenue: { value: 125.5, unit: 'None' } });
  });

  it('take the revenue back when a paid order is cancelled and refunded', () => {
    const cancelled = contributionDelta(order(), order({ status: 'cancelled', paymentStatus: 'refunded' }));
    expect(orderFigures(cancelled)).toEqual({ OrdersPaid: { value: 0, unit: 'Count' }, Revenue: { value: -125.5, unit: 'None' } });
  });

  it('are none for a change that moves no money: shipping, a new user', () => {
    expect(orderFigures(contributionDelta(order(), order({ status: 'shipped' })))).toEqual({});
    expect(orderFigures(contributionDelta(undefined, { type: 'user', role: 'user' }))).toEqual({});
  });
});

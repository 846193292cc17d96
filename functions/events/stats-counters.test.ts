import { describe, expect, it } from 'vitest';
import { counterDelta } from './stats-counters';

describe('dashboard counter deltas', () => {
  it('counts an inserted user, product, order or subscriber up by one', () => {
    for (const [type, counter] of [['user', 'users'], ['product', 'products'], ['order', 'orders'], ['subscriber', 'subscribers']]) {
      expect(counterDelta({ event: 'INSERT', newItem: { type } })).toEqual({ counter, delta: 1 });
    }
  });

  it('counts a removed one down by one, reading the old image', () => {
    expect(counterDelta({ event: 'REMOVE', oldItem: { type: 'product' } })).toEqual({ counter: 'products', delta: -1 });
  });

  it('counts an unpaid checkout once it becomes an order, and never before', () => {
    expect(counterDelta({ event: 'INSERT', newItem: { type: 'checkout' } })).toBeUndefined();
    expect(counterDelta({ event: 'MODIFY', oldItem: { type: 'checkout' }, newItem: { type: 'order' } })).toEqual({ counter: 'orders', delta: 1 });
    expect(counterDelta({ event: 'REMOVE', oldItem: { type: 'checkout' } })).toBeUndefined();
  });

  it('ignores modifications and uncounted entities', () => {
    expect(counterDelta({ event: 'MODIFY', oldItem: { type: 'user' }, newItem: { type: 'user' } })).toBeUndefined();
    expect(counterDelta({ event: 'INSERT', newItem: { type: 'cartLine' } })).toBeUndefined();
    expect(counterDelta({ event: 'INSERT', newItem: {} })).toBeUndefined();
  });
});

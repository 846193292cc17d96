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

  it('ignores modifications and uncounted entities', () => {
    expect(counterDelta({ event: 'MODIFY', oldItem: { type: 'user' }, newItem: { type: 'user' } })).toBeUndefined();
    expect(counterDelta({ event: 'INSERT', newItem: { type: 'cartLine' } })).toBeUndefined();
    expect(counterDelta({ event: 'INSERT', newItem: {} })).toBeUndefined();
  });
});

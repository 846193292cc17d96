import { describe, expect, it } from 'vitest';
import { parsePendingAction } from './pending-action';

describe('parsePendingAction', () => {
  it('reads ADD_TO_CART with productId and quantity', () => {
    const stored = JSON.stringify({ type: 'ADD_TO_CART', data: { productId: 'P1', quantity: 2 } });
    expect(parsePendingAction(stored)).toEqual({ type: 'ADD_TO_CART', data: { productId: 'P1', quantity: 2 } });
  });

  it('reads NOTIFY_ME with productId', () => {
    expect(parsePendingAction(JSON.stringify({ type: 'NOTIFY_ME', data: { productId: 'P1' } }))).toEqual({
      type: 'NOTIFY_ME',
      data: { productId: 'P1' },
    });
    expect(parsePendingAction(JSON.stringify({ type: 'NOTIFY_ME', data: {} }))).toBeNull();
  });

  it('reads TOGGLE_WISHLIST with productId', () => {
    const stored = JSON.stringify({ type: 'TOGGLE_WISHLIST', data: { productId: 'P1', extra: true } });
    expect(parsePendingAction(stored)).toEqual({ type: 'TOGGLE_WISHLIST', data: { productId: 'P1' } });
  });

  it('rejects malformed or unknown actions', () => {
    expect(parsePendingAction(null)).toBeNull();
    expect(parsePendingAction('{not json')).toBeNull();
    expect(parsePendingAction('"text"')).toBeNull();
    expect(parsePendingAction(JSON.stringify({ type: 'DELETE_ALL', data: { productId: 'P1' } }))).toBeNull();
    expect(parsePendingAction(JSON.stringify({ type: 'ADD_TO_CART', data: { productId: 'P1', quantity: 0 } }))).toBeNull();
    expect(parsePendingAction(JSON.stringify({ type: 'ADD_TO_CART', data: { productId: 'P1' } }))).toBeNull();
    expect(parsePendingAction(JSON.stringify({ type: 'TOGGLE_WISHLIST', data: {} }))).toBeNull();
  });
});

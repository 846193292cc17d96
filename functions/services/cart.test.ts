import { describe, expect, it } from 'vitest';
import { AppError } from '@shared/errors';
import { aProduct, fakeShopStore } from '../test-support/fakes';
import { createCartAdd, createCartQuantityChange, createCartRemoval, createCartView } from './cart';

type CartStore = Parameters<typeof createCartAdd>[0] &
  Parameters<typeof createCartQuantityChange>[0] &
  Parameters<typeof createCartRemoval>[0];

/** The cart's four operations over one store, as the four cart routes build them over the table. */
const cartOver = (deps: CartStore) => ({
  view: createCartView(deps),
  add: createCartAdd(deps),
  setQuantity: createCartQuantityChange(deps),
  remove: createCartRemoval(deps),
});

function setup() {
  const store = fakeShopStore([
    aProduct({ product_id: 'rose', stock_quantity: 5 }),
    aProduct({ product_id: 'oud', stock_quantity: 0 }),
    aProduct({ product_id: 'musk', stock_quantity: 500 }),
  ]);
  let tick = 0;
  const cart = cartOver({ ...store, now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)) });
  return { store, cart };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('cart service', () => {
  it('adds to the quantity already in the cart and answers the line and the count', async () => {
    const { cart } = setup();
    await cart.add('a', 'rose', 2);
    const answer = await cart.add('a', 'rose', 1);
    expect(answer).toMatchObject({ success: true, message: 'Added to cart', item: { productId: 'rose', quantity: 3 }, count: 3 });
    expect(answer.item.product.product_id).toBe('rose');
  });

  it("never shows a purchase cost below retail (the shop's margin), only a 'was' price above it", async () => {
    const store = fakeShopStore([
      aProduct({ product_id: 'cheap', retail_price: 90, cost_price: 30, stock_quantity: 5 }),
      aProduct({ product_id: 'sale', retail_price: 60, cost_price: 80, stock_quantity: 5 }),
    ]);
    const cart = cartOver(store);
    expect((await cart.add('a', 'cheap', 1)).item.product).not.toHaveProperty('cost_price');
    expect((await cart.add('a', 'sale', 1)).item.product.cost_price).toBe(80);
    const view = await cart.view('a');
    expect(view.items.map((item) => item.product.cost_price)).toEqual(expect.arrayContaining([undefined, 80]));
  });

  it('refuses an unknown product with 404', async () => {
    const error = await refusal(setup().cart.add('a', 'nope', 1));
    expect([error.status, error.message]).toEqual([404, 'Product not found']);
  });

  it('refuses an out-of-stock product with 409', async () => {
    const error = await refusal(setup().cart.add('a', 'oud', 1));
    expect([error.status, error.message]).toEqual([409, 'This product is out of stock']);
  });

  it('refuses a total above the stock, naming the stock, and keeps the line as it was', async () => {
    const { cart, store } = setup();
    await cart.add('a', 'rose', 4);
    const error = await refusal(cart.add('a', 'rose', 2));
    expect([error.status, error.message, error.details]).toEqual([409, 'Only 5 items available in stock', { available: 5, inCart: 4 }]);
    expect(store.cart.get('a|rose')?.quantity).toBe(4);
    expect((await refusal(cart.add('b', 'rose', 6))).message).toBe('Only 5 items available in stock');
  });

  it('caps a line at 99 even when the stock is larger', async () => {
    const { cart } = setup();
    await cart.add('a', 'musk', 99);
    const error = await refusal(cart.add('a', 'musk', 1));
    expect([error.status, error.message]).toEqual([409, 'You can have at most 99 of one product in your cart']);
  });

  it('sets a quantity within the stock, and refuses one above it or a line not in the cart', async () => {
    const { cart } = setup();
    await cart.add('a', 'rose', 1);
    expect((await cart.setQuantity('a', 'rose', 5)).item.quantity).toBe(5);
    expect((await refusal(cart.setQuantity('a', 'rose', 6))).message).toBe('Only 5 items available in stock');
    const missing = await refusal(cart.setQuantity('b', 'rose', 1));
    expect([missing.status, missing.message]).toEqual([404, 'This item is not in your cart']);
  });

  it('shows lines oldest first, drops lines whose product was deleted, and counts the rest', async () => {
    const { cart, store } = setup();
    await cart.add('a', 'musk', 2);
    await cart.add('a', 'rose', 3);
    store.catalogue.delete('musk');
    const view = await cart.view('a');
    expect(view.items.map((i) => [i.productId, i.quantity])).toEqual([['rose', 3]]);
    expect(view.count).toBe(3);
  });

  it("only ever touches the caller's own lines", async () => {
    const { cart, store } = setup();
    await cart.add('a', 'rose', 2);
    expect((await cart.view('b')).items).toEqual([]);
    await cart.remove('b', 'rose');
    await refusal(cart.setQuantity('b', 'rose', 1));
    expect(store.cart.get('a|rose')?.quantity).toBe(2);
    expect(await cart.remove('a', 'rose')).toEqual({ success: true, message: 'Removed from cart', count: 0 });
    expect(await cart.remove('a', 'rose')).toMatchObject({ success: true });
  });
});

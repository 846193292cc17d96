import { describe, expect, it } from 'vitest';
import { aProduct, fakeShopStore } from '../test-support/fakes';
import { createWishlistAdd, createWishlistRemoval, createWishlistView } from './wishlist';

/** The wishlist's three operations over one store, as the three wishlist routes build them over the table. */
const wishlistOver = (deps: Parameters<typeof createWishlistAdd>[0] & Parameters<typeof createWishlistRemoval>[0]) => ({
  view: createWishlistView(deps),
  add: createWishlistAdd(deps),
  remove: createWishlistRemoval(deps),
});

function setup() {
  const store = fakeShopStore([aProduct({ product_id: 'rose' }), aProduct({ product_id: 'oud' })]);
  let tick = 0;
  const wishlist = wishlistOver({ ...store, now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)) });
  return { store, wishlist };
}

describe('wishlist service', () => {
  it('saves products, newest first, and saving twice keeps one entry', async () => {
    const { wishlist } = setup();
    await wishlist.add('a', 'rose');
    await wishlist.add('a', 'oud');
    const answer = await wishlist.add('a', 'rose');
    expect(answer.message).toBe('Added to wishlist');
    expect(answer.products.map((p) => p.product_id)).toEqual(['oud', 'rose']);
  });

  it("never shows a purchase cost below retail (the shop's margin), only a 'was' price above it", async () => {
    const store = fakeShopStore([
      aProduct({ product_id: 'cheap', retail_price: 90, cost_price: 30 }),
      aProduct({ product_id: 'sale', retail_price: 60, cost_price: 80 }),
    ]);
    const wishlist = wishlistOver(store);
    await wishlist.add('a', 'cheap');
    const { products } = await wishlist.add('a', 'sale');
    expect(Object.fromEntries(products.map((p) => [p.product_id, p.cost_price]))).toEqual({ cheap: undefined, sale: 80 });
    expect(products.find((p) => p.product_id === 'cheap')).not.toHaveProperty('cost_price');
  });

  it('refuses an unknown product with 404', async () => {
    await expect(setup().wishlist.add('a', 'nope')).rejects.toMatchObject({ status: 404, message: 'Product not found' });
  });

  it('drops deleted products from the list', async () => {
    const { wishlist, store } = setup();
    await wishlist.add('a', 'rose');
    await wishlist.add('a', 'oud');
    store.catalogue.delete('oud');
    expect((await wishlist.view('a')).products.map((p) => p.product_id)).toEqual(['rose']);
  });

  it("removes idempotently and only from the caller's own list", async () => {
    const { wishlist } = setup();
    await wishlist.add('a', 'rose');
    expect(await wishlist.remove('b', 'rose')).toEqual({ success: true, message: 'Removed from wishlist' });
    expect((await wishlist.view('a')).products).toHaveLength(1);
    expect((await wishlist.view('b')).products).toHaveLength(0);
    await wishlist.remove('a', 'rose');
    await wishlist.remove('a', 'rose');
    expect((await wishlist.view('a')).products).toHaveLength(0);
  });
});

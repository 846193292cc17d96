import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { fakeApi } from '@/testing/fake-api';
import { emit } from '@/lib/events';
import { clearSession, saveSession } from '@/lib/session';
import { signOut } from '@/lib/sign-out';
import { useHeaderCounts } from './use-header-counts';

function Counts() {
  const { cart, wishlist } = useHeaderCounts();
  return <output data-testid="counts">{`cart ${cart}, wishlist ${wishlist}`}</output>;
}

const counts = () => screen.getByTestId('counts').textContent;
const line = (quantity: number, product: unknown = aProduct()) => ({ productId: 'P', quantity, product });

function signIn(role: 'user' | 'admin' = 'user') {
  saveSession({ token: 'tok', role, username: 'ada', email: 'ada@example.com' }, { remember: false });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('useHeaderCounts', () => {
  it('counts the quantities of cart lines that have a product and a quantity above 0, and the wishlist', async () => {
    signIn();
    fakeApi({
      'GET /api/customer/cart': Response.json({ items: [line(2), line(3, null), line(0), line(-1), line(4)], count: 99 }),
      'GET /api/customer/wishlist': Response.json({ products: [aProduct({ product_id: 'a' }), aProduct({ product_id: 'b' })] }),
    });
    render(<Counts />);
    await waitFor(() => expect(counts()).toBe('cart 6, wishlist 2'));
    expect(JSON.parse(localStorage.getItem('maison.wishlist')!)).toEqual(['a', 'b']);
  });

  it('loads the cart again on cart-changed, and re-reads the wishlist copy on wishlist-changed', async () => {
    signIn();
    let items = [line(1)];
    const api = fakeApi({
      'GET /api/customer/cart': () => Response.json({ items, count: 0 }),
      'GET /api/customer/wishlist': Response.json({ products: [] }),
    });
    render(<Counts />);
    await waitFor(() => expect(counts()).toBe('cart 1, wishlist 0'));
    items = [line(1), line(2)];
    act(() => emit('cart-changed'));
    await waitFor(() => expect(counts()).toBe('cart 3, wishlist 0'));
    expect(api.callsTo('GET /api/customer/cart')).toHaveLength(2);
    act(() => {
      localStorage.setItem('maison.wishlist', JSON.stringify(['x', 'y', 'z']));
      emit('wishlist-changed');
    });
    expect(counts()).toBe('cart 3, wishlist 3');
  });

  it('goes to zero on logout', async () => {
    signIn();
    fakeApi({
      'GET /api/customer/cart': Response.json({ items: [line(5)], count: 5 }),
      'GET /api/customer/wishlist': Response.json({ products: [aProduct()] }),
    });
    render(<Counts />);
    await waitFor(() => expect(counts()).toBe('cart 5, wishlist 1'));
    act(() => signOut());
    expect(counts()).toBe('cart 0, wishlist 0');
  });

  it('fetches nothing for an admin or a guest', async () => {
    const api = fakeApi({});
    signIn('admin');
    render(<Counts />);
    act(() => emit('cart-changed'));
    clearSession();
    cleanup();
    render(<Counts />);
    await Promise.resolve();
    expect(counts()).toBe('cart 0, wishlist 0');
    expect(api.calls).toEqual([]);
  });
});

import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { currentToasts, dismissToast } from '@/components/toast/toast-store';
import { ToastViewport } from '@/components/toast/toast-viewport';
import { emit } from '@/lib/events';
import { type PendingAction, clearSession, readLocalWishlist, saveSession, savePendingAction } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import { PendingActionRunner } from './pending-action-runner';

function logIn(action: PendingAction | null, role: 'user' | 'admin' = 'user') {
  if (action) savePendingAction(action);
  render(
    <>
      <PendingActionRunner />
      <ToastViewport />
    </>,
  );
  act(() => {
    saveSession({ token: 'tok', role, username: 'ada', email: 'ada@example.com' }, { remember: false });
    emit('login-success', { username: 'ada', role });
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe('PendingActionRunner', () => {
  it('adds the pending product to the cart after login, once, with the toast and a cart-changed', async () => {
    const api = fakeApi({
      'GET /api/customer/wishlist': Response.json({ products: [] }),
      'POST /api/customer/cart': Response.json({ success: true, message: 'Added', count: 2 }),
    });
    const changed = vi.fn();
    window.addEventListener('cart-changed', changed);
    logIn({ type: 'ADD_TO_CART', data: { productId: 'P-9', quantity: 2 } });
    expect(await screen.findByText('Added 2 item(s) to cart!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/customer/cart').map((call) => call.body)).toEqual([{ productId: 'P-9', quantity: 2 }]);
    expect(changed).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('maison.pendingAction')).toBeNull();

    act(() => emit('login-success', { username: 'ada', role: 'user' }));
    await waitFor(() => expect(api.callsTo('GET /api/customer/wishlist')).toHaveLength(2));
    expect(api.callsTo('POST /api/customer/cart')).toHaveLength(1);
    window.removeEventListener('cart-changed', changed);
  });

  it('turns on the alert a guest asked for ("Notify me") after login, even for a product already saved', async () => {
    const api = fakeApi({
      'GET /api/customer/wishlist': Response.json({ products: [aProduct({ product_id: 'P-4' })] }),
      'PUT /api/customer/wishlist/alert': Response.json({
        success: true,
        message: 'on',
        products: [aProduct({ product_id: 'P-4' })],
        alerts: ['P-4'],
      }),
    });
    logIn({ type: 'NOTIFY_ME', data: { productId: 'P-4' } });
    expect(await screen.findByText("We'll email you when it's back in stock.")).toBeInTheDocument();
    expect(api.callsTo('PUT /api/customer/wishlist/alert').map((call) => call.body)).toEqual([{ productId: 'P-4', on: true }]);
    expect(readLocalWishlist()).toEqual(['P-4']);
  });

  it('toggles the wishlist as the server has it: saves a product not on it', async () => {
    const api = fakeApi({
      'GET /api/customer/wishlist': Response.json({ products: [aProduct({ product_id: 'other' })] }),
      'POST /api/customer/wishlist': Response.json({
        success: true,
        message: 'ok',
        products: [aProduct({ product_id: 'other' }), aProduct({ product_id: 'P-3' })],
      }),
    });
    logIn({ type: 'TOGGLE_WISHLIST', data: { productId: 'P-3' } });
    expect(await screen.findByText('Added to wishlist!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/customer/wishlist')[0]!.body).toEqual({ productId: 'P-3' });
    expect(readLocalWishlist()).toEqual(['other', 'P-3']);
  });

  it('toggles the wishlist as the server has it: removes a product already on it', async () => {
    const api = fakeApi({
      'GET /api/customer/wishlist': Response.json({ products: [aProduct({ product_id: 'P-3' })] }),
      'DELETE /api/customer/wishlist/P-3': Response.json({ success: true, message: 'ok' }),
    });
    logIn({ type: 'TOGGLE_WISHLIST', data: { productId: 'P-3' } });
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/customer/wishlist/P-3')).toHaveLength(1);
    expect(readLocalWishlist()).toEqual([]);
  });

  it('shows the server message in a red toast when the action fails', async () => {
    fakeApi({
      'GET /api/customer/wishlist': Response.json({ products: [] }),
      'POST /api/customer/cart': Response.json({ code: 'NOT_FOUND', message: 'That product is gone' }, { status: 404 }),
    });
    logIn({ type: 'ADD_TO_CART', data: { productId: 'gone', quantity: 1 } });
    expect((await screen.findByRole('alert')).textContent).toContain('That product is gone');
  });

  it('drops an admin’s pending action and a malformed one without calling the API', async () => {
    const api = fakeApi({ 'GET /api/customer/wishlist': Response.json({ products: [] }) });
    logIn({ type: 'ADD_TO_CART', data: { productId: 'P-1', quantity: 1 } }, 'admin');
    await waitFor(() => expect(sessionStorage.getItem('maison.pendingAction')).toBeNull());
    cleanup();
    clearSession();
    logIn({ type: 'ADD_TO_CART', data: { productId: 'P-1', quantity: 0 } });
    await waitFor(() => expect(api.callsTo('GET /api/customer/wishlist')).toHaveLength(1));
    await Promise.resolve();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/customer/wishlist']);
  });
});

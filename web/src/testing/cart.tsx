import { render } from '@/testing/render';
import { useEffect, useImperativeHandle } from 'react';
import { vi } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import type { PaymentConfig } from '@shared/routes/payments';
import type { CartItem, Product } from '@shared/types';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { saveSession } from '@/lib/session';
import type { ConfirmRequest, PaymentOutcome, PaymentProvider } from '@/features/cart/payments/payment-provider';
import { CartPage } from '@/features/cart/components/cart-page';

/** A server cart line. */
export function aCartItem(productId: string, quantity: number, product: Partial<Product>): CartItem {
  return { productId, quantity, product: aProduct({ product_id: productId, ...product }) };
}

/**
 * Two lines in stock and one out: Rose Noir $40 (was $50), 2 × Oud Wood $25.50 with no brand and
 * 3 left, and Iris at $99 out of stock. In stock: $91.00, so shipping is free.
 */
export const CART = [
  aCartItem('rose', 1, { name: 'Rose Noir', brand: 'Maison Atelier', retail_price: 40, cost_price: 50, stock_quantity: 10 }),
  aCartItem('oud', 2, { name: 'Oud Wood', brand: '', retail_price: 25.5, cost_price: 20, stock_quantity: 3 }),
  aCartItem('iris', 1, { name: 'Iris', retail_price: 99, cost_price: 60, stock_quantity: 0 }),
];

export const cartAnswer = (items: CartItem[] = CART) =>
  Response.json({ items, count: items.reduce((sum, item) => sum + item.quantity, 0) });

export const EMULATOR_CONFIG: PaymentConfig = { provider: 'emulator', publishableKey: 'pk_test_local', apiBase: '/local-payments' };

export function signIn() {
  saveSession({ token: 't1', role: 'user', username: 'ada', email: 'ada@example.com' }, { remember: false });
}

/** Where the router is, with the navigation state's order and a Back button. */
function ConfirmationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  const order = (location.state as { order?: { orderId?: string } } | null)?.order;
  return (
    <div>
      <p data-testid="confirmation-path">{location.pathname}</p>
      <p data-testid="confirmation-order">{order?.orderId ?? 'none'}</p>
      <button type="button" onClick={() => navigate(-1)}>
        History Back
      </button>
    </div>
  );
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** Renders /cart after /shop in the history, with a probe on the confirmation route. */
export function renderCart(loadProvider = fakeProvider().load) {
  return render(
    <MemoryRouter initialEntries={['/shop', '/cart']} initialIndex={1}>
      <Routes>
        <Route path="/cart" element={<CartPage loadProvider={loadProvider} />} />
        <Route path="/order-confirmation/:orderId" element={<ConfirmationProbe />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/**
 * A payment provider for tests behind the real interface: its card form is ready at once (unless
 * told otherwise), records each confirmation and answers with `outcome`.
 */
export function fakeProvider(
  outcome: (request: ConfirmRequest) => Promise<PaymentOutcome> = async () => ({ kind: 'status', status: 'succeeded' }),
  { ready = true } = {},
) {
  const confirmations: ConfirmRequest[] = [];
  const secrets: string[] = [];
  const provider: PaymentProvider = {
    CardForm: ({ handle, onReady, clientSecret, disabled, onChange }) => {
      useImperativeHandle(handle, () => ({
        confirm: (request) => {
          confirmations.push(request);
          return outcome(request);
        },
      }));
      useEffect(() => {
        secrets.push(clientSecret);
        if (ready) onReady();
        // Once per intent, as a real form mounts once.
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, [clientSecret]);
      return (
        <div data-testid="fake-card-form" aria-disabled={disabled}>
          Card form for {clientSecret}
          <button type="button" onClick={onChange}>
            Edit the card
          </button>
        </div>
      );
    },
  };
  const load = vi.fn(async (_config: PaymentConfig) => provider);
  return { load, confirmations, secrets };
}

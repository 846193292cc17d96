import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '@/lib/events';
import { clearSession } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import { CART, aCartItem, cartAnswer, renderCart, signIn } from '@/testing/cart';

const line = (name: string) => screen.getAllByTestId('cart-line').find((el) => within(el).queryByRole('heading', { name }))!;
const figure = (name: string) => screen.getByTestId(`summary-${name}`).textContent;
const quantityOf = (name: string) => within(line(name)).getByTestId('line-quantity').textContent;

beforeEach(signIn);
afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CartPage, cart step', () => {
  it('shows a skeleton, then the three steps, Available Items and Out of Stock, and the summary of in-stock lines', async () => {
    fakeApi({ 'GET /api/customer/cart': cartAnswer() });
    renderCart();
    expect(screen.getByText('Loading your cart…')).toBeInTheDocument();
    await screen.findByRole('heading', { name: /Available Items/ });

    const steps = within(screen.getByRole('list', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Step 1: Cart', '2Step 2: Shipping', '3Step 3: Payment']);
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');

    const available = screen.getByRole('region', { name: 'Available Items (2)' });
    expect(within(available).getAllByTestId('cart-line')).toHaveLength(2);
    const out = screen.getByRole('region', { name: 'Out of Stock (1)' });
    expect(within(out).getByRole('heading', { name: 'Iris' })).toBeInTheDocument();
    expect(within(out).queryByText('Only 0 left!')).toBeNull();

    const rose = line('Rose Noir');
    expect(within(rose).getByText('Maison Atelier')).toBeInTheDocument();
    expect(within(rose).getByText('Size: 100ml')).toBeInTheDocument();
    expect(within(rose).getByTestId('line-price').textContent).toBe('Original price $50.00Now $40.00');
    expect(rose.querySelector('s')?.textContent).toContain('$50.00');
    const oud = line('Oud Wood');
    expect(within(oud).getByText('Unknown Brand')).toBeInTheDocument();
    expect(within(oud).getByText('Only 3 left!')).toBeInTheDocument();
    expect(within(oud).getByTestId('line-total').textContent).toBe('Line total $51.00');
    expect(within(oud).getByTestId('line-price').querySelector('s')).toBeNull();

    // In stock: 40 + 2 × 25.50 = 91.00; free shipping above $75; tax 8% of 91.00.
    expect(figure('subtotal')).toBe('$91.00');
    expect(figure('discount')).toBe('$0.00');
    expect(figure('shipping')).toBe('Free');
    expect(figure('tax')).toBe('$7.28');
    expect(figure('total')).toBe('$98.28');
    expect(screen.queryByTestId('free-shipping-banner')).toBeNull();
  });

  it("shows each line's bottle size from the product's name, 100ml when it gives none", async () => {
    fakeApi({
      'GET /api/customer/cart': cartAnswer([
        aCartItem('capri', 1, { name: 'Arancia di Capri Eau de Toilette 75ml', retail_price: 130, stock_quantity: 5 }),
        aCartItem('spray', 1, { name: 'Sauvage Travel Spray 10ml', retail_price: 35, stock_quantity: 5 }),
        aCartItem('rose', 1, { name: 'Rose Noir', retail_price: 40, stock_quantity: 5 }),
      ]),
    });
    renderCart();
    await screen.findByRole('heading', { name: /Available Items/ });
    expect(within(line('Arancia di Capri Eau de Toilette 75ml')).getByText('Size: 75ml')).toBeInTheDocument();
    expect(within(line('Sauvage Travel Spray 10ml')).getByText('Size: 10ml')).toBeInTheDocument();
    expect(within(line('Rose Noir')).getByText('Size: 100ml')).toBeInTheDocument();
  });

  it("leads from a line's name and picture to the product's page", async () => {
    fakeApi({ 'GET /api/customer/cart': cartAnswer() });
    renderCart();
    await screen.findByRole('heading', { name: /Available Items/ });
    const rose = line('Rose Noir');
    expect(within(rose).getByRole('link', { name: 'Rose Noir' }).getAttribute('href')).toBe('/products/rose');
    const picture = rose.querySelector('.cart-line__media a')!;
    expect(picture.getAttribute('href')).toBe('/products/rose');
    expect(picture.getAttribute('tabindex')).toBe('-1');
    expect(within(line('Iris')).getByRole('link', { name: 'Iris' }).getAttribute('href')).toBe('/products/iris');
  });

  it('says how much more ships free, and charges $9.99 until then', async () => {
    fakeApi({ 'GET /api/customer/cart': cartAnswer([aCartItem('rose', 1, { name: 'Rose Noir', retail_price: 30, stock_quantity: 10 })]) });
    renderCart();
    expect((await screen.findByTestId('free-shipping-banner')).textContent).toBe('Add $45.00 more for free shipping');
    expect(figure('shipping')).toBe('$9.99');
    expect(figure('tax')).toBe('$2.40');
    expect(figure('total')).toBe('$42.39');
  });

  it('disables minus at 1 and plus at the stock, and updates the quantity at once', async () => {
    const api = fakeApi({
      'GET /api/customer/cart': cartAnswer(),
      'PUT /api/customer/cart': Response.json({ success: true, message: 'Cart updated', count: 4 }),
    });
    const changed = vi.fn();
    const stop = on('cart-changed', changed);
    renderCart();
    await screen.findByRole('heading', { name: /Available Items/ });
    const decrease = (name: string) =>
      within(line(name)).getByRole('button', { name: `Decrease quantity of ${name}` }) as HTMLButtonElement;
    const increase = (name: string) =>
      within(line(name)).getByRole('button', { name: `Increase quantity of ${name}` }) as HTMLButtonElement;
    expect(decrease('Rose Noir').disabled).toBe(true);
    expect(increase('Rose Noir').disabled).toBe(false);

    fireEvent.click(increase('Oud Wood'));
    expect(quantityOf('Oud Wood')).toBe('3');
    expect(increase('Oud Wood').disabled).toBe(true);
    expect(figure('subtotal')).toBe('$116.50');
    await waitFor(() => expect(changed).toHaveBeenCalledOnce());
    expect(api.callsTo('PUT /api/customer/cart')[0]!.body).toEqual({ productId: 'oud', quantity: 3 });
    // The out-of-stock line keeps only Remove.
    expect(decrease('Iris').disabled).toBe(true);
    expect(increase('Iris').disabled).toBe(true);
    stop();
  });

  it('brings a line left above the stock down to the stock with minus', async () => {
    const api = fakeApi({
      'GET /api/customer/cart': cartAnswer([aCartItem('oud', 5, { name: 'Oud Wood', retail_price: 25.5, stock_quantity: 3 })]),
      'PUT /api/customer/cart': new Response(JSON.stringify({ success: true }), { headers: { 'content-type': 'application/json' } }),
    });
    renderCart();
    await screen.findByRole('heading', { name: /Available Items/ });
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Oud Wood' }));
    expect(quantityOf('Oud Wood')).toBe('3');
    await waitFor(() => expect(api.callsTo('PUT /api/customer/cart')[0]!.body).toEqual({ productId: 'oud', quantity: 3 }));
  });

  it("shows the server's 'Only {n} items available in stock' when the stock went down, cleared after 3 s, and reloads", async () => {
    const api = fakeApi({
      'GET /api/customer/cart': cartAnswer([aCartItem('oud', 2, { name: 'Oud Wood', retail_price: 25.5, stock_quantity: 3 })]),
      'PUT /api/customer/cart': new Response(
        JSON.stringify({ code: 'OUT_OF_STOCK', message: 'Only 2 items available in stock', available: 2, inCart: 2 }),
        {
          status: 409,
          headers: { 'content-type': 'application/json' },
        },
      ),
    });
    renderCart();
    await screen.findByRole('heading', { name: /Available Items/ });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Oud Wood' }));
    expect((await screen.findByText('Only 2 items available in stock')).closest('[role="alert"]')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/customer/cart').length).toBeGreaterThan(1));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Only 2 items available in stock')).toBeNull();
  });

  it('reloads the cart when a quantity change fails, with the fallback message', async () => {
    const api = fakeApi({
      'GET /api/customer/cart': cartAnswer(),
      'PUT /api/customer/cart': new Response(null, { status: 502 }),
    });
    renderCart();
    await screen.findByRole('heading', { name: /Available Items/ });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Rose Noir' }));
    expect(quantityOf('Rose Noir')).toBe('2');
    expect(await screen.findByText('Failed to update quantity. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(quantityOf('Rose Noir')).toBe('1'));
    expect(api.callsTo('GET /api/customer/cart')).toHaveLength(2);
  });

  it("removes a line at once; a failed removal shows the server's message and reloads the cart", async () => {
    let removals = 0;
    const api = fakeApi({
      'GET /api/customer/cart': cartAnswer(),
      'DELETE /api/customer/cart/oud': () =>
        ++removals === 1
          ? Response.json({ code: 'CONFLICT', message: 'Your cart is busy, try again' }, { status: 409 })
          : Response.json({ success: true, message: 'Removed', count: 2 }),
    });
    renderCart();
    await screen.findByRole('heading', { name: /Available Items/ });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Oud Wood' }));
    expect(screen.queryByRole('heading', { name: 'Oud Wood' })).toBeNull();
    expect(await screen.findByText('Your cart is busy, try again')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Oud Wood' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/customer/cart')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Oud Wood' }));
    await waitFor(() => expect(removals).toBe(2));
    expect(screen.queryByRole('heading', { name: 'Oud Wood' })).toBeNull();
    expect(figure('subtotal')).toBe('$40.00');
  });

  it("says 'Failed to remove item. Please try again.' when the server gives no message", async () => {
    fakeApi({ 'GET /api/customer/cart': cartAnswer(), 'DELETE /api/customer/cart/rose': new Response(null, { status: 500 }) });
    renderCart();
    await screen.findByRole('heading', { name: /Available Items/ });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Rose Noir' }));
    expect(await screen.findByText('Failed to remove item. Please try again.')).toBeInTheDocument();
  });

  it("shows 'Your cart is empty' with Continue Shopping to /shop", async () => {
    fakeApi({ 'GET /api/customer/cart': cartAnswer([]) });
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
  });

  it("shows a load failure with the server's message and Try Again", async () => {
    let calls = 0;
    fakeApi({
      'GET /api/customer/cart': () => (++calls === 1 ? Response.json({ message: 'The cart is resting' }, { status: 503 }) : cartAnswer()),
    });
    renderCart();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The cart is resting')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: /Available Items/ })).toBeInTheDocument();
  });

  it("falls back to 'Failed to load cart items. Please try again.'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderCart();
    expect(await screen.findByText('Failed to load cart items. Please try again.')).toBeInTheDocument();
  });

  it("refuses Secure Checkout without an in-stock line: 'No items available for checkout'", async () => {
    fakeApi({ 'GET /api/customer/cart': cartAnswer([CART[2]!]) });
    renderCart();
    await screen.findByRole('heading', { name: /Out of Stock/ });
    expect(figure('total')).toBe('$0.00');
    fireEvent.click(screen.getByRole('button', { name: 'Secure Checkout' }));
    expect(screen.getByText('No items available for checkout.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shopping Cart');
  });

  it('says up front why Secure Checkout is unavailable when every line is out of stock, and charges no shipping', async () => {
    fakeApi({ 'GET /api/customer/cart': cartAnswer([CART[2]!]) });
    renderCart();
    await screen.findByRole('heading', { name: /Out of Stock/ });
    const button = screen.getByRole('button', { name: 'Secure Checkout' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'No items available for checkout. Everything in your cart is out of stock. Remove those items, or add products that are in stock. Continue shopping',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/shop');
    expect(figure('shipping')).not.toContain('$');
    expect(figure('shipping')).toContain('Nothing to ship');
  });
});

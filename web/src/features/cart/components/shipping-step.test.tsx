import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHIPPING_FORM_MESSAGES as m } from '@shared/orders/shipping-form';
import { clearSession } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import { CART, aCartItem, cartAnswer, renderCart, signIn } from '@/testing/cart';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby') ?? '';
  return ids ? (document.getElementById(ids.split(' ')[0]!)?.textContent ?? null) : null;
};
const continueToPayment = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));

async function toShipping(extra: Parameters<typeof fakeApi>[0] = {}, { promoCode = '' } = {}) {
  const api = fakeApi({ 'GET /api/customer/cart': cartAnswer(), ...extra });
  renderCart();
  const secureCheckout = await screen.findByRole('button', { name: 'Secure Checkout' });
  if (promoCode) {
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: promoCode } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('applied-promo');
  }
  fireEvent.click(secureCheckout);
  await screen.findByRole('heading', { name: 'Shipping Address' });
  return api;
}

function fillValid() {
  type('Full Name', 'Ada Lovelace');
  type('Email', 'ada@example.com');
  type('Phone', '5551234567');
  type('Address Line 1', '1 Main St');
  type('Address Line 2', 'Apt 2');
  type('City', 'Portland');
  fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Oregon' } });
  type('ZIP Code', '97205');
}

beforeEach(signIn);
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('CartPage, shipping step', () => {
  it('moves to Shipping with every labelled field, the email from the session and the country read-only', async () => {
    await toShipping();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shipping');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByText('Shipping', { selector: '[aria-current="step"] *' })).toBeInTheDocument();
    for (const label of ['Full Name', 'Email', 'Phone', 'Address Line 1', 'Address Line 2', 'City', 'State', 'ZIP Code', 'Country']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(field('Email').value).toBe('ada@example.com');
    expect(field('Country').value).toBe('United States');
    expect(field('Country').readOnly).toBe(true);
    const states = [...(screen.getByLabelText('State') as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    expect(states).toHaveLength(50);
    expect(states).not.toContain('District of Columbia');
    expect(field('ZIP Code').maxLength).toBe(5);
    expect(field('Phone').maxLength).toBe(14);
    expect(screen.getByTestId('summary-total').textContent).toBe('$98.28');
  });

  it('shows every required-field error on submit, and focuses the first', async () => {
    const api = await toShipping();
    type('Email', '');
    continueToPayment();
    expect(errorOf('Full Name')).toBe(m.fullNameRequired);
    expect(errorOf('Email')).toBe(m.emailRequired);
    expect(errorOf('Phone')).toBe(m.phoneRequired);
    expect(errorOf('Address Line 1')).toBe(m.addressLine1Required);
    expect(errorOf('Address Line 2')).toBeNull();
    expect(errorOf('City')).toBe(m.cityRequired);
    expect(errorOf('State')).toBe(m.stateRequired);
    expect(errorOf('ZIP Code')).toBe(m.zipRequired);
    await waitFor(() => expect(document.activeElement).toBe(field('Full Name')));
    expect(api.callsTo('POST /api/customer/create-payment-intent')).toHaveLength(0);
  });

  it('shows the format errors: short name and city, bad email, phone and ZIP', async () => {
    await toShipping();
    type('Full Name', 'A');
    type('Email', 'ada@example');
    type('Phone', '555123');
    type('City', 'X');
    type('ZIP Code', '972');
    continueToPayment();
    expect(errorOf('Full Name')).toBe('Full name must be at least 2 characters');
    expect(errorOf('Email')).toBe('Invalid email format');
    expect(errorOf('Phone')).toBe('Invalid US phone number (use format: (555) 123-4567)');
    expect(errorOf('City')).toBe('City must be at least 2 characters');
    expect(errorOf('ZIP Code')).toBe('ZIP code must be exactly 5 digits');
  });

  it('clears only the edited field’s error', async () => {
    await toShipping();
    continueToPayment();
    type('Full Name', 'A');
    expect(errorOf('Full Name')).toBeNull();
    expect(field('Full Name').getAttribute('aria-invalid')).toBeNull();
    expect(errorOf('City')).toBe(m.cityRequired);
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Texas' } });
    expect(errorOf('State')).toBeNull();
  });

  it('formats the phone as it is typed', async () => {
    await toShipping();
    type('Phone', '555');
    expect(field('Phone').value).toBe('555');
    type('Phone', '5551');
    expect(field('Phone').value).toBe('(555) 1');
    type('Phone', '555-123.4567');
    expect(field('Phone').value).toBe('(555) 123-4567');
    type('Phone', '+1 555 123 4567');
    expect(field('Phone').value).toBe('(555) 123-4567');
  });

  it('keeps letters and signs out of the ZIP as it is typed', async () => {
    await toShipping();
    type('ZIP Code', '9a7');
    expect(field('ZIP Code').value).toBe('97');
    type('ZIP Code', 'ABCDE');
    expect(field('ZIP Code').value).toBe('');
    type('ZIP Code', '97205-1234');
    expect(field('ZIP Code').value).toBe('97205');
  });

  it('keeps the values when the shopper goes back to the cart and returns', async () => {
    await toShipping();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Cart' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shopping Cart');
    fireEvent.click(screen.getByRole('button', { name: 'Secure Checkout' }));
    expect(field('Full Name').value).toBe('Ada Lovelace');
    expect(field('Phone').value).toBe('(555) 123-4567');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Oregon');
    expect(field('ZIP Code').value).toBe('97205');
  });

  it('creates the payment intent with the in-stock lines, the promo, the figures and the address', async () => {
    const api = await toShipping({
      'POST /api/customer/create-payment-intent': Response.json({
        success: true,
        clientSecret: 'pi_1_secret_a',
        orderId: 'ord-1',
        message: 'ok',
      }),
      'GET /api/payments/config': Response.json({ provider: 'emulator', publishableKey: 'pk_test_local', apiBase: '/local-payments' }),
    });
    fillValid();
    type('Full Name', '  Ada Lovelace ');
    continueToPayment();
    expect(screen.getByRole('button', { name: 'Preparing payment…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment Details' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/customer/create-payment-intent')[0]!.body).toEqual({
      items: [
        { productId: 'rose', name: 'Rose Noir', quantity: 1, price: 40 },
        { productId: 'oud', name: 'Oud Wood', quantity: 2, price: 25.5 },
      ],
      promoCode: null,
      subtotal: 91,
      promoDiscount: 0,
      shipping: 0,
      tax: 7.28,
      total: 98.28,
      shippingAddress: {
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '(555) 123-4567',
        addressLine1: '1 Main St',
        addressLine2: 'Apt 2',
        city: 'Portland',
        state: 'Oregon',
        zipCode: '97205',
        country: 'United States',
      },
    });
  });

  it("shows the server's message when the intent cannot be created, and stays on Shipping", async () => {
    await toShipping({
      'POST /api/customer/create-payment-intent': Response.json({ code: 'CONFLICT', message: 'Oud Wood has only 1 left' }, { status: 409 }),
    });
    fillValid();
    continueToPayment();
    expect(await screen.findByText('Oud Wood has only 1 left')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shipping');
    expect((screen.getByRole('button', { name: 'Continue to Payment' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("falls back to 'Failed to initialize payment. Please try again.'", async () => {
    await toShipping({ 'POST /api/customer/create-payment-intent': () => Promise.reject(new TypeError('Failed to fetch')) });
    fillValid();
    continueToPayment();
    expect(await screen.findByText('Failed to initialize payment. Please try again.')).toBeInTheDocument();
  });

  it("says 'Failed to initialize payment' for an answer without success", async () => {
    await toShipping({ 'POST /api/customer/create-payment-intent': Response.json({ success: false, message: '' }) });
    fillValid();
    continueToPayment();
    expect(await screen.findByText('Failed to initialize payment')).toBeInTheDocument();
  });

  it('goes back to the cart when the stock cannot be held, with the refusal and the lines as they are now', async () => {
    let carts = 0;
    const now = [
      aCartItem('rose', 1, { name: 'Rose Noir', retail_price: 40, stock_quantity: 0 }),
      aCartItem('oud', 2, { name: 'Oud Wood', retail_price: 25.5, stock_quantity: 1 }),
      CART[2]!,
    ];
    const message = 'Not enough stock for your order. Rose Noir: sold out; Oud Wood: only 1 left. Please update your cart.';
    const api = await toShipping({
      'GET /api/customer/cart': () => (++carts === 1 ? cartAnswer() : cartAnswer(now)),
      'POST /api/customer/create-payment-intent': Response.json(
        {
          code: 'OUT_OF_STOCK',
          message,
          lines: [
            { productId: 'rose', name: 'Rose Noir', requested: 1, available: 0 },
            { productId: 'oud', name: 'Oud Wood', requested: 2, available: 1 },
          ],
        },
        { status: 409 },
      ),
    });
    fillValid();
    continueToPayment();

    expect((await screen.findByText(message)).closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shopping Cart');
    await waitFor(() => expect(carts).toBe(2));
    const out = await screen.findByRole('region', { name: 'Out of Stock (2)' });
    expect(within(out).getByRole('heading', { name: 'Rose Noir' })).toBeInTheDocument();
    const available = screen.getByRole('region', { name: 'Available Items (1)' });
    expect(within(available).getByText('Only 1 left!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Details' })).toBeNull();
    expect(api.callsTo('GET /api/payments/config')).toHaveLength(0);
  });

  it('names the short lines itself when the stock refusal comes without a message', async () => {
    await toShipping({
      'POST /api/customer/create-payment-intent': Response.json(
        { code: 'OUT_OF_STOCK', lines: [{ productId: 'oud', name: 'Oud Wood', requested: 2, available: 1 }] },
        { status: 409 },
      ),
    });
    fillValid();
    continueToPayment();
    expect(await screen.findByText('Not enough stock for your order. Oud Wood: only 1 left. Please update your cart.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shopping Cart');
  });

  it('stays on Shipping with the reason when the promo code is refused at checkout', async () => {
    const reason = 'This code has been used up.';
    const api = await toShipping(
      {
        'POST /api/customer/promo': Response.json({
          success: true,
          promo: { code: 'SAVE20', kind: 'percent', value: 20, minSubtotal: null },
          message: 'ok',
        }),
        'POST /api/customer/create-payment-intent': Response.json(
          { code: 'VALIDATION', message: reason, fieldErrors: { promoCode: reason } },
          { status: 400 },
        ),
      },
      { promoCode: 'save20' },
    );
    fillValid();
    continueToPayment();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shipping');
    expect(api.callsTo('POST /api/customer/create-payment-intent')[0]!.body).toMatchObject({ promoCode: 'SAVE20', promoDiscount: 18.2 });
  });

  it('sends no promo code while the cart is below its minimum', async () => {
    const api = await toShipping(
      {
        'POST /api/customer/promo': Response.json({
          success: true,
          promo: { code: 'BIG10', kind: 'amount', value: 10, minSubtotal: 100 },
          message: 'Add $9.00 more to use this code.',
        }),
        'POST /api/customer/create-payment-intent': Response.json({ code: 'CONFLICT', message: 'Stop here' }, { status: 409 }),
      },
      { promoCode: 'big10' },
    );
    fillValid();
    continueToPayment();
    await screen.findByText('Stop here');
    expect(api.callsTo('POST /api/customer/create-payment-intent')[0]!.body).toMatchObject({
      promoCode: null,
      promoDiscount: 0,
      total: 98.28,
    });
  });
});

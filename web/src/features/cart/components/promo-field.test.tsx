import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Promo } from '@shared/cart/promo-codes';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import { cartAnswer, renderCart, signIn } from '@/testing/cart';

const figure = (name: string) => screen.getByTestId(`summary-${name}`).textContent;
const discountLabel = () => screen.getByTestId('summary-discount').previousElementSibling?.textContent;
const appliedText = () => screen.getByTestId('applied-promo').querySelector('span')?.textContent;

const SAVE20: Promo = { code: 'SAVE20', kind: 'percent', value: 20, minSubtotal: null };
const NEWUSER10: Promo = { code: 'NEWUSER10', kind: 'percent', value: 10, minSubtotal: null };
const applied = (promo: Promo, message = 'Promo code applied') => Response.json({ success: true, promo, message });
const refused = (message?: string) => Response.json({ code: 'VALIDATION', ...(message ? { message } : {}) }, { status: 400 });

async function openCart(promoAnswer: Response | (() => Response)) {
  const api = fakeApi({ 'GET /api/customer/cart': cartAnswer(), 'POST /api/customer/promo': promoAnswer });
  renderCart();
  await screen.findByRole('heading', { name: /Available Items/ });
  return api;
}

function tryCode(code: string) {
  fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

beforeEach(signIn);
afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CartPage, promo code', () => {
  it('applies a promo code through the server, case-insensitively, clears the input, and removes it', async () => {
    const api = await openCart(applied(SAVE20, 'Promo code SAVE20 applied: 20% off'));
    const input = screen.getByLabelText('Promo code') as HTMLInputElement;
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(apply.disabled).toBe(true);
    fireEvent.change(input, { target: { value: ' save20 ' } });
    fireEvent.click(apply);

    await screen.findByTestId('applied-promo');
    expect(appliedText()).toBe('Code SAVE20 applied: 20% off');
    expect(api.callsTo('POST /api/customer/promo')[0]!.body).toEqual({ code: 'SAVE20' });
    expect(input.value).toBe('');
    expect(discountLabel()).toBe('Discount (SAVE20, 20% off)');
    expect(figure('discount')).toBe('−$18.20');
    expect(figure('tax')).toBe('$5.82');
    expect(figure('total')).toBe('$78.62');
    // Shipping stays free: the threshold reads the subtotal before the discount.
    expect(figure('shipping')).toBe('Free');

    fireEvent.click(screen.getByRole('button', { name: 'Remove promo code SAVE20' }));
    expect(screen.queryByTestId('applied-promo')).toBeNull();
    expect(discountLabel()).toBe('Discount');
    expect(figure('discount')).toBe('$0.00');
    expect(figure('total')).toBe('$98.28');
  });

  it('takes an amount off and says so in the field and the summary', async () => {
    await openCart(applied({ code: 'TENOFF', kind: 'amount', value: 10, minSubtotal: 50 }));
    tryCode('tenoff');
    await screen.findByTestId('applied-promo');
    expect(appliedText()).toBe('Code TENOFF applied: $10.00 off');
    expect(discountLabel()).toBe('Discount (TENOFF, $10.00 off)');
    // 91.00 − 10.00 = 81.00; tax 8% of 81.00.
    expect(figure('discount')).toBe('−$10.00');
    expect(figure('tax')).toBe('$6.48');
    expect(figure('total')).toBe('$87.48');
  });

  it('keeps a code the cart is below the minimum of, says how much more it needs, and applies it once the cart reaches it', async () => {
    fakeApi({
      'GET /api/customer/cart': cartAnswer(),
      'POST /api/customer/promo': applied(
        { code: 'BIG10', kind: 'amount', value: 10, minSubtotal: 100 },
        'Add $9.00 more to use this code.',
      ),
      'PUT /api/customer/cart': Response.json({ success: true, message: 'Cart updated', count: 4 }),
    });
    renderCart();
    await screen.findByRole('heading', { name: /Available Items/ });
    tryCode('big10');
    await screen.findByTestId('applied-promo');
    // 91.00 in stock against a $100 minimum.
    expect(appliedText()).toBe('Code BIG10: Add $9.00 more to use this code.');
    expect(screen.getByRole('button', { name: 'Remove promo code BIG10' })).toBeInTheDocument();
    expect(discountLabel()).toBe('Discount');
    expect(figure('discount')).toBe('$0.00');
    expect(figure('total')).toBe('$98.28');

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Rose Noir' }));
    expect(appliedText()).toBe('Code BIG10 applied: $10.00 off');
    expect(screen.queryByText(/more to use this code/)).toBeNull();
    expect(discountLabel()).toBe('Discount (BIG10, $10.00 off)');
    expect(figure('discount')).toBe('−$10.00');
  });

  it("says 'Invalid promo code' for a code the server does not know, for 3 seconds", async () => {
    await openCart(refused('Invalid promo code'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    tryCode('nope');
    expect(await screen.findByText('Invalid promo code')).toBeInTheDocument();
    expect((screen.getByLabelText('Promo code') as HTMLInputElement).value).toBe('nope');
    expect(figure('discount')).toBe('$0.00');
    await act(async () => {}); // the effect that starts the clock
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByText('Invalid promo code')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Invalid promo code')).toBeNull();
  });

  it("says 'Invalid promo code' for a refusal without a message", async () => {
    await openCart(refused());
    tryCode('nope');
    expect(await screen.findByText('Invalid promo code')).toBeInTheDocument();
  });

  it.each([
    'This code expired on Nov 30, 2026, 11:59 PM.',
    'This code starts on Nov 27, 2026, 9:00 AM.',
    'This code has been used up.',
    'This code is only for your first order.',
    'You have already used this code.',
    'This code is no longer active.',
  ])("shows the server's reason '%s' until the next try", async (reason) => {
    let calls = 0;
    await openCart(() => (++calls === 1 ? refused(reason) : refused('Invalid promo code')));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    tryCode('save20');
    const message = await screen.findByText(reason);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Promo code').getAttribute('aria-invalid')).toBe('true');
    await act(async () => {});
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText(reason)).not.toBeNull();
    expect(figure('discount')).toBe('$0.00');

    tryCode('other');
    expect(await screen.findByText('Invalid promo code')).toBeInTheDocument();
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('keeps the server message of a 429 for too many promo checks until the next try', async () => {
    const wait = 'Too many promo code attempts. Please wait 7 minutes and try again.';
    await openCart(Response.json({ code: 'RATE_LIMITED', message: wait }, { status: 429, headers: { 'retry-after': '420' } }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    tryCode('save20');
    expect(await screen.findByText(wait)).toBeInTheDocument();
    await act(async () => {});
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText(wait)).not.toBeNull();
    expect(figure('discount')).toBe('$0.00');
  });

  it('replaces an applied code with a better one, and says so', async () => {
    let calls = 0;
    await openCart(() => applied(++calls === 1 ? SAVE20 : { code: 'TWENTY5', kind: 'amount', value: 25, minSubtotal: null }));
    tryCode('save20');
    await screen.findByText('SAVE20', { selector: 'strong' });
    tryCode('twenty5');
    await screen.findByText('TWENTY5', { selector: 'strong' });
    expect(within(screen.getByTestId('applied-promo')).queryByText('SAVE20')).toBeNull();
    expect(figure('discount')).toBe('−$25.00');
    expect(screen.getByRole('status').textContent).toBe(
      'TWENTY5 replaces SAVE20: it takes $25.00 off instead of $18.20. One code per order.',
    );
  });

  it('keeps SAVE20 when NEWUSER10 is applied over it, and says which code applies and why', async () => {
    let calls = 0;
    await openCart(() => applied(++calls === 1 ? SAVE20 : NEWUSER10));
    tryCode('save20');
    await screen.findByText('SAVE20', { selector: 'strong' });
    tryCode('newuser10');
    expect(await screen.findByText(/SAVE20 stays applied/)).toBeInTheDocument();
    expect(screen.getByTestId('promo-notice').textContent).toBe(
      'SAVE20 stays applied: it takes $18.20 off, NEWUSER10 would take $9.10. One code per order.',
    );
    expect(appliedText()).toBe('Code SAVE20 applied: 20% off');
    expect(figure('discount')).toBe('−$18.20');
    expect((screen.getByLabelText('Promo code') as HTMLInputElement).value).toBe('');
  });
});

describe('CartPage, promo code kept with the cart', () => {
  it('keeps the applied code through a reload, checked with the server again', async () => {
    const api = await openCart(applied(SAVE20));
    tryCode('save20');
    await screen.findByTestId('applied-promo');
    cleanup();

    // The page loads again: the code comes back without typing it, once the server agrees.
    renderCart();
    await screen.findByRole('heading', { name: /Available Items/ });
    await waitFor(() => expect(appliedText()).toBe('Code SAVE20 applied: 20% off'));
    expect(figure('discount')).toBe('−$18.20');
    expect(api.callsTo('POST /api/customer/promo').map((call) => call.body)).toEqual([{ code: 'SAVE20' }, { code: 'SAVE20' }]);
  });

  it('forgets a removed code, and a code for another customer', async () => {
    const api = await openCart(applied(SAVE20));
    tryCode('save20');
    await screen.findByTestId('applied-promo');
    fireEvent.click(screen.getByRole('button', { name: 'Remove promo code SAVE20' }));
    cleanup();
    renderCart();
    await screen.findByRole('heading', { name: /Available Items/ });
    expect(screen.queryByTestId('applied-promo')).toBeNull();

    tryCode('save20');
    await screen.findByTestId('applied-promo');
    cleanup();
    saveSession({ token: 't2', role: 'user', username: 'bo', email: 'bo@example.com' }, { remember: false });
    renderCart();
    await screen.findByRole('heading', { name: /Available Items/ });
    expect(screen.queryByTestId('applied-promo')).toBeNull();
    expect(api.callsTo('POST /api/customer/promo')).toHaveLength(2);
  });

  it('drops a kept code that no longer applies, with the reason', async () => {
    let calls = 0;
    await openCart(() => (++calls === 1 ? applied(NEWUSER10) : refused('This code is only for your first order.')));
    tryCode('newuser10');
    await screen.findByTestId('applied-promo');
    cleanup();
    renderCart();
    expect(await screen.findByText('Code NEWUSER10 no longer applies: This code is only for your first order.')).toBeInTheDocument();
    expect(screen.queryByTestId('applied-promo')).toBeNull();
    cleanup();
    renderCart();
    await screen.findByRole('heading', { name: /Available Items/ });
    expect(calls).toBe(2);
  });
});

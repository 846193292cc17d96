import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '@/lib/events';
import { clearSession, readCartPromo, writeCartPromo } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import type { PaymentOutcome } from '../payments/payment-provider';
import { EMULATOR_CONFIG, cartAnswer, fakeProvider, renderCart, signIn } from '@/testing/cart';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

const ORDER = { id: 'ord-1', _id: 'ord-1', orderId: 'ORD-20260114-ABC123', items: [] };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const message = () => screen.getByTestId('payment-message').textContent;
const payButton = () => screen.getByRole('button', { name: /^(Pay|Processing)/ }) as HTMLButtonElement;

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  let intents = 0;
  return fakeApi({
    'GET /api/customer/cart': cartAnswer(),
    'POST /api/customer/create-payment-intent': () => {
      intents += 1;
      return Response.json({ success: true, clientSecret: `pi_${intents}_secret_s${intents}`, orderId: `ord-${intents}`, message: 'ok' });
    },
    'GET /api/payments/config': Response.json(EMULATOR_CONFIG),
    'POST /api/customer/confirm-payment': Response.json({ success: true, order: ORDER, message: 'Payment confirmed' }),
    ...extra,
  });
}

async function toPayment(provider = fakeProvider()) {
  renderCart(provider.load);
  fireEvent.click(await screen.findByRole('button', { name: 'Secure Checkout' }));
  type('Full Name', 'Ada Lovelace');
  type('Phone', '5551234567');
  type('Address Line 1', '1 Main St');
  type('City', 'Portland');
  fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Oregon' } });
  type('ZIP Code', '97205');
  fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await screen.findByRole('heading', { name: 'Payment Details' });
  return provider;
}

/** The card form is on screen and has said it is ready (its effect has run). */
async function cardFormReady() {
  await screen.findByTestId('fake-card-form');
  await act(async () => {});
}

async function payWith(outcome: PaymentOutcome | Error) {
  const provider = await toPayment(
    fakeProvider(async () => {
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }),
  );
  await cardFormReady();
  fireEvent.click(payButton());
  return provider;
}

beforeEach(signIn);
afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
});

describe('CartPage, payment step', () => {
  it('asks the server for the payment config and loads that provider, with the test-card hint', async () => {
    const api = serve();
    const provider = await toPayment();
    expect(await screen.findByText('Card form for pi_1_secret_s1')).toBeInTheDocument();
    expect(api.callsTo('GET /api/payments/config')).toHaveLength(1);
    expect(provider.load).toHaveBeenCalledWith(EMULATOR_CONFIG);
    expect(screen.getByTestId('test-card-hint').textContent).toContain('4242 4242 4242 4242');
    expect(payButton().textContent).toBe('Pay $98.28');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment');
  });

  it('confirms with the billing details, then with the server, and replaces the page with the confirmation', async () => {
    const api = serve();
    const changed = vi.fn();
    const stop = on('cart-changed', changed);
    let finish!: (outcome: PaymentOutcome) => void;
    const provider = await toPayment(fakeProvider(() => new Promise((resolve) => (finish = resolve))));
    await cardFormReady();
    fireEvent.click(payButton());
    expect(payButton().textContent).toBe('Processing…');
    expect(payButton().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Back to Shipping' }) as HTMLButtonElement).disabled).toBe(true);

    expect(provider.confirmations[0]).toEqual({
      billing: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+15551234567',
        address: { country: 'US', line1: '1 Main St', line2: '', city: 'Portland', state: 'Oregon', postal_code: '97205' },
      },
      returnUrl: `${window.location.origin}/order-confirmation/ord-1`,
    });
    await act(async () => finish({ kind: 'status', status: 'succeeded' }));

    expect((await screen.findByTestId('confirmation-path')).textContent).toBe('/order-confirmation/ord-1');
    expect(screen.getByTestId('confirmation-order').textContent).toBe('ORD-20260114-ABC123');
    expect(api.callsTo('POST /api/customer/confirm-payment')[0]!.body).toEqual({ paymentIntentId: 'pi_1', orderId: 'ord-1' });
    expect(changed).toHaveBeenCalled();
    // The payment step left the history: Back goes to the page before the cart.
    fireEvent.click(screen.getByRole('button', { name: 'History Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/shop');
    stop();
  });

  it.each([
    [{ type: 'card_error', message: 'Your card was declined.' }, 'Payment failed: Card Error: Your card was declined.'],
    [
      { type: 'validation_error', message: 'Your card number is incomplete.' },
      'Payment failed: Validation Error: Your card number is incomplete.',
    ],
    [{ type: 'api_error', message: 'Something broke' }, 'Payment failed: Something broke'],
    [{ type: 'api_error' }, 'Payment failed. Please try again.'],
  ])('shows a provider error %o as %s, and lets the shopper try again', async (error, text) => {
    const api = serve();
    await payWith({ kind: 'error', error });
    await waitFor(() => expect(message()).toBe(text));
    expect(payButton().disabled).toBe(false);
    expect(api.callsTo('POST /api/customer/confirm-payment')).toHaveLength(0);
  });

  it("clears a declined card's message once the card is edited", async () => {
    serve();
    await payWith({ kind: 'error', error: { type: 'card_error', message: 'Your card was declined.' } });
    await waitFor(() => expect(message()).toBe('Payment failed: Card Error: Your card was declined.'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit the card' }));
    expect(message()).toBe('');
  });

  it.each([
    ['processing', 'Payment is being processed. Please wait...'],
    ['requires_action', 'Payment status unclear. Please check your order history.'],
  ])('shows the %s status without confirming, and no second payment', async (status, text) => {
    const api = serve();
    await payWith({ kind: 'status', status });
    await waitFor(() => expect(message()).toBe(text));
    expect(payButton().disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
    expect(api.callsTo('POST /api/customer/confirm-payment')).toHaveLength(0);
  });

  it('forgets the promo code kept with the cart once the payment succeeds', async () => {
    writeCartPromo('SAVE20');
    serve({
      'POST /api/customer/promo': Response.json({
        success: true,
        promo: { code: 'SAVE20', kind: 'percent', value: 20, minSubtotal: null },
      }),
    });
    await payWith({ kind: 'status', status: 'succeeded' });
    expect((await screen.findByTestId('confirmation-path')).textContent).toBe('/order-confirmation/ord-1');
    expect(readCartPromo()).toBeNull();
  });

  it("shows 'An unexpected error occurred. Please try again.' when confirming throws", async () => {
    serve();
    await payWith(new TypeError('Failed to fetch'));
    await waitFor(() => expect(message()).toBe('An unexpected error occurred. Please try again.'));
  });

  it("says 'Stripe has not loaded yet. Please try again.' when the provider cannot load, with Try Again", async () => {
    serve();
    const provider = fakeProvider();
    provider.load.mockRejectedValueOnce(new Error('blocked'));
    await toPayment(provider);
    expect(await screen.findByText('The secure card form could not be loaded.')).toBeInTheDocument();
    fireEvent.click(payButton());
    expect(message()).toBe('Stripe has not loaded yet. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('fake-card-form')).toBeInTheDocument();
  });

  it("says 'Payment form is still loading. Please wait.' before the card form is ready", async () => {
    serve();
    await toPayment(fakeProvider(undefined, { ready: false }));
    await cardFormReady();
    fireEvent.click(payButton());
    expect(message()).toBe('Payment form is still loading. Please wait.');
  });

  it.each([
    [404, 'Order not found. Payment may have succeeded but order confirmation failed. Please contact support with your payment details.'],
    [500, 'Payment succeeded but confirmation failed. Please contact support or check your order history.'],
  ])('explains a server confirmation failure (%i)', async (status, text) => {
    serve({ 'POST /api/customer/confirm-payment': Response.json({ message: 'x' }, { status }) });
    await payWith({ kind: 'status', status: 'succeeded' });
    await waitFor(() => expect(message()).toBe(text));
    expect(payButton().disabled).toBe(true);
    expect(screen.queryByTestId('confirmation-path')).toBeNull();
  });

  it('tries the confirmation again while the server is too busy to record it, then shows the order', async () => {
    let answers = 0;
    const api = serve({
      'POST /api/customer/confirm-payment': () => {
        answers += 1;
        return answers < 3
          ? Response.json(
              { code: 'BUSY', message: 'Many shoppers are buying the same item right now.', retryAfterSeconds: 0 },
              { status: 503 },
            )
          : Response.json({ success: true, order: ORDER, message: 'Payment confirmed' });
      },
    });
    await payWith({ kind: 'status', status: 'succeeded' });
    expect((await screen.findByTestId('confirmation-path')).textContent).toBe('/order-confirmation/ord-1');
    expect(api.callsTo('POST /api/customer/confirm-payment')).toHaveLength(3);
  });

  it('says the confirmation failed once the server stays busy past three more tries', async () => {
    const api = serve({
      'POST /api/customer/confirm-payment': () =>
        Response.json(
          { code: 'BUSY', message: 'Many shoppers are buying the same item right now.', retryAfterSeconds: 0 },
          { status: 503 },
        ),
    });
    await payWith({ kind: 'status', status: 'succeeded' });
    await waitFor(() =>
      expect(message()).toBe('Payment succeeded but confirmation failed. Please contact support or check your order history.'),
    );
    expect(api.callsTo('POST /api/customer/confirm-payment')).toHaveLength(4);
  });

  it("says 'Session expired. Please login again.' on a 401 and reloads after 2 s", async () => {
    serve({ 'POST /api/customer/confirm-payment': Response.json({ message: 'Please sign in' }, { status: 401 }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await payWith({ kind: 'status', status: 'succeeded' });
    await waitFor(() => expect(message()).toBe('Session expired. Please login again.'));
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('goes back to Shipping with the form intact, dropping the intent; Continue opens a fresh one', async () => {
    const api = serve();
    const provider = await toPayment();
    await screen.findByText('Card form for pi_1_secret_s1');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Shipping' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shipping');
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('(555) 123-4567');
    expect(screen.queryByTestId('fake-card-form')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Card form for pi_2_secret_s2')).toBeInTheDocument();
    await cardFormReady();
    expect(api.callsTo('POST /api/customer/create-payment-intent')).toHaveLength(2);
    expect(provider.secrets).toEqual(['pi_1_secret_s1', 'pi_2_secret_s2']);
    fireEvent.click(payButton());
    await screen.findByTestId('confirmation-path');
    expect(api.callsTo('POST /api/customer/confirm-payment')[0]!.body).toEqual({ paymentIntentId: 'pi_2', orderId: 'ord-2' });
  });
});

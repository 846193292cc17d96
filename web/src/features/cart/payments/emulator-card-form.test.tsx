import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmulatorProvider } from './emulator-provider';
import type { CardFormHandle } from './payment-provider';

const billing = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+15551234567',
  address: { country: 'US' as const, line1: '1 Main St', line2: '', city: 'Portland', state: 'Oregon', postal_code: '97205' },
};
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

async function renderForm() {
  const { CardForm } = await createEmulatorProvider({ provider: 'emulator', publishableKey: 'pk_test_local', apiBase: '/local-payments' });
  const ref = createRef<CardFormHandle>();
  const onReady = vi.fn();
  const onChange = vi.fn();
  render(<CardForm clientSecret="pi_9_secret_x" handle={ref} onReady={onReady} disabled={false} onChange={onChange} />);
  return { ref, onReady, onChange };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the local card form', () => {
  it("looks like the Payment Element's card tab: labelled fields, Stripe's placeholders, ready at once", async () => {
    const { onReady } = await renderForm();
    expect(screen.getByRole('group', { name: 'Card' })).toBeInTheDocument();
    expect(input('Card number').placeholder).toBe('1234 1234 1234 1234');
    expect(input('Expiration date').placeholder).toBe('MM / YY');
    expect(input('Security code').autocomplete).toBe('cc-csc');
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('tells the checkout each time the card is edited', async () => {
    const { onChange } = await renderForm();
    expect(onChange).not.toHaveBeenCalled();
    type('Card number', '4242');
    type('Expiration date', '12');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('spaces the number and writes the expiry as typed', async () => {
    await renderForm();
    type('Card number', '4242424242424242');
    expect(input('Card number').value).toBe('4242 4242 4242 4242');
    type('Expiration date', '1230');
    expect(input('Expiration date').value).toBe('12 / 30');
    type('Security code', '12a3');
    expect(input('Security code').value).toBe('123');
  });

  it('checks a field when it is left, and clears its error when edited', async () => {
    await renderForm();
    type('Card number', '4242 4242 4242 4243');
    fireEvent.blur(input('Card number'));
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
    expect(input('Card number').getAttribute('aria-invalid')).toBe('true');
    type('Card number', '4242 4242 4242 4242');
    expect(screen.queryByText('Your card number is invalid.')).toBeNull();
    type('Expiration date', '0120');
    fireEvent.blur(input('Expiration date'));
    expect(screen.getByText("Your card's expiration year is in the past.")).toBeInTheDocument();
  });

  it('answers a validation error without calling the emulator when the card is incomplete', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { ref } = await renderForm();
    let outcome;
    await act(async () => {
      outcome = await ref.current!.confirm({ billing, returnUrl: 'http://shop.test/order-confirmation/o1' });
    });
    expect(outcome).toEqual({ kind: 'error', error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(document.activeElement).toBe(input('Card number'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('confirms with the emulator as Stripe.js would, and reads a decline as a card error', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ id: 'pi_9', status: 'succeeded' }))
      .mockResolvedValueOnce(
        Response.json({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }, { status: 402 }),
      );
    vi.stubGlobal('fetch', fetch);
    const { ref } = await renderForm();
    type('Card number', '4242424242424242');
    type('Expiration date', `12${nextYear}`);
    type('Security code', '123');
    const confirm = () => ref.current!.confirm({ billing, returnUrl: 'http://shop.test/order-confirmation/o1' });

    await expect(confirm()).resolves.toEqual({ kind: 'status', status: 'succeeded' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/local-payments/v1/payment_intents/pi_9/confirm');
    const body = Object.fromEntries(init.body as URLSearchParams);
    expect(body).toMatchObject({
      key: 'pk_test_local',
      client_secret: 'pi_9_secret_x',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_year]': `20${nextYear}`,
      'payment_method_data[billing_details][phone]': '+15551234567',
    });

    await expect(confirm()).resolves.toEqual({ kind: 'error', error: { type: 'card_error', message: 'Your card was declined.' } });
  });
});

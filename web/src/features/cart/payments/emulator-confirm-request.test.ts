import { describe, expect, it } from 'vitest';
import { emulatorConfirmRequest, readConfirmAnswer } from './emulator-confirm-request';

const billing = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+15551234567',
  address: { country: 'US' as const, line1: '1 Main St', line2: 'Apt 2', city: 'Portland', state: 'Oregon', postal_code: '97205' },
};

describe('emulatorConfirmRequest', () => {
  it('posts the form-encoded confirmation Stripe.js would send, to the emulator under apiBase', () => {
    const { url, init } = emulatorConfirmRequest({
      apiBase: '/local-payments/',
      publishableKey: 'pk_test_local',
      clientSecret: 'pi_123_secret_abc',
      card: { number: '4242 4242 4242 4242', expiry: '08 / 31', cvc: '123' },
      billing,
    });
    expect(url).toBe('/local-payments/v1/payment_intents/pi_123/confirm');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      key: 'pk_test_local',
      client_secret: 'pi_123_secret_abc',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '8',
      'payment_method_data[card][exp_year]': '2031',
      'payment_method_data[card][cvc]': '123',
      'payment_method_data[billing_details][name]': 'Ada Lovelace',
      'payment_method_data[billing_details][email]': 'ada@example.com',
      'payment_method_data[billing_details][phone]': '+15551234567',
      'payment_method_data[billing_details][address][country]': 'US',
      'payment_method_data[billing_details][address][line1]': '1 Main St',
      'payment_method_data[billing_details][address][line2]': 'Apt 2',
      'payment_method_data[billing_details][address][city]': 'Portland',
      'payment_method_data[billing_details][address][state]': 'Oregon',
      'payment_method_data[billing_details][address][postal_code]': '97205',
      expected_payment_method_type: 'card',
    });
  });
});

describe('readConfirmAnswer', () => {
  it("reads a confirmed intent's status", async () => {
    expect(await readConfirmAnswer(Response.json({ id: 'pi_1', status: 'succeeded' }))).toEqual({ status: 'succeeded' });
  });

  it('reads a decline as the card error', async () => {
    const decline = Response.json(
      { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
      { status: 402 },
    );
    expect(await readConfirmAnswer(decline)).toEqual({ error: { type: 'card_error', message: 'Your card was declined.' } });
  });

  it('reads an answer without JSON as an error without a message', async () => {
    expect(await readConfirmAnswer(new Response('Bad gateway', { status: 502 }))).toEqual({
      error: { type: undefined, message: undefined },
    });
  });
});

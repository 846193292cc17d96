import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestEmulator, startWebhookReceiver, testWebhookSecret, type ReceivedWebhook } from './emulator-test-kit';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An emulator posting to a fresh receiver; `status` scripts the receiver's answers. */
async function setup(status?: (attempt: number) => number) {
  const receiver = await startWebhookReceiver(status);
  cleanups.push(receiver.stop);
  const started = await startTestEmulator({ webhookUrl: receiver.url, webhookRetryDelaysMs: [50, 100, 150] });
  cleanups.push(started.emulator.stop);
  return { receiver, ...started };
}

/** Verifies a delivery exactly as the server's webhook route does. */
const verify = (delivery: ReceivedWebhook, secret = testWebhookSecret) =>
  Stripe.webhooks.constructEvent(delivery.body, String(delivery.headers['stripe-signature']), secret);

describe('webhooks', () => {
  it('posts a signed payment_intent.succeeded that constructEvent accepts', async () => {
    const { receiver, stripe } = await setup();
    const intent = await stripe.paymentIntents.create({ amount: 3100, currency: 'usd', metadata: { orderId: 'o-42' } });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });

    const [delivery] = await receiver.waitFor(1);
    const event = verify(delivery!);
    expect(event).toMatchObject({ object: 'event', type: 'payment_intent.succeeded', livemode: false, api_version: Stripe.API_VERSION });
    expect(event.id).toMatch(/^evt_/);
    expect(event.created).toEqual(expect.any(Number));
    expect(event.data.object).toMatchObject({ id: intent.id, status: 'succeeded', amount_received: 3100, metadata: { orderId: 'o-42' } });
    expect(delivery!.headers['content-type']).toMatch(/^application\/json/);
  });

  it('signs with the configured secret only', async () => {
    const { receiver, stripe } = await setup();
    await stripe.paymentIntents.create({ amount: 3100, currency: 'usd', confirm: true, payment_method: 'pm_card_visa' });
    const [delivery] = await receiver.waitFor(1);
    expect(() => verify(delivery!, 'whsec_someone_else')).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => verify({ ...delivery!, body: delivery!.body.replace('3100', '1') })).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('announces declines, cancellations and refunds', async () => {
    const { receiver, stripe } = await setup();
    const declined = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    await stripe.paymentIntents.confirm(declined.id, { payment_method: 'pm_card_chargeDeclined' }).catch(() => undefined);
    await stripe.paymentIntents.cancel(declined.id);
    const paid = await stripe.paymentIntents.create({ amount: 2000, currency: 'usd', confirm: true, payment_method: 'pm_card_visa' });
    await stripe.refunds.create({ payment_intent: paid.id, amount: 500 });

    const events = (await receiver.waitFor(4)).map((delivery) => verify(delivery));
    const byType = new Map(events.map((event) => [event.type, event.data.object as unknown as Record<string, unknown>]));
    expect([...byType.keys()].sort()).toEqual([
      'charge.refunded',
      'payment_intent.canceled',
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
    ]);
    expect(byType.get('payment_intent.payment_failed')).toMatchObject({
      id: declined.id,
      status: 'requires_payment_method',
      last_payment_error: { decline_code: 'generic_decline' },
    });
    expect(byType.get('payment_intent.canceled')).toMatchObject({ id: declined.id, status: 'canceled' });
    expect(byType.get('charge.refunded')).toMatchObject({ object: 'charge', payment_intent: paid.id, amount_refunded: 500 });
  });

  it('retries a failed delivery with a fresh valid signature', async () => {
    const { receiver, stripe } = await setup((attempt) => (attempt < 3 ? 500 : 200));
    await stripe.paymentIntents.create({ amount: 3100, currency: 'usd', confirm: true, payment_method: 'pm_card_visa' });
    const deliveries = await receiver.waitFor(3);
    const ids = deliveries.map((delivery) => verify(delivery).id);
    expect(new Set(ids).size).toBe(1);

    const [listed] = (await stripe.events.list({ limit: 1 })).data;
    expect(listed).toMatchObject({ id: ids[0], pending_webhooks: 0 });
  });

  it('never makes the API wait for the webhook endpoint, and stops without waiting either', async () => {
    // An endpoint that takes the delivery and never answers. A blocking emulator would hold
    // the API answer or stop() for its 10 s delivery timeout, past this test's 5 s limit.
    let arrived!: () => void;
    const delivered = new Promise<void>((resolve) => (arrived = resolve));
    const hanging: Server = createServer(() => arrived());
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          hanging.close(() => resolve());
          hanging.closeAllConnections();
        }),
    );
    const { port } = hanging.address() as AddressInfo;
    const { emulator, stripe } = await startTestEmulator({ webhookUrl: `http://127.0.0.1:${port}/hook` });

    const paid = await stripe.paymentIntents.create({ amount: 3100, currency: 'usd', confirm: true, payment_method: 'pm_card_visa' });
    expect(paid.status).toBe('succeeded');
    await delivered;
    await emulator.stop();
  });

  it('lists events newest first, by type, and fetches one', async () => {
    const { stripe, emulator } = await setup();
    emulator.setWebhookUrl(undefined);
    const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }).catch(() => undefined);
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });

    const all = await stripe.events.list();
    expect(all.data.map((event) => event.type)).toEqual(['payment_intent.succeeded', 'payment_intent.payment_failed']);
    const failed = await stripe.events.list({ type: 'payment_intent.payment_failed' });
    expect(failed.data).toHaveLength(1);
    await expect(stripe.events.retrieve(failed.data[0]!.id)).resolves.toMatchObject({
      type: 'payment_intent.payment_failed',
      pending_webhooks: 1,
    });
  });
});

// A flash sale's race through the local gateway: many buyers, each from an address of their
// own, open a payment for the last units of one product at once and pay. Stock is held when a
// payment opens, so the buyers the stock cannot serve are refused before any charge: the
// figures to watch are the paid orders (= units), the refusals, and the refunds (0).
import Stripe from 'stripe';
import { sendFrom } from '../functions/test-support/api-call';
import { checkoutRequest, emulatorStripe, settledOrder } from '../functions/test-support/checkout';
import { createTestCustomer } from '../functions/test-support/customers';
import { useLocalCloud } from '../functions/test-support/local-cloud';
import { testProducts } from '../functions/test-support/products';
import { getProduct } from '../functions/repositories/products';
import type { SpawnedCloud } from '../infra/local/spawn-cloud';
import { checkoutClient, percentile } from './bench-load';

type Line = (label: string, value: string, ok?: boolean) => void;

/** Addresses past the mixed load's checkouts, so no buyer shares an address budget with them. */
const FIRST_ADDRESS = 200_000;

export async function checkoutRace(cloud: SpawnedCloud, line: Line, options = { buyers: 200, units: 50 }): Promise<void> {
  console.log(`\nCheckout race through the local gateway (${options.buyers} buyers for ${options.units} units, stock held while paying)`);
  useLocalCloud(cloud);
  const products = testProducts();
  const product = await products.create({ retail_price: 49, stock_quantity: options.units, name: 'Race Eau' });
  const buyers = [];
  for (let i = 0; i < options.buyers; i += 1) buyers.push(await createTestCustomer());
  const { stripe } = emulatorStripe(cloud);
  const body = JSON.stringify(checkoutRequest([{ product, quantity: 1 }]));

  const started = performance.now();
  const opened = await Promise.all(
    buyers.map(async (buyer, i) => {
      const t = performance.now();
      const answer = await sendFrom(checkoutClient(FIRST_ADDRESS + i), new URL('/api/customer/create-payment-intent', cloud.api), {
        method: 'POST',
        body,
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      });
      return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown>, ms: performance.now() - t };
    }),
  );
  const intents = opened.filter((answer) => answer.status === 200);
  const refused = opened.filter((answer) => answer.status === 409 && answer.body.code === 'OUT_OF_STOCK');
  const errors = opened.length - intents.length - refused.length;

  const paid = await Promise.all(
    intents.map(async (answer) => {
      const intentId = String(answer.body.clientSecret).split('_secret_')[0]!;
      const t = performance.now();
      await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
      const record = await settledOrder(String(answer.body.orderId), 60_000);
      return { record, intentId, ms: performance.now() - t };
    }),
  );
  const wall = performance.now() - started;
  const confirmed = paid.filter((p) => p.record.status === 'confirmed').length;
  const charges = await Promise.all(paid.map((p) => stripe.paymentIntents.retrieve(p.intentId, { expand: ['latest_charge'] })));
  const refunds = charges.filter((intent) => (intent.latest_charge as Stripe.Charge | null)?.refunded).length;
  const stockLeft = (await getProduct(product.product_id))!.stock_quantity;

  const openMs = opened.map((answer) => answer.ms).sort((a, b) => a - b);
  const payMs = paid.map((p) => p.ms).sort((a, b) => a - b);
  line('paid orders', `${confirmed} of ${options.units} units`, confirmed === options.units);
  line('refused before any charge (409, stock named)', String(refused.length), refused.length === options.buyers - options.units);
  line('refunds', String(refunds), refunds === 0);
  line('other answers (errors)', String(errors), errors === 0);
  line('stock left', String(stockLeft), stockLeft === 0);
  line(
    'open a payment (create-payment-intent): p50 / p95',
    `${percentile(openMs, 50).toFixed(0)} / ${percentile(openMs, 95).toFixed(0)} ms`,
  );
  line(
    'pay and settle (emulator confirm to confirmed order): p50 / p95',
    `${percentile(payMs, 50).toFixed(0)} / ${percentile(payMs, 95).toFixed(0)} ms`,
  );
  line('whole race', `${(wall / 1000).toFixed(1)} s`);
  await products.removeAll();
}

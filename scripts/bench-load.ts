// A mixed load against the local gateway for a fixed time, as shoppers and an administrator would
// make it: catalogue reads, cart changes, checkouts paid on the payment emulator, admin list
// reads. Reports requests per second, p50/p95/p99 per route and the errors, which must be 0.
import { sendFrom } from '../functions/test-support/api-call';
import { createTestAdmin, createTestCustomer, type TestAccount } from '../functions/test-support/customers';
import { emulatorStripe, checkoutRequest } from '../functions/test-support/checkout';
import { useLocalCloud } from '../functions/test-support/local-cloud';
import { testProducts } from '../functions/test-support/products';
import type { SpawnedCloud } from '../infra/local/spawn-cloud';
import type { Product } from '@shared/types';

type Line = (label: string, value: string, ok?: boolean) => void;

export interface LoadOptions {
  seconds: number;
  /** Virtual shoppers working at once, each with an account of their own (a checkout makes a fresh one). */
  shoppers: number;
}

interface Sample {
  ms: number;
  ok: boolean;
}

/** A shopper's next errand, by share of all errands. */
const ERRANDS = [
  { name: 'browse', weight: 50 },
  { name: 'cart', weight: 25 },
  { name: 'admin', weight: 15 },
  { name: 'checkout', weight: 10 },
] as const;

function pick(random: () => number): (typeof ERRANDS)[number]['name'] {
  let roll = random() * ERRANDS.reduce((sum, errand) => sum + errand.weight, 0);
  for (const errand of ERRANDS) {
    roll -= errand.weight;
    if (roll < 0) return errand.name;
  }
  return 'browse';
}

/** A small seeded generator, so two runs make the same mix. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The n-th loopback address of a checkout, 127.1.0.1 onwards: never 127.0.0.1, where the other
 * errands call from, and never one .0 or .255. On Linux all of 127.0.0.0/8 is loopback.
 */
export const checkoutClient = (n: number) => `127.${1 + (Math.floor(n / (254 * 256)) % 254)}.${Math.floor(n / 254) % 256}.${1 + (n % 254)}`;

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export async function mixedLoad(cloud: SpawnedCloud, line: Line, options: LoadOptions = { seconds: 20, shoppers: 16 }): Promise<void> {
  console.log(`\nMixed load through the local gateway (${options.shoppers} shoppers, ${options.seconds} s)`);
  useLocalCloud(cloud);
  const products = testProducts();
  const stock: Product[] = [];
  for (let i = 0; i < 12; i += 1)
    stock.push(await products.create({ retail_price: 20 + i, stock_quantity: 1_000_000, name: `Load Eau ${i}` }));
  const admin = await createTestAdmin();
  const shoppers: TestAccount[] = [];
  for (let i = 0; i < options.shoppers; i += 1) shoppers.push(await createTestCustomer());
  const { stripe } = emulatorStripe(cloud);

  const samples = new Map<string, Sample[]>();
  let checkouts = 0;
  const failures: string[] = [];
  /** Times one call; `from` sends it from that loopback address, else from 127.0.0.1 over fetch's kept-alive connections. */
  async function call(label: string, method: string, path: string, token?: string, body?: unknown, from?: string): Promise<any> {
    const started = performance.now();
    let ok = false;
    let answer: unknown;
    try {
      const init = {
        method,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      };
      const url = new URL(path, cloud.api);
      const { status, text } = from
        ? await sendFrom(from, url, init)
        : await fetch(url, init).then(async (response) => ({ status: response.status, text: await response.text() }));
      answer = text ? JSON.parse(text) : undefined;
      ok = status >= 200 && status < 300;
      if (!ok && failures.length < 5) failures.push(`${label} ${status} ${text.slice(0, 160)}`);
    } catch (error) {
      if (failures.length < 5) failures.push(`${label} ${(error as Error).message}`);
    }
    const list = samples.get(label) ?? [];
    list.push({ ms: performance.now() - started, ok });
    samples.set(label, list);
    return answer;
  }

  const errands = {
    browse: async () => {
      await call('GET /api/customer/products', 'GET', '/api/customer/products');
    },
    cart: async (shopper: TestAccount, random: () => number) => {
      const product = stock[Math.floor(random() * stock.length)]!;
      await call('POST /api/customer/cart', 'POST', '/api/customer/cart', shopper.token, { productId: product.product_id, quantity: 1 });
      await call('PUT /api/customer/cart', 'PUT', '/api/customer/cart', shopper.token, { productId: product.product_id, quantity: 2 });
      await call('GET /api/customer/cart', 'GET', '/api/customer/cart', shopper.token);
      await call('DELETE /api/customer/cart/{productId}', 'DELETE', `/api/customer/cart/${product.product_id}`, shopper.token);
    },
    admin: async (_shopper: TestAccount, random: () => number) => {
      const lists = ['/api/admin/products', '/api/orders/non-delivered', '/api/stats', '/api/admin/brands/all'];
      const path = lists[Math.floor(random() * lists.length)]!;
      await call(`GET ${path}`, 'GET', path, admin.token);
    },
    // A sale is many shoppers each paying once or twice, each from an address of their own, and
    // create-payment-intent holds one customer to 10 and one address to 100 in 10 minutes
    // (functions/routes/create-payment-intent.ts). So each checkout is a fresh customer calling
    // from a fresh loopback address, as in a sale; the same few customers paying again and again
    // from one address meet those budgets within a minute and answer 429s, counted as errors.
    // The account is made before the first timed call and is not a route's figure. Browsing, the
    // cart and the admin lists have no budget, so those errands stay on 127.0.0.1.
    checkout: async (_shopper: TestAccount, random: () => number) => {
      const shopper = await createTestCustomer();
      const from = checkoutClient(checkouts++);
      const product = stock[Math.floor(random() * stock.length)]!;
      await call(
        'POST /api/customer/cart',
        'POST',
        '/api/customer/cart',
        shopper.token,
        { productId: product.product_id, quantity: 1 },
        from,
      );
      const intent = await call(
        'POST /api/customer/create-payment-intent',
        'POST',
        '/api/customer/create-payment-intent',
        shopper.token,
        checkoutRequest([{ product, quantity: 1 }]),
        from,
      );
      const secret = String(intent?.clientSecret ?? '');
      if (!secret) return;
      const intentId = secret.slice(0, secret.indexOf('_secret_'));
      const started = performance.now();
      let paid = true;
      try {
        await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
      } catch (error) {
        paid = false;
        if (failures.length < 5) failures.push(`emulator confirm ${(error as Error).message}`);
      }
      const list = samples.get('payment emulator: confirm') ?? [];
      list.push({ ms: performance.now() - started, ok: paid });
      samples.set('payment emulator: confirm', list);
      if (paid)
        await call(
          'POST /api/customer/confirm-payment',
          'POST',
          '/api/customer/confirm-payment',
          shopper.token,
          { paymentIntentId: intentId, orderId: intent.orderId },
          from,
        );
    },
  };

  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    shoppers.map(async (shopper, i) => {
      const random = seeded(i + 1);
      while (performance.now() < deadline) await errands[pick(random)](shopper, random);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  const all = [...samples.values()].flat();
  const errors = all.filter((sample) => !sample.ok).length;
  line('  requests', `${all.length} in ${elapsed.toFixed(1)} s: ${(all.length / elapsed).toFixed(0)} requests/s`);
  for (const [label, list] of [...samples.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = list.map((sample) => sample.ms).sort((a, b) => a - b);
    const failed = list.filter((sample) => !sample.ok).length;
    line(
      `  ${label}`,
      `${String(list.length).padStart(5)} × p50 ${percentile(sorted, 50).toFixed(1)} · p95 ${percentile(sorted, 95).toFixed(1)} · p99 ${percentile(sorted, 99).toFixed(1)} ms${failed ? ` · ${failed} failed` : ''}`,
      failed === 0,
    );
  }
  line('  errors', String(errors), errors === 0);
  for (const failure of failures) console.log(`    ${failure}`);
  await products.removeAll();
}

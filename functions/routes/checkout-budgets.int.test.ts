import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shared/types';
import { waitText } from '../commons/throttle';
import { checkoutRequest } from '../test-support/checkout';
import { createTestCustomer, type TestAccount } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';
import { PROMO_CHECK_BUDGETS, tooManyPromoChecks } from './apply-promo';
import { PAYMENT_INTENT_BUDGETS, tooManyPaymentAttempts } from './create-payment-intent';

const cloud = useLocalCloud();
const products = testProducts();

let rose: Product;
let gone: Product;

beforeAll(async () => {
  [rose, gone] = await Promise.all([
    products.create({ retail_price: 40, stock_quantity: 50 }),
    products.create({ retail_price: 30, stock_quantity: 0 }),
  ]);
});
afterAll(() => products.removeAll());

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { message?: string; clientSecret?: string; promo?: unknown };
}

/** A loopback address of its own: the gateway, like CloudFront, names the client by its connection. */
const newClient = () => `127.${1 + (randomBytes(1)[0]! % 254)}.${randomBytes(1)[0]!}.${1 + (randomBytes(1)[0]! % 254)}`;

/** A JSON call as a customer from a client address, answering the status, Retry-After and body. */
function post(path: string, from: string, token: string, body: unknown): Promise<Answer> {
  const data = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, cloud.api),
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(data.length), authorization: `Bearer ${token}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as Answer['body'],
          }),
        );
      },
    );
    req.on('error', reject).end(data);
  });
}

/**
 * Budgets count in fixed windows: a test that needs `seconds` starts where the window it counts
 * in will not end meanwhile, so no count starts over halfway.
 */
async function clearOfWindowEdge(windowSeconds: number, seconds = 20): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 500));
}

/** A refusal as the budgets promise it: 429, a Retry-After inside the window, and the message naming that wait. */
function expectRefused(answer: Answer, message: (wait: string) => string, windowSeconds: number) {
  expect(answer.status).toBe(429);
  const wait = Number(answer.retryAfter);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  expect(answer.body.message).toBe(message(waitText(wait)));
}

const customers = (count: number) => Promise.all(Array.from({ length: count }, () => createTestCustomer()));
const count = (answers: Answer[], status: number) => answers.filter((answer) => answer.status === status).length;

describe('create-payment-intent budgets', () => {
  const path = '/api/customer/create-payment-intent';
  const { perCustomer, perClient } = PAYMENT_INTENT_BUDGETS;
  // A request the checkout refuses at once (its only line is out of stock): it still counts, and opens nothing at Stripe.
  const refusedCheap = () => checkoutRequest([{ product: gone, quantity: 1 }]);

  it(
    `lets a customer try ${perCustomer.limit} times, however many race, then answers 429 while another customer pays`,
    { timeout: 60_000 },
    async () => {
      await clearOfWindowEdge(perCustomer.windowSeconds);
      const [ann, ben] = (await customers(2)) as [TestAccount, TestAccount];
      const client = newClient();
      const raced = await Promise.all(Array.from({ length: perCustomer.limit + 2 }, () => post(path, client, ann.token, refusedCheap())));
      expect(count(raced, 400)).toBe(perCustomer.limit);
      expect(count(raced, 429)).toBe(2);
      expectRefused(
        raced.find((answer) => answer.status === 429)!,
        tooManyPaymentAttempts,
        perCustomer.windowSeconds,
      );
      // From another address the customer is still over; a real payment is refused before Stripe.
      expectRefused(
        await post(path, newClient(), ann.token, checkoutRequest([{ product: rose, quantity: 1 }])),
        tooManyPaymentAttempts,
        perCustomer.windowSeconds,
      );
      // Another customer on the same address pays.
      const paying = await post(path, client, ben.token, checkoutRequest([{ product: rose, quantity: 1 }]));
      expect(paying.status).toBe(200);
      expect(paying.body.clientSecret).toMatch(/_secret_/);
    },
  );

  it(`lets one address try ${perClient.limit} times across its customers, then answers 429 there only`, { timeout: 90_000 }, async () => {
    await clearOfWindowEdge(perClient.windowSeconds, 60);
    const accounts = await customers(Math.ceil(perClient.limit / perCustomer.limit) + 1);
    const client = newClient();
    const spenders = accounts.slice(0, -1);
    const answers = (
      await Promise.all(
        spenders.map(async (account) => {
          const mine: Answer[] = [];
          for (let i = 0; i < perCustomer.limit; i += 1) mine.push(await post(path, client, account.token, refusedCheap()));
          return mine;
        }),
      )
    ).flat();
    expect(count(answers, 400)).toBe(perClient.limit);
    // A customer who has tried nothing is refused on that address, and is not elsewhere.
    const fresh = accounts.at(-1)!;
    expectRefused(await post(path, client, fresh.token, refusedCheap()), tooManyPaymentAttempts, perClient.windowSeconds);
    expect((await post(path, newClient(), fresh.token, refusedCheap())).status).toBe(400);
  });
});

describe('promo code budgets', () => {
  const path = '/api/customer/promo';
  const { perCustomer, perClient } = PROMO_CHECK_BUDGETS;

  it(
    `lets a customer check ${perCustomer.limit} codes, right or wrong, then answers 429 even for a right one`,
    { timeout: 60_000 },
    async () => {
      await clearOfWindowEdge(perCustomer.windowSeconds);
      const [cleo, dan] = (await customers(2)) as [TestAccount, TestAccount];
      const client = newClient();
      const guesses: Answer[] = [];
      for (let i = 0; i < perCustomer.limit; i += 1)
        guesses.push(await post(path, client, cleo.token, { code: i === 3 ? 'SAVE20' : `SAVE${90 + i}` }));
      expect(guesses.map((answer) => answer.status)).toEqual(guesses.map((_, i) => (i === 3 ? 200 : 400)));
      expectRefused(await post(path, client, cleo.token, { code: 'SAVE20' }), tooManyPromoChecks, perCustomer.windowSeconds);
      const other = await post(path, client, dan.token, { code: 'SAVE20' });
      expect(other.status).toBe(200);
      expect(other.body.promo).toEqual({ code: 'SAVE20', kind: 'percent', value: 20, minSubtotal: null });
    },
  );

  it(`lets one address check ${perClient.limit} codes across its customers, then answers 429 there only`, { timeout: 60_000 }, async () => {
    await clearOfWindowEdge(perClient.windowSeconds);
    const accounts = await customers(Math.ceil(perClient.limit / perCustomer.limit) + 1);
    const client = newClient();
    const answers = (
      await Promise.all(
        accounts.slice(0, -1).map(async (account) => {
          const mine: Answer[] = [];
          for (let i = 0; i < perCustomer.limit; i += 1) mine.push(await post(path, client, account.token, { code: 'NOPE' }));
          return mine;
        }),
      )
    ).flat();
    expect(count(answers, 400)).toBe(perClient.limit);
    const fresh = accounts.at(-1)!;
    expectRefused(await post(path, client, fresh.token, { code: 'SAVE20' }), tooManyPromoChecks, perClient.windowSeconds);
    expect((await post(path, newClient(), fresh.token, { code: 'SAVE20' })).status).toBe(200);
  });
});

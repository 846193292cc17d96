import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Download, type Page, expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { checkoutRequest } from '../functions/test-support/checkout-request';
import type { Order, Product } from '@shared/types';
import { login, newVerifiedCustomer, signIn } from './sessions';

export { signIn } from './sessions';

/** The local cloud's first administrator (infra/local/local-settings.ts). */
export const ADMIN = { email: 'admin@maison.local', password: 'maison-admin' };

/** The admin screens, by path under /admin, with the heading each one shows. */
export const ADMIN_SCREENS = [
  { path: 'DashBoard', heading: 'Dashboard', link: 'Dashboard' },
  { path: 'products', heading: 'Product Management', link: 'Product Management' },
  { path: 'orders', heading: 'Order Management', link: 'Order Management' },
  { path: 'users', heading: 'User Management', link: 'User Management' },
  { path: 'brands', heading: 'Brand Management', link: 'Brand Management' },
  { path: 'inventory', heading: 'Inventory Management', link: 'Inventory Management' },
  { path: 'promotions', heading: 'Promotions', link: 'Promotions' },
  { path: 'Subscribers', heading: 'Subscribers Management', link: 'Subscribers Management' },
] as const;

/** Signs the administrator in through the API and stores the session as "Remember me" would; returns the token. */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const session = await signIn(page, request, ADMIN.email, ADMIN.password);
  expect(session.role).toBe('admin');
  return session.token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** GETs an API path with a token and answers its JSON, failing the test on any other status than 200. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(path, { headers: bearer(token) });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

/** Waits for a screen's heading and for its loading placeholders to be gone. */
export async function screenReady(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

/**
 * Axe's default rules, plus the (experimental) check that a control's name contains the text it
 * shows, which the header's wordmark and account menu once failed.
 */
export async function expectNoSeriousAxeViolations(page: Page, where: string, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page })
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Every node of a violation, but one of each pass: far quicker on long tables.
      resultTypes: ['violations'],
    })
    // In the page itself, rather than finishing in a blank page opened for each audit: the site has no frames.
    .setLegacyMode();
  const audit = await (include ? builder.include(include) : builder).analyze();
  expect(audit.passes.length, where).toBeGreaterThan(0);
  const serious = audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Soft, so that one run lists the violations of every page it audits.
  expect
    .soft(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      where,
    )
    .toEqual([]);
}

export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: page width ${scrollWidth} px in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
}

/** A fresh hex tag for names and ids, so reruns against one cloud never collide. */
export const tag = () => randomBytes(4).toString('hex');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real `size`×`size` RGB PNG of one colour (a browser decodes it to that width). */
export function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first sheet of a downloaded workbook, as rows of plain cell values (row 1 is the header). */
export async function sheetRows(download: Download): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  const bytes = await readFile(await download.path());
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet, `${download.suggestedFilename()} has a sheet`).toBeTruthy();
  const rows: unknown[][] = [];
  sheet!.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((value) => (value && typeof value === 'object' && 'text' in value ? (value as { text: unknown }).text : value)));
  });
  return rows;
}

/**
 * A fresh verified customer who has paid for one product with the test card on the local
 * emulator, the way the card form does it; answers the customer's email and the confirmed order.
 */
export async function paidOrderOfNewCustomer(request: APIRequestContext): Promise<{ email: string; order: Order }> {
  const { email, password } = await newVerifiedCustomer(request, 'shopper');
  const { token } = await login(request, email, password);

  const catalogue = (await (await request.get('/api/customer/products')).json()) as Product[];
  const product = catalogue.find((p) => p.stock_quantity > 20 && p.retail_price > 10);
  expect(product, 'a product in stock in the seed catalogue').toBeTruthy();
  const body = checkoutRequest([{ product: product!, quantity: 1 }], null, {
    fullName: 'Grace Hopper',
    email,
    phone: '(555) 123-4567',
    addressLine1: '7 Harbor Lane',
    addressLine2: '',
    city: 'Arlington',
    state: 'Virginia',
    zipCode: '22201',
    country: 'United States',
  });
  const intent = await request.post('/api/customer/create-payment-intent', { headers: bearer(token), data: body });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, orderId } = (await intent.json()) as { clientSecret: string; orderId: string };
  const intentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));

  const config = (await (await request.get('/api/payments/config')).json()) as {
    provider: string;
    publishableKey: string;
    apiBase: string;
  };
  expect(config.provider).toBe('emulator');
  const confirmed = await request.post(`${config.apiBase}/v1/payment_intents/${intentId}/confirm`, {
    form: {
      key: config.publishableKey,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
      'payment_method_data[card][cvc]': '123',
      expected_payment_method_type: 'card',
    },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');

  // The browser's own confirmation; the webhook may well have been first, which is the same.
  const done = await request.post('/api/customer/confirm-payment', {
    headers: bearer(token),
    data: { paymentIntentId: intentId, orderId },
  });
  expect(done.status(), await done.text()).toBe(200);
  let order: Order | undefined;
  await expect
    .poll(async () => {
      order = (await apiGet<{ order: Order }>(request, token, `/api/customer/order/${orderId}`)).order;
      return order.status;
    })
    .toBe('confirmed');
  return { email, order: order! };
}

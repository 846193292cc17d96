import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_COLUMNS } from '@shared/admin/product-columns';
import { fillPath } from '@shared/route-kit';
import { adminRoutes } from '@shared/routes/admin';
import { createBrand, deleteBrand } from '../repositories/brands';
import { getProduct } from '../repositories/products';
import { addSubscriber } from '../repositories/subscribers';
import { apiCall } from '../test-support/api-call';
import { checkoutRequest, emulatorStripe, eventually, startPaidCheckout } from '../test-support/checkout';
import { createTestAdmin, createTestCustomer, type TestAccount } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';
import { streamsSettled } from '../test-support/streams';

const cloud = useLocalCloud();
const products = testProducts();
const { stripe } = emulatorStripe(cloud);
const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) => apiCall(cloud.api, method, path, options);

/** A tiny PNG: the signature and a header chunk are what the server reads. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR'),
  Buffer.alloc(64, 7),
]);

let admin: TestAccount;
let customer: TestAccount;
const brandName = `Test House ${Date.now()}`;
let brandId: string;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createTestAdmin(), createTestCustomer()]);
  brandId = (await createBrand(brandName)).id;
});

afterAll(async () => {
  await products.removeAll();
  await deleteBrand(brandId).catch(() => undefined);
});

async function send(method: string, path: string, token: string | undefined, form: FormData) {
  const response = await fetch(new URL(path, cloud.api), {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

function productForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    product_id: `adm-${Math.random().toString(36).slice(2, 10)}`,
    name: 'Ambre Test',
    brand: brandName,
    category: 'Unisex',
    tags: 'amber, warm, ',
    rating: '4.3',
    cost_price: '30',
    retail_price: '79.99',
    stock_quantity: '12',
    description: 'A test amber.',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function sheetOf(rows: (string | number)[][]): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  for (const row of rows) sheet.addRow(row);
  return new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]);
}

async function readSheet(response: Response): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? '')))),
  );
  return rows;
}

describe('every admin route is admin-only', () => {
  const sample: Record<string, string> = { product_id: 'x', id: 'x', status: 'pending', date: '2026-01-01', userId: 'x', code: 'X' };
  for (const [name, spec] of Object.entries(adminRoutes)) {
    it(`${name}: a guest gets 401 and a customer 403`, async () => {
      const path = fillPath(spec.path, sample);
      expect((await call(spec.method, path)).status).toBe(401);
      expect((await call(spec.method, path, { token: customer.token })).status).toBe(403);
    });
  }
});

describe('brands', () => {
  it('refuses a duplicate in any case, renames through to the products and refuses deleting a brand in use', async () => {
    const dup = await call('POST', '/api/admin/brands', { token: admin.token, body: { brandName: `  ${brandName.toUpperCase()} ` } });
    expect(dup.status).toBe(409);
    const product = await products.create({ brand: brandName });
    const inUse = await call('DELETE', `/api/admin/brands/${brandId}`, { token: admin.token });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toContain('used by 1 product');
    const renamed = await call('PUT', `/api/admin/brands/${brandId}`, { token: admin.token, body: { brandName: `${brandName} Paris` } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ brandName: `${brandName} Paris`, productsUpdated: 1 });
    expect((await getProduct(product.product_id))!.brand).toBe(`${brandName} Paris`);
    await call('PUT', `/api/admin/brands/${brandId}`, { token: admin.token, body: { brandName } });
    const listed = await call('GET', '/api/admin/brands/all', { token: admin.token });
    expect(listed.body.find((b: { id: string }) => b.id === brandId)).toMatchObject({ _id: brandId, brandName, productCount: 1 });
    await products.remove(product.product_id);
  });
});

describe('products', () => {
  it('creates a product with an image and shows it in the shop within seconds', async () => {
    const form = productForm();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'bottle.png');
    const created = await send('POST', '/api/admin/products', admin.token, form);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Ambre Test',
      tags: ['amber', 'warm'],
      rating: 4.3,
      retail_price: 79.99,
      stock_quantity: 12,
    });
    expect(created.body.image_url).toMatch(/^\/images\/products\/adm-.*\.png$/);
    const image = await fetch(new URL(created.body.image_url, cloud.api));
    expect(image.status).toBe(200);
    // The shop reads the catalogue snapshot, which the table stream republishes after the change.
    await eventually(
      async () => {
        const shop = await call('GET', '/api/customer/products');
        return shop.body.some((p: { product_id: string }) => p.product_id === created.body.product_id) ? true : undefined;
      },
      'the new product in the shop',
      10_000,
    );
    await products.remove(created.body.product_id);
  });

  it('refuses a non-image as image, an unknown brand and a bad price, and stores nothing', async () => {
    const fake = productForm();
    fake.append('image', new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }), 'bottle.png');
    const id = String(fake.get('product_id'));
    const refused = await send('POST', '/api/admin/products', admin.token, fake);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please select an image file');
    expect(await getProduct(id)).toBeUndefined();
    expect((await send('POST', '/api/admin/products', admin.token, productForm({ brand: 'Nobody Knows' }))).status).toBe(400);
    const price = await send('POST', '/api/admin/products', admin.token, productForm({ retail_price: '-3' }));
    expect(price.status).toBe(400);
    expect(price.body.fieldErrors.retail_price).toBeTruthy();
  });

  it('takes a large picture through a presigned upload, and refuses one over 5 MB or not an image', async () => {
    const presign = async () =>
      (await call('POST', '/api/admin/product-images', { token: admin.token, body: { contentType: 'image/png' } })).body;
    const upload = async (target: { url: string; fields: Record<string, string> }, bytes: Buffer) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'big.png');
      return fetch(new URL(target.url, cloud.api), { method: 'POST', body: form });
    };
    const good = await presign();
    expect(good).toMatchObject({ maxBytes: 5 * 1024 * 1024 });
    const big = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024, 1)]);
    expect((await upload(good, big)).status).toBeLessThan(300);
    const form = productForm();
    form.append('imageKey', good.key);
    const created = await send('POST', '/api/admin/products', admin.token, form);
    expect(created.status).toBe(201);
    expect(created.body.image_url).toMatch(/\.png$/);
    await products.remove(created.body.product_id);

    const tooBig = await presign();
    expect((await upload(tooBig, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 1)]))).status).toBe(400);

    const text = await presign();
    await upload(text, Buffer.from('just some text, not a picture'));
    const form2 = productForm();
    form2.append('imageKey', text.key);
    const refused = await send('POST', '/api/admin/products', admin.token, form2);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please select an image file');
  });

  it('changes only the stock through UpdateProductQty', async () => {
    const product = await products.create({ stock_quantity: 4, retail_price: 50 });
    const answer = await call('POST', '/api/admin/UpdateProductQty', {
      token: admin.token,
      body: { ...product, retail_price: 1, stock_quantity: 9, expected_stock_quantity: 4 },
    });
    expect(answer.status).toBe(200);
    expect(await getProduct(product.product_id)).toMatchObject({ stock_quantity: 9, retail_price: 50 });
    expect(
      (
        await call('POST', '/api/admin/UpdateProductQty', {
          token: admin.token,
          body: { ...product, stock_quantity: -1, expected_stock_quantity: 9 },
        })
      ).body.message,
    ).toBe('Please enter a valid stock quantity');
  });
});

describe('bulk upload and download', () => {
  const upload = async (blob: Blob, name = 'products.xlsx') => {
    const form = new FormData();
    form.append('file', blob, name);
    return send('POST', '/api/Bulkproducts/upload', admin.token, form);
  };

  it('refuses what is not a real, well-formed xlsx, and changes nothing', async () => {
    expect((await upload(new Blob(['a,b,c']), 'products.csv')).body.message).toBe('Only .xlsx files are accepted.');
    expect((await upload(new Blob(['PK\x03\x04 not really a zip']))).body.message).toBe(
      'The file could not be read as an .xlsx spreadsheet.',
    );
    const wrong = await upload(
      await sheetOf([
        ['sku', 'title'],
        ['a', 'b'],
      ]),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('product_id');
    expect((await upload(new Blob([new Uint8Array(3 * 1024 * 1024)]))).status).toBe(400);
    const none = new FormData();
    expect((await send('POST', '/api/Bulkproducts/upload', admin.token, none)).body.message).toBe('Please select a file first.');
  });

  it('upserts the valid rows and lists the refused ones with row, column, value and reason', async () => {
    const existing = await products.create({ brand: brandName, stock_quantity: 1 });
    const id = () => `bulk-${Math.random().toString(36).slice(2, 10)}`;
    const row = (productId: string, overrides: Partial<Record<string, string | number>> = {}) => {
      const cells: Record<string, string | number> = {
        product_id: productId,
        name: 'Bulk Eau',
        brand: brandName,
        category: 'Men',
        tags: 'a, b',
        rating: 4,
        cost_price: 20,
        retail_price: 55,
        stock_quantity: 5,
        description: '',
        image_url: '',
        ...overrides,
      };
      return PRODUCT_COLUMNS.map((column) => cells[column] ?? '');
    };
    const fresh = [id(), id(), id()];
    const sheet = await sheetOf([
      [...PRODUCT_COLUMNS],
      row(fresh[0]!),
      row(fresh[1]!),
      row(existing.product_id, { stock_quantity: 40, expected_stock_quantity: 1, name: 'Renamed' }),
      row(id(), { retail_price: 'cheap' }),
      row(id(), { category: 'Kids' }),
      row(fresh[2]!),
    ]);
    const answer = await upload(sheet);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ inserted: 3, updated: 1 });
    expect(answer.body.errors).toEqual([
      { row: 5, column: 'retail_price', value: 'cheap', reason: expect.any(String) },
      { row: 6, column: 'category', value: 'Kids', reason: expect.stringContaining('Category') },
    ]);
    expect(await getProduct(existing.product_id)).toMatchObject({ name: 'Renamed', stock_quantity: 40 });
    for (const productId of fresh) await products.remove(productId);

    const download = await fetch(new URL('/api/Bulkproducts/download', cloud.api), { headers: { authorization: `Bearer ${admin.token}` } });
    expect(download.headers.get('content-disposition')).toContain('products.xlsx');
    const rows = await readSheet(download);
    expect(rows[0]).toEqual([...PRODUCT_COLUMNS]);
    expect(rows.some((r) => r[0] === existing.product_id && r[1] === 'Renamed')).toBe(true);
  });
});

describe('orders, exports and subscribers', () => {
  it('ships an order with an email, and cancels a paid one once: refund, stock back, one email', async () => {
    const product = await products.create({ retail_price: 30, stock_quantity: 5 });
    const buyer = await createTestCustomer();
    const { orderId, intentId } = await startPaidCheckout(cloud, buyer.token, checkoutRequest([{ product, quantity: 2 }]));
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await eventually(
      async () => ((await call('GET', `/api/customer/order/${orderId}`, { token: buyer.token })).status === 200 ? true : undefined),
      'the order',
    );
    expect((await getProduct(product.product_id))!.stock_quantity).toBe(3);

    // The users list shows the buyer's paid order and what it cost, from the stream's figures.
    const paidTotal = (await call('GET', `/api/customer/order/${orderId}`, { token: buyer.token })).body.order.total as number;
    const buyerInList = async () =>
      (
        (await call('GET', '/api/admin/getAllUsers', { token: admin.token })).body as {
          id: string;
          orderCount: number;
          totalSpent: number;
        }[]
      ).find((user) => user.id === buyer.id);
    await eventually(async () => ((await buyerInList())?.orderCount === 1 ? true : undefined), "the buyer's order count");
    expect(await buyerInList()).toMatchObject({ orderCount: 1, totalSpent: paidTotal });

    const shipped = await call('PATCH', `/api/orders/${orderId}/status`, { token: admin.token, body: { newStatus: 'shipped' } });
    expect(shipped.body.order).toMatchObject({ status: 'shipped' });
    const number = shipped.body.order.orderId as string;
    const mails = async (subject: string) => {
      const store = (await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: { subject: string }[] };
      return store.emails.filter((m) => m.subject.includes(number) && m.subject.includes(subject));
    };
    await eventually(async () => ((await mails('has shipped')).length ? true : undefined), 'the shipped email');

    const cancels = await Promise.all(
      [1, 2, 3].map(() => call('PATCH', `/api/orders/${orderId}/status`, { token: admin.token, body: { newStatus: 'cancelled' } })),
    );
    expect(cancels.every((c) => c.status === 200 && c.body.order.status === 'cancelled' && c.body.order.paymentStatus === 'refunded')).toBe(
      true,
    );
    expect((await getProduct(product.product_id))!.stock_quantity).toBe(5);
    const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    expect((intent.latest_charge as { refunded: boolean }).refunded).toBe(true);
    await eventually(async () => ((await mails('was cancelled')).length ? true : undefined), 'the cancellation email');
    await streamsSettled(cloud);
    expect(await mails('was cancelled')).toHaveLength(1);

    // A cancelled, refunded order cannot be shipped, delivered or confirmed again, nor its stock taken twice.
    for (const newStatus of ['confirmed', 'shipped', 'delivered', 'pending']) {
      const refused = await call('PATCH', `/api/orders/${orderId}/status`, { token: admin.token, body: { newStatus } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/^A cancelled order cannot become/);
    }
    expect((await call('GET', `/api/customer/order/${orderId}`, { token: buyer.token })).body.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    expect((await getProduct(product.product_id))!.stock_quantity).toBe(5);

    const tab = await call('GET', '/api/orders/status/cancelled', { token: admin.token });
    expect(tab.body.orders.some((o: { id: string }) => o.id === orderId)).toBe(true);
    expect(tab.body.statusCounts.cancelled).toBeGreaterThan(0);
    const users = await call('GET', '/api/admin/getAllUsers', { token: admin.token });
    // No secret field on any user (matching the whole text would also match a username such as
    // another test's `tokens_…`).
    const fields = new Set<string>(users.body.flatMap((user: object) => Object.keys(user)));
    expect(fields.size).toBeGreaterThan(0);
    expect([...fields].filter((field) => /password|hash|salt|token|secret/i.test(field))).toEqual([]);
    // The cancelled order still counts as an order the buyer paid for, but no longer as spending.
    expect(users.body.find((user: { id: string }) => user.id === buyer.id)).toMatchObject({ orderCount: 1, totalSpent: 0 });
    const theirs = await call('GET', `/api/orders/${buyer.id}/orders`, { token: admin.token });
    expect(theirs.body.orders.map((o: { id: string }) => o.id)).toEqual([orderId]);

    const today = await fetch(new URL('/api/orders/export/today', cloud.api), { headers: { authorization: `Bearer ${admin.token}` } });
    expect(today.status).toBe(200);
    expect(today.headers.get('content-disposition')).toContain('today_orders.xlsx');
    expect((await readSheet(today)).some((r) => r[0] === number)).toBe(true);
    const empty = await call('GET', '/api/orders/export/date/1999-01-01', { token: admin.token });
    expect(empty.status).toBe(404);
    expect(empty.body).toMatchObject({ code: 'NO_DATA', message: 'No Data Found' });
  });

  it('exports subscribers with formula-safe text and removes one', async () => {
    const email = `=cmd-${Date.now()}@example.com`;
    await addSubscriber(email);
    const exported = await fetch(new URL('/api/subscribers/export', cloud.api), { headers: { authorization: `Bearer ${admin.token}` } });
    const rows = await readSheet(exported);
    expect(rows[0]).toEqual(['Email', 'Subscribed At']);
    expect(rows.some((r) => r[0] === `'${email}`)).toBe(true);
    const list = await call('GET', '/api/subscribers', { token: admin.token });
    const subscriber = list.body.find((s: { email: string }) => s.email === email);
    expect(subscriber).toMatchObject({ _id: expect.any(String), createdAt: expect.any(String) });
    expect((await call('GET', `/api/subscribers/unsubscribe/${subscriber._id}`, { token: admin.token })).status).toBe(200);
    expect((await call('GET', '/api/subscribers', { token: admin.token })).body.some((s: { email: string }) => s.email === email)).toBe(
      false,
    );
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_COLUMNS } from '@shared/admin/product-columns';
import type { Product } from '@shared/types';
import { createBrand, deleteBrand } from '../repositories/brands';
import { getProduct } from '../repositories/products';
import { apiCall } from '../test-support/api-call';
import { checkoutRequest, emulatorStripe, eventually, startPaidCheckout } from '../test-support/checkout';
import { createTestAdmin, createTestCustomer, type TestAccount } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';

// Admin stock writes are never blind: a sale between loading a screen (or downloading a sheet)
// and saving it must not be undone by the save.

const cloud = useLocalCloud();
const products = testProducts();
const { stripe } = emulatorStripe(cloud);
const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) => apiCall(cloud.api, method, path, options);

let admin: TestAccount;
const brandName = `Stock House ${Date.now()}`;
let brandId: string;

beforeAll(async () => {
  admin = await createTestAdmin();
  brandId = (await createBrand(brandName)).id;
});

afterAll(async () => {
  await products.removeAll();
  await deleteBrand(brandId).catch(() => undefined);
});

/** A customer buys `quantity` of the product and pays; resolves once the sale has taken the stock. */
async function sell(product: Product, quantity: number, stockAfter: number): Promise<void> {
  const buyer = await createTestCustomer();
  const { intentId } = await startPaidCheckout(cloud, buyer.token, checkoutRequest([{ product, quantity }]));
  await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
  await eventually(async () => ((await getProduct(product.product_id))?.stock_quantity === stockAfter ? true : undefined), 'the sale');
}

/** What the admin screens load: the product as the admin list gives it. */
async function loadedByAdmin(productId: string): Promise<Product> {
  const list = await call('GET', '/api/admin/products', { token: admin.token });
  return (list.body as Product[]).find((p) => p.product_id === productId)!;
}

/** The product form as the admin screen sends it: every field of what was loaded, with the edits. */
function formOf(product: Product, edits: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    product_id: product.product_id,
    name: product.name,
    brand: product.brand,
    category: product.category,
    tags: product.tags.join(', '),
    rating: String(product.rating),
    cost_price: String(product.cost_price ?? 0),
    retail_price: String(product.retail_price),
    stock_quantity: String(product.stock_quantity),
    description: product.description ?? '',
    expected_stock_quantity: String(product.stock_quantity),
    ...edits,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function put(productId: string, form: FormData) {
  const response = await fetch(new URL(`/api/admin/products/${productId}`, cloud.api), {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('the product form', () => {
  it('saves a description edit made before a sale without putting the sold unit back', async () => {
    const product = await products.create({ brand: brandName, stock_quantity: 1, retail_price: 40 });
    const loaded = await loadedByAdmin(product.product_id);
    expect(loaded.stock_quantity).toBe(1);

    await sell(product, 1, 0);
    const saved = await put(product.product_id, formOf(loaded, { description: 'Now with a longer story.' }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ description: 'Now with a longer story.', stock_quantity: 0 });
    expect((await getProduct(product.product_id))!.stock_quantity).toBe(0);

    // A second customer cannot start paying for the unit the first one bought.
    const second = await createTestCustomer();
    const refused = await call('POST', '/api/customer/create-payment-intent', {
      token: second.token,
      body: checkoutRequest([{ product, quantity: 1 }]),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'OUT_OF_STOCK', lines: [{ productId: product.product_id, requested: 1, available: 0 }] });
  });

  it('refuses a stock change made from a figure that a sale has since moved, naming the stock now', async () => {
    const product = await products.create({ brand: brandName, stock_quantity: 4, retail_price: 40 });
    const loaded = await loadedByAdmin(product.product_id);
    await sell(product, 1, 3);

    const refused = await put(product.product_id, formOf(loaded, { stock_quantity: '10', description: 'Restocked' }));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'STOCK_CHANGED', currentStock: 3 });
    expect(refused.body.message).toContain('now 3');
    expect(refused.body.fieldErrors.stock_quantity).toContain('now 3');
    // Nothing of the refused save was written.
    const after = await getProduct(product.product_id);
    expect(after!.stock_quantity).toBe(3);
    expect(after!.description).not.toBe('Restocked');

    const again = await put(
      product.product_id,
      formOf({ ...loaded, stock_quantity: 3 }, { stock_quantity: '10', description: 'Restocked' }),
    );
    expect(again.status).toBe(200);
    expect(await getProduct(product.product_id)).toMatchObject({ stock_quantity: 10, description: 'Restocked' });
  });
});

describe('the inventory screen (UpdateProductQty)', () => {
  it('sets stock only while the product holds the stock the admin saw', async () => {
    const product = await products.create({ brand: brandName, stock_quantity: 2, retail_price: 40 });
    const loaded = await loadedByAdmin(product.product_id);
    await sell(product, 1, 1);

    const stale = await call('POST', '/api/admin/UpdateProductQty', {
      token: admin.token,
      body: { ...loaded, stock_quantity: 5, expected_stock_quantity: loaded.stock_quantity },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STOCK_CHANGED', currentStock: 1 });
    expect((await getProduct(product.product_id))!.stock_quantity).toBe(1);

    const blind = await call('POST', '/api/admin/UpdateProductQty', { token: admin.token, body: { ...loaded, stock_quantity: 5 } });
    expect(blind.status).toBe(400);
    expect((await getProduct(product.product_id))!.stock_quantity).toBe(1);

    const fresh = await call('POST', '/api/admin/UpdateProductQty', {
      token: admin.token,
      body: { ...loaded, stock_quantity: 5, expected_stock_quantity: 1 },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.stock_quantity).toBe(5);
    expect((await getProduct(product.product_id))!.stock_quantity).toBe(5);
  });
});

describe('a re-uploaded product sheet', () => {
  async function download(): Promise<ExcelJS.Workbook> {
    const response = await fetch(new URL('/api/Bulkproducts/download', cloud.api), { headers: { authorization: `Bearer ${admin.token}` } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    return workbook;
  }

  /** The downloaded sheet cut down to the header and the given products' rows, `edit`ed per row. */
  async function resheet(
    workbook: ExcelJS.Workbook,
    ids: string[],
    edit: (id: string, cells: Record<string, unknown>) => void = () => {},
  ): Promise<Blob> {
    const out = new ExcelJS.Workbook();
    const sheet = out.addWorksheet('Products');
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows[0] as string[];
    sheet.addRow(header);
    for (const row of rows.slice(1)) {
      const cells = Object.fromEntries(header.map((column, i) => [column, row[i]]));
      if (!ids.includes(String(cells.product_id))) continue;
      edit(String(cells.product_id), cells);
      sheet.addRow(header.map((column) => cells[column] ?? ''));
    }
    return new Blob([new Uint8Array(await out.xlsx.writeBuffer())]);
  }

  async function upload(blob: Blob) {
    const form = new FormData();
    form.append('file', blob, 'products.xlsx');
    const response = await fetch(new URL('/api/Bulkproducts/upload', cloud.api), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    return { status: response.status, body: await response.json() };
  }

  it('carries the stock it was downloaded with, and a re-upload never puts sold units back', async () => {
    const kept = await products.create({ brand: brandName, stock_quantity: 5, retail_price: 40 });
    const restocked = await products.create({ brand: brandName, stock_quantity: 5, retail_price: 40 });
    const workbook = await download();
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...PRODUCT_COLUMNS]);

    await sell(kept, 3, 2);
    await sell(restocked, 2, 3);

    // The same sheet again, with a new name on one row and a new stock figure on the other.
    const answer = await upload(
      await resheet(workbook, [kept.product_id, restocked.product_id], (id, cells) => {
        if (id === kept.product_id) cells.name = 'Renamed after the sale';
        else cells.stock_quantity = 20;
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ inserted: 0, updated: 1 });
    expect(answer.body.errors).toEqual([
      { row: expect.any(Number), column: 'stock_quantity', value: '20', reason: 'stock changed since this sheet was downloaded: now 3' },
    ]);
    expect(await getProduct(kept.product_id)).toMatchObject({ name: 'Renamed after the sale', stock_quantity: 2 });
    expect(await getProduct(restocked.product_id)).toMatchObject({ name: restocked.name, stock_quantity: 3 });

    // A fresh download carries the stock now, and its change goes through.
    const fresh = await upload(
      await resheet(await download(), [restocked.product_id], (_id, cells) => {
        cells.stock_quantity = 20;
      }),
    );
    expect(fresh.body).toMatchObject({ updated: 1, errors: [] });
    expect((await getProduct(restocked.product_id))!.stock_quantity).toBe(20);
  });
});

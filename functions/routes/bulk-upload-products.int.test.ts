import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_COLUMNS } from '@shared/admin/product-columns';
import { createBrand, deleteBrand } from '../repositories/brands';
import { getProduct } from '../repositories/products';
import { createTestAdmin, type TestAccount } from '../test-support/customers';
import { textRow, workbookParts } from '../test-support/hand-written-workbook';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';
import { type ZipPart, zipOf } from '../test-support/zip-archive';

// Uploads that once cost the shop its process or its memory: a multipart body cut short at its
// closing boundary, and workbooks that inflate far past their size. Each is answered 400 with a
// message, writes nothing, and the shop keeps answering.
const cloud = useLocalCloud();
const products = testProducts();
const brandName = `Bomb House ${Date.now()}`;
let admin: TestAccount;
let brandId: string;

beforeAll(async () => {
  admin = await createTestAdmin();
  brandId = (await createBrand(brandName)).id;
});

afterAll(async () => {
  await products.removeAll();
  await deleteBrand(brandId).catch(() => undefined);
});

async function post(body: BodyInit, contentType?: string) {
  const response = await fetch(new URL('/api/Bulkproducts/upload', cloud.api), {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, ...(contentType ? { 'content-type': contentType } : {}) },
    body,
  });
  const text = await response.text();
  return { status: response.status, message: (JSON.parse(text) as { message?: string }).message };
}

function upload(workbook: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(workbook)]), 'products.xlsx');
  return post(form);
}

/** The parts of a product sheet whose one row would be imported: a valid product of a known brand. */
function productSheetParts(productId: string): ZipPart[] {
  const row: Record<string, string> = {
    product_id: productId,
    name: 'Bomb Eau',
    brand: brandName,
    category: 'Unisex',
    cost_price: '20',
    retail_price: '55',
    stock_quantity: '3',
  };
  return workbookParts(
    textRow(1, PRODUCT_COLUMNS) +
      textRow(
        2,
        PRODUCT_COLUMNS.map((column) => row[column] ?? ''),
      ),
  );
}

const productId = () => `bomb-${Math.random().toString(36).slice(2, 10)}`;

describe('bulk upload of hostile files', () => {
  it('imports the product sheet these tests build on, so the refusals below are the bombs', async () => {
    const id = productId();
    expect(await upload(zipOf(productSheetParts(id)))).toMatchObject({ status: 200 });
    expect(await getProduct(id)).toMatchObject({ product_id: id, brand: brandName });
    await products.remove(id);
  });

  it('refuses a workbook carrying media, naming it, and writes no product', async () => {
    const id = productId();
    const answer = await upload(zipOf([...productSheetParts(id), { name: 'xl/media/image1.png', data: Buffer.alloc(400_000, 9) }]));
    expect(answer).toEqual({ status: 400, message: expect.stringMatching(/pictures or other media/) });
    expect(await getProduct(id)).toBeUndefined();
  });

  it('refuses a 60 KB workbook whose directory hides 60 MB, and writes no product', async () => {
    const id = productId();
    const bomb = zipOf([
      ...productSheetParts(id),
      { name: 'xl/sharedStrings.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20), declaredSize: 4000 },
    ]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await upload(bomb)).toEqual({ status: 400, message: expect.stringMatching(/unpacks to more than it declares/) });
    expect(await getProduct(id)).toBeUndefined();
  });

  it('refuses a workbook that declares more than 5 MB unpacked, and writes no product', async () => {
    const id = productId();
    const bomb = zipOf([...productSheetParts(id), { name: 'xl/sharedStrings.xml', data: Buffer.alloc(6 * 1024 * 1024, 0x20) }]);
    expect(await upload(bomb)).toEqual({ status: 400, message: expect.stringMatching(/unpacks to more than 5 MB/) });
    expect(await getProduct(id)).toBeUndefined();
  });
});

describe('a multipart body cut short', () => {
  it('is answered 400 when its closing boundary lacks the line break before it, and the shop keeps answering', async () => {
    const boundary = 'maisoncut';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.xlsx"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\nPK\u0003\u0004 partial--${boundary}--`;
    expect(await post(body, `multipart/form-data; boundary=${boundary}`)).toEqual({
      status: 400,
      message: expect.stringMatching(/could not be read/),
    });
    // The busboy error once went unheard and ended the process: the shop would answer nothing more.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(new URL('/api/customer/products', cloud.api))).status).toBe(200);
    expect(await post(body, `multipart/form-data; boundary=${boundary}`)).toMatchObject({ status: 400 });
  });
});

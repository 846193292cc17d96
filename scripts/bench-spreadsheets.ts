// The spreadsheet budgets of the admin area: exporting 10,000 orders and importing 5,000 products,
// each run in this process as its Lambda handler would run (the same module, an API Gateway
// event), against the local cloud's table. Reports the time, the peak memory the handler added,
// and the answer's size against Lambda's 6 MB response limit.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { PRODUCT_COLUMNS } from '@shared/admin/product-columns';
import { shopDayRange } from '@shared/format/shop-day';
import type { Order } from '@shared/types';
import { batchPut } from '../functions/repositories/batch-put';
import { createBrandIfAbsent } from '../functions/repositories/brands';
import { toOrderRecord } from '../functions/repositories/orders';
import { createTestAdmin } from '../functions/test-support/customers';
import { useLocalCloud } from '../functions/test-support/local-cloud';
import { lambdaContext, toApiEvent } from '../infra/local/api-event';
import { LAMBDA_PAYLOAD_LIMIT_BYTES } from '../infra/local/gateway';
import type { SpawnedCloud } from '../infra/local/spawn-cloud';

type Line = (label: string, value: string, ok?: boolean) => void;
type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body?: string }>;

/** Runs a handler once, sampling memory every 5 ms: its time and the peak above the start. */
async function measured(run: () => Promise<{ statusCode: number; body?: string }>) {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  try {
    const result = await run();
    return { result, ms: performance.now() - started, peakMb: (Math.max(peak, process.memoryUsage().rss) - base) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

function eventFor(
  method: string,
  path: string,
  routeKey: string,
  params: Record<string, string>,
  token: string,
  body = Buffer.alloc(0),
  contentType?: string,
) {
  return toApiEvent(
    {
      method,
      url: path,
      sourceIp: '127.0.0.1',
      body,
      headers: { authorization: `Bearer ${token}`, ...(contentType ? { 'content-type': contentType } : {}) },
    },
    { routeKey, pathParameters: params },
  );
}

async function writeOrders(count: number, day: string): Promise<void> {
  const { from } = shopDayRange(day);
  const start = Date.parse(from);
  const address = {
    fullName: 'Bench Buyer',
    email: 'bench@example.com',
    phone: '(555) 123-4567',
    addressLine1: '1 Bench Street',
    city: 'Portland',
    state: 'Oregon',
    zipCode: '97205',
    country: 'United States',
  };
  const orders: Order[] = Array.from({ length: count }, (_, i) => {
    const id = `bench-${randomUUID()}`;
    const at = new Date(start + 3_600_000 + i * 4000).toISOString();
    return {
      id,
      _id: id,
      orderId: `ORD-${day.replaceAll('-', '')}-${String(i).padStart(6, '0')}`,
      userId: 'bench-user',
      status: 'confirmed',
      date: at,
      createdAt: at,
      orderDate: at,
      updatedAt: at,
      items: [1, 2, 3].map((n) => ({
        _id: `${id}-${n}`,
        productId: `p-${n}`,
        name: `Bench Eau ${n}`,
        productName: `Bench Eau ${n}`,
        image: '',
        quantity: n,
        price: 40,
        totalPrice: 40 * n,
      })),
      subtotal: 240,
      promoCode: null,
      promoDiscount: 0,
      shipping: 0,
      tax: 19.2,
      total: 259.2,
      shippingAddress: address,
      customerName: address.fullName,
      country: address.country,
      address: '1 Bench Street, Portland, Oregon 97205',
      estimatedDelivery: at,
      trackingNumber: null,
      paymentMethod: 'card',
      paymentStatus: 'paid',
      paymentId: `pi_bench_${i}`,
    };
  });
  await batchPut(orders.map((order) => toOrderRecord(order)));
}

async function productSheet(rows: number, brand: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow([...PRODUCT_COLUMNS]);
  for (let i = 0; i < rows; i += 1) {
    const row = {
      product_id: `bench-${i}`,
      name: `Bench Eau ${i}`,
      brand,
      category: 'Unisex',
      tags: 'bench, test',
      rating: 4,
      cost_price: 20,
      retail_price: 55,
      stock_quantity: 10,
      description: 'Bench product',
      image_url: '',
      expected_stock_quantity: '',
      scent_family: 'Woody',
      concentration: 'Eau de Parfum',
      top_notes: 'Bergamot, Pink Pepper',
      heart_notes: 'Iris, Violet',
      base_notes: 'Cedar, Vetiver',
    };
    sheet.addRow(PRODUCT_COLUMNS.map((column) => row[column]));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Exports 10,000 orders of one day and imports 5,000 products, printing time, peak memory and sizes. */
export async function spreadsheetFigures(cloud: SpawnedCloud, line: Line): Promise<void> {
  console.log('\nAdmin spreadsheets (handlers run in-process against the local table)');
  useLocalCloud(cloud);
  Object.assign(process.env, { IMAGES_BUCKET: cloud.imagesBucket, S3_ENDPOINT: cloud.s3Endpoint, SITE_URL: cloud.site });
  const admin = await createTestAdmin();
  const day = '2001-02-03';
  await writeOrders(10_000, day);
  const exportHandler = (await import('../functions/routes/export-orders-by-date')).handler as unknown as Handler;
  const exported = await measured(() =>
    exportHandler(
      eventFor('GET', `/api/orders/export/date/${day}`, 'GET /api/orders/export/date/{date}', { date: day }, admin.token),
      lambdaContext('bench-export', 'x'),
    ),
  );
  const answerBytes = Buffer.byteLength(JSON.stringify(exported.result));
  const fileBytes = Buffer.from(exported.result.body ?? '', 'base64').length;
  line('  export 10,000 orders: status', String(exported.result.statusCode), exported.result.statusCode === 200);
  line('  export 10,000 orders: time', `${(exported.ms / 1000).toFixed(2)} s (API Gateway allows 30 s)`, exported.ms < 29_000);
  line('  export 10,000 orders: peak memory added', `${exported.peakMb.toFixed(0)} MB (function has 1024 MB)`, exported.peakMb < 900);
  line(
    '  export 10,000 orders: file / Lambda answer',
    `${(fileBytes / 1024 / 1024).toFixed(2)} MB / ${(answerBytes / 1024 / 1024).toFixed(2)} MB (limit 6 MB)`,
    answerBytes <= LAMBDA_PAYLOAD_LIMIT_BYTES,
  );

  const brand = (await createBrandIfAbsent('Bench House')).brand.brandName;
  const sheet = await productSheet(5_000, brand);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(sheet)]), 'products.xlsx');
  const request = new Request('http://bench/api/Bulkproducts/upload', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const importHandler = (await import('../functions/routes/bulk-upload-products')).handler as unknown as Handler;
  const imported = await measured(() =>
    importHandler(
      eventFor(
        'POST',
        '/api/Bulkproducts/upload',
        'POST /api/Bulkproducts/upload',
        {},
        admin.token,
        body,
        request.headers.get('content-type')!,
      ),
      lambdaContext('bench-import', 'y'),
    ),
  );
  const answer = JSON.parse(imported.result.body ?? '{}') as { inserted?: number; updated?: number; errors?: unknown[] };
  line(
    '  import 5,000 products: file size',
    `${(sheet.length / 1024).toFixed(0)} KB (request event ${(Buffer.byteLength(JSON.stringify(eventFor('POST', '/', 'POST /', {}, '', body, 'multipart/form-data'))) / 1024 / 1024).toFixed(2)} MB of 6)`,
  );
  line(
    '  import 5,000 products: result',
    `${answer.inserted ?? 0} inserted, ${answer.updated ?? 0} updated, ${answer.errors?.length ?? 0} refused`,
    imported.result.statusCode === 200 && (answer.inserted ?? 0) + (answer.updated ?? 0) === 5000,
  );
  line('  import 5,000 products: time', `${(imported.ms / 1000).toFixed(2)} s (API Gateway allows 30 s)`, imported.ms < 29_000);
  line('  import 5,000 products: peak memory added', `${imported.peakMb.toFixed(0)} MB (function has 1024 MB)`, imported.peakMb < 900);
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '@shared/types';
import { seedProducts } from '../seed/catalog';
import { PROJECT_ROOT } from './project-root';

const cloud = inject('cloud');
const seeded = seedProducts();
let products: Product[];

beforeAll(async () => {
  const res = await fetch(`${cloud.site}/api/customer/products`);
  expect(res.status).toBe(200);
  products = (await res.json()) as Product[];
});

describe('the catalogue through the gateway', () => {
  it('answers the seeded products from DynamoDB with the fields the spec lists', () => {
    expect(seeded.length).toBeGreaterThanOrEqual(100);
    const ids = new Set(products.map((product) => product.product_id));
    expect(seeded.filter((product) => !ids.has(product.product_id))).toEqual([]);
    for (const product of products) {
      expect(product).toMatchObject({
        product_id: expect.any(String),
        name: expect.any(String),
        brand: expect.any(String),
        category: expect.stringMatching(/^(Women|Men|Unisex|Gifts)$/),
        image_url: expect.stringMatching(/^\/images\//),
        retail_price: expect.any(Number),
        rating: expect.any(Number),
        tags: expect.any(Array),
        stock_quantity: expect.any(Number),
      });
      expect(product.rating).toBeGreaterThanOrEqual(0);
      expect(product.rating).toBeLessThanOrEqual(5);
    }
  });

  it('serves every seeded product image on the same origin as an SVG', async () => {
    const seededIds = new Set(seeded.map((product) => product.product_id));
    const urls = [...new Set(products.filter((product) => seededIds.has(product.product_id)).map((product) => product.image_url))];
    expect(urls.length).toBe(seeded.length);
    for (let i = 0; i < urls.length; i += 16) {
      await Promise.all(
        urls.slice(i, i + 16).map(async (url) => {
          const res = await fetch(new URL(url, cloud.site));
          expect(res.status, url).toBe(200);
          expect(res.headers.get('content-type'), url).toMatch(/^image\/svg\+xml/);
          expect(await res.text(), url).toMatch(/<svg[\s>]/);
        }),
      );
    }
  });
});

describe('the gateway', () => {
  it('answers an unknown API route with 404 JSON', async () => {
    const res = await fetch(`${cloud.site}/api/no/such/route`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const res = await fetch(`${cloud.site}/api/customer/products`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect(await res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('serves the SPA for client routes, or says how to build it', async () => {
    const res = await fetch(`${cloud.site}/shop/any/client/route`);
    const html = await res.text();
    if (existsSync(join(PROJECT_ROOT, 'web', 'dist', 'index.html'))) {
      expect(res.status).toBe(200);
      expect(html).toMatch(/<div id="root">|<script type="module"/);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } else {
      expect(res.status).toBe(503);
      expect(html).toContain('npm run build:web');
    }
  });
});

describe('the stand-ins', () => {
  it('has a mailbox answering on its own port', async () => {
    const res = await fetch(`${cloud.mailbox}/store`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ emails: expect.any(Array) });
  });

  it('delivers table changes through the stream poller to the dashboard counters', async () => {
    const table = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: cloud.dynamoEndpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    // The counter is kept only from stream events (one per product inserted or removed); other
    // suites add and remove products too, so it must converge on the table's actual count.
    const productItems = async () =>
      (
        await table.send(
          new QueryCommand({
            TableName: cloud.tableName,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': 'PRODUCTS' },
            Select: 'COUNT',
          }),
        )
      ).Count;
    let counted: unknown;
    let actual: number | undefined;
    const deadline = Date.now() + 10_000;
    do {
      const { Item } = await table.send(new GetCommand({ TableName: cloud.tableName, Key: { pk: 'STATS', sk: 'TOTALS' } }));
      [counted, actual] = [Item?.products, await productItems()];
      if (counted === actual) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    } while (Date.now() < deadline);
    table.destroy();
    expect(actual).toBeGreaterThanOrEqual(seeded.length);
    expect(counted).toBe(actual);
  });
});

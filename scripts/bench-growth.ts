// How the shop grows: the catalogue at its seeded size, 1,000 and 5,000 products. For each size, the
// snapshot's size, the catalogue's throughput through the local gateway, and the time a real
// Chromium takes from navigation to the first product card on /shop.
import { chromium } from '@playwright/test';
import { gunzipSync } from 'node:zlib';
import { putProducts } from '../functions/repositories/products';
import { useLocalCloud } from '../functions/test-support/local-cloud';
import { seedProducts } from '../infra/seed/catalog';
import type { SpawnedCloud } from '../infra/local/spawn-cloud';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { routes } from '@shared/routes';
import type { Product } from '@shared/types';
import { load } from './bench-catalogue';

type Line = (label: string, value: string, ok?: boolean) => void;

const CATEGORIES = ['Women', 'Men', 'Unisex', 'Gifts'] as const;

/** Believable made-up products for the bench (kept apart from the seed by their ids). */
function benchProducts(from: number, to: number): Product[] {
  return Array.from({ length: to - from }, (_, i) => {
    const n = from + i;
    return {
      product_id: `growth-${String(n).padStart(5, '0')}`,
      name: `Growth Eau No. ${n}`,
      brand: `Growth House ${n % 40}`,
      category: CATEGORIES[n % CATEGORIES.length]!,
      description: 'A bench fragrance: bergamot, iris and cedar over a soft musk base.',
      image_url: '/images/products/growth.svg',
      retail_price: 40 + (n % 160),
      cost_price: 20 + (n % 80),
      rating: 3 + (n % 20) / 10,
      review_count: n % 300,
      tags: ['bench', n % 2 ? 'floral' : 'woody'],
      stock_quantity: 5 + (n % 50),
      created_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    };
  });
}

/** The catalogue answer as it is on the wire now: compressed and plain sizes, and how many products. */
async function catalogue(site: string): Promise<{ gzipped: number; plain: number; count: number }> {
  const res = await fetch(new URL(routes.listProducts.path, site), { headers: { 'accept-encoding': 'identity' } });
  const raw = Buffer.from(await res.arrayBuffer());
  // fetch decodes gzip itself; count the wire bytes by asking again without decoding.
  const plain = raw.length;
  const count = (JSON.parse(raw.toString('utf8')) as unknown[]).length;
  const { request } = await import('node:http');
  const gzipped = await new Promise<number>((resolve, reject) => {
    request(new URL(routes.listProducts.path, site), { headers: { 'accept-encoding': 'gzip' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve(answer.headers['content-encoding'] === 'gzip' ? (gunzipSync(body), body.length) : body.length);
      });
      answer.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
  return { gzipped, plain, count };
}

/** Milliseconds from navigation start to the first product card on /shop, the median of three fresh pages. */
async function timeToFirstProducts(site: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const times: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${site}/shop`, { waitUntil: 'commit' });
      await page.getByTestId('product-card').first().waitFor();
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
    return times.sort((a, b) => a - b)[1]!;
  } finally {
    await browser.close();
  }
}

export async function growthTable(cloud: SpawnedCloud, line: Line): Promise<void> {
  const seeded = seedProducts().length;
  console.log(`\nGrowth: the catalogue at ${seeded} (as seeded), 1,000 and 5,000 products`);
  useLocalCloud(cloud);
  let count = (await catalogue(cloud.site)).count;
  for (const size of [seeded, 1000, 5000]) {
    if (count < size) {
      await putProducts(benchProducts(count, size));
      const deadline = Date.now() + 120_000;
      while ((count = (await catalogue(cloud.site)).count) < size) {
        if (Date.now() > deadline) throw new Error(`The catalogue did not reach ${size} products (${count})`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    const { gzipped, plain } = await catalogue(cloud.site);
    const throughput = await load(new URL(routes.listProducts.path, cloud.site), { connections: 16, seconds: 3 });
    const firstProducts = await timeToFirstProducts(cloud.site);
    line(
      `  ${String(count).padStart(5)} products`,
      `snapshot ${(gzipped / 1024).toFixed(1)} KB gzipped (${(plain / 1024).toFixed(0)} KB) · ` +
        `${throughput.perSecond.toFixed(0)} requests/s${throughput.errors ? ` (${throughput.errors} errors)` : ''} · ` +
        `first products in Chromium ${firstProducts.toFixed(0)} ms`,
      throughput.errors === 0,
    );
  }
}

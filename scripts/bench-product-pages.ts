// The product pages: drawing every page, as at start-up and deploy, for the seeded catalogue and
// for larger synthetic ones; the seeded catalogue's share cards; then how long an admin's price edit takes to reach its stored page
// through the table stream on the local cloud. Needs the built site (`npm run build:web`): pages
// are drawn into web/dist/product-page.html.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { publishAllPages, type ProductPageStore, type RenderProductPage } from '../functions/events/product-page-publisher';
import type { RemovableObject } from '../functions/events/published-object';
import { publishShareCards, type ShareCardStore } from '../functions/events/share-cards';
import { drawShareCard } from '../functions/images/share-card-renderer';
import { bottleSvg } from '../infra/seed/bottle-svg';
import { productPageKey } from '@shared/catalog/product-page-address';
import type { Product } from '@shared/types';
import { ignoreCssImports } from '../infra/local/css-imports';
import { PROJECT_ROOT } from '../infra/local/project-root';
import type { SpawnedCloud } from '../infra/local/spawn-cloud';
import { seedProducts } from '../infra/seed/catalog';
import { PRODUCT_PAGE_TEMPLATE_FILE } from '@shared/product-page-template';

type Line = (label: string, value: string, ok?: boolean) => void;

const CATALOGUE_SIZES = [323, 1_000, 5_000];
/** How long the stream may take to show an edit before the measure gives up. */
const EDIT_TIMEOUT_MS = 30_000;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A catalogue of `size` products made like the seed's: the seed's own products, then copies of
 * them under new ids, names and prices, so the houses and tags (and so the related rows) grow
 * as a larger catalogue of the same shop would.
 */
function catalogueOf(size: number): Product[] {
  const seed = seedProducts();
  const products: Product[] = [];
  for (let i = 0; products.length < size; i += 1) {
    const base = seed[i % seed.length]!;
    const round = Math.floor(i / seed.length);
    products.push(
      round === 0
        ? base
        : {
            ...base,
            product_id: `${base.product_id}-${round}`,
            name: `${base.name} ${round + 1}`,
            retail_price: Math.round(base.retail_price * (1 + (round % 7) / 20) * 100) / 100,
            tags: [...base.tags],
          },
    );
  }
  return products;
}

/**
 * The publisher's store with the bucket kept in memory: the full render is the publisher's own
 * code path (publishAllPages: the catalogue made public, relatedProducts per page, the real
 * renderer and template, the conditional write), with only S3's round trips left out.
 */
function memoryStore(catalogue: Product[], template: string, origin: string, sizes: number[]): ProductPageStore {
  let generation = 0;
  const objects = new Map<string, { etag: string; generation: number }>();
  const page = (id: string): RemovableObject => ({
    current: async () => objects.get(id),
    async write(body, at) {
      sizes.push(body.length);
      objects.set(id, { etag: String(at), generation: at });
      return true;
    },
    async remove() {
      objects.delete(id);
      return true;
    },
  });
  return {
    nextGeneration: async () => (generation += 1),
    listProducts: async () => catalogue,
    readProducts: async (ids) => new Map(catalogue.filter((p) => ids.includes(p.product_id)).map((p) => [p.product_id, p])),
    page,
    template: async () => template,
    siteUrl: () => origin,
  };
}

/** Share cards kept in memory, each product's picture its seeded SVG bottle: the drawing is measured, not S3. */
function memoryCards(catalogue: Product[], sizes: number[]): ShareCardStore {
  const pictures = new Map(catalogue.map((p) => [p.image_url, bottleSvg(p)]));
  return {
    card: () => ({
      current: async () => undefined,
      async write(body) {
        sizes.push(body.length);
        return true;
      },
      remove: async () => true,
    }),
    picture: async (url) => {
      const svg = pictures.get(url);
      return svg ? { type: 'image/svg+xml', svg } : undefined;
    },
  };
}

/** Polls the product's stored page until it contains `text`; the ms it took from `started`. */
async function pageShows(cloud: SpawnedCloud, s3: S3Client, productId: string, text: string, started: number): Promise<number> {
  while (performance.now() - started < EDIT_TIMEOUT_MS) {
    try {
      const out = await s3.send(new GetObjectCommand({ Bucket: cloud.imagesBucket, Key: productPageKey(productId) }));
      if ((await out.Body!.transformToString('utf8')).includes(text)) return performance.now() - started;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the page of ${productId} did not show ${text} within ${EDIT_TIMEOUT_MS / 1000} s`);
}

export async function productPageFigures(cloud: SpawnedCloud, line: Line): Promise<void> {
  console.log('\nProduct pages');
  // The renderer imports the web's components and their CSS: loaded after the hook that empties CSS.
  ignoreCssImports();
  const { renderProductPageHtml } = await import('@/render/product-page-html');
  const render: RenderProductPage = renderProductPageHtml;
  const template = readFileSync(join(PROJECT_ROOT, 'web', 'dist', PRODUCT_PAGE_TEMPLATE_FILE), 'utf8');

  for (const size of CATALOGUE_SIZES) {
    const sizes: number[] = [];
    const store = memoryStore(catalogueOf(size), template, cloud.site, sizes);
    const started = performance.now();
    const { rendered } = await publishAllPages(store, render);
    const ms = performance.now() - started;
    line(
      `  render all, ${size.toLocaleString('en')} products`,
      `${(ms / 1000).toFixed(2)} s, ${Math.round(rendered / (ms / 1000))} pages/s, largest ${kb(Math.max(...sizes))}`,
    );
  }

  // Every seeded product's share card, as a first deploy draws them (later deploys draw none).
  const seeded = seedProducts();
  const cardSizes: number[] = [];
  await drawShareCard('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'); // the WebAssembly start, once per process
  const cardsStarted = performance.now();
  const drawn = await publishShareCards({ store: memoryCards(seeded, cardSizes), draw: drawShareCard }, seeded, 1);
  const cardsMs = performance.now() - cardsStarted;
  line(
    `  share cards, ${drawn} seeded products`,
    `${(cardsMs / 1000).toFixed(2)} s, ${Math.round(cardsMs / drawn)} ms a card, largest ${kb(Math.max(...cardSizes))}`,
  );

  // One admin price edit through the API, to its page in the local bucket through the stream.
  const product = seedProducts()[0]!;
  const login = await fetch(`${cloud.api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: cloud.admin.email, password: cloud.admin.password, remember: false }),
  });
  const { token } = (await login.json()) as { token: string };
  const price = (Math.round(product.retail_price * 100) + 137) / 100;
  const form = new FormData();
  const fields: Record<string, string> = {
    product_id: product.product_id,
    name: product.name,
    brand: product.brand,
    category: product.category,
    tags: product.tags.join(', '),
    rating: String(product.rating ?? ''),
    cost_price: String(product.cost_price ?? ''),
    retail_price: price.toFixed(2),
    stock_quantity: String(product.stock_quantity),
    description: product.description ?? '',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const s3 = new S3Client({
    endpoint: cloud.s3Endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const started = performance.now();
  const edited = await fetch(`${cloud.api}/api/admin/products/${product.product_id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!edited.ok) throw new Error(`the price edit answered ${edited.status}`);
  const answered = performance.now() - started;
  const ms = await pageShows(cloud, s3, product.product_id, `"price":"${price.toFixed(2)}"`, started);
  line('  price edit to its stored page (through the stream)', `${Math.round(ms)} ms (API answered in ${Math.round(answered)} ms)`);
}

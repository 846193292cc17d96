import { createHash } from 'node:crypto';
import type { Product } from '@shared/types';
import { mapLimit } from '../../functions/commons/map-limit';

/** What the seed wrote last time: a restart skips these, so an admin's deletions stay deleted. */
export interface SeedMarker {
  productIds: string[];
  brandNames: string[];
  /** The ETag of each picture the seed stored, by key: a picture someone else replaced is left alone. */
  pictures: Record<string, string>;
  seededAt: string;
}

/** Everything the seed touches, passed in so the plan is tested without AWS. */
export interface SeedDeps {
  products: Product[];
  brandNames: string[];
  picture(product: Product): string;
  imageKey(productId: string): string;
  marker: { read(): Promise<SeedMarker | undefined>; write(marker: SeedMarker): Promise<void> };
  /** Each creates those that do not exist yet, leaving the others alone, and answers how many it created. */
  createBrandsIfAbsent(brandNames: string[]): Promise<number>;
  createProductsIfAbsent(products: Product[]): Promise<number>;
  /** The stored pictures' ETags (quotes removed) by key. */
  storedImages(): Promise<Map<string, string>>;
  putImage(key: string, svg: string): Promise<void>;
  /** Creates the admin account unless its email has one; answers whether it did. */
  ensureAdmin(): Promise<boolean>;
  now(): Date;
  log(line: string): void;
}

export interface SeedResult {
  /** Products and brands in the seed catalogue. */
  products: number;
  brands: number;
  /** Products this run wrote: all of them on a fresh table, 0 on a restart. */
  created: number;
}

/** Uploads in flight: the local S3 gains little past a few. */
const CONCURRENCY = 8;

/** S3's ETag of a single-part upload: the MD5 of the body. */
const etagOf = (body: string) => createHash('md5').update(body, 'utf8').digest('hex');

/**
 * Loads the catalogue idempotently. A restart reads the marker item, one image listing and the
 * admin's guard, and writes nothing. Entries the marker lists are never written again, so an
 * admin's edits and deletions survive; entries added to the seed since are created. A picture is
 * stored when missing, or again when its drawing changed and the stored one is still the seed's.
 */
export async function runSeed(deps: SeedDeps): Promise<SeedResult> {
  // The admin check needs nothing else: it runs alongside from the start.
  const admin = deps.ensureAdmin();
  admin.catch(() => undefined);
  const [marker, stored] = await Promise.all([deps.marker.read(), deps.storedImages()]);
  const seededProducts = new Set(marker?.productIds);
  const seededBrands = new Set(marker?.brandNames);
  const newBrands = deps.brandNames.filter((name) => !seededBrands.has(name));
  const newProducts = deps.products.filter((product) => !seededProducts.has(product.product_id));
  const pictures = picturesToStore(deps, stored, marker?.pictures ?? {});

  const [brandCount, created] = await Promise.all([
    newBrands.length ? deps.createBrandsIfAbsent(newBrands) : 0,
    newProducts.length ? deps.createProductsIfAbsent(newProducts) : 0,
    mapLimit(pictures, CONCURRENCY, ({ key, svg }) => deps.putImage(key, svg)),
  ]);
  const adminCreated = await admin;

  if (!marker || newBrands.length > 0 || newProducts.length > 0 || pictures.length > 0) {
    await deps.marker.write({
      productIds: [...new Set([...seededProducts, ...newProducts.map((product) => product.product_id)])],
      brandNames: [...new Set([...seededBrands, ...newBrands])],
      pictures: { ...marker?.pictures, ...Object.fromEntries(pictures.map(({ key, etag }) => [key, etag])) },
      seededAt: deps.now().toISOString(),
    });
  }

  if (created || brandCount || pictures.length || adminCreated) {
    deps.log(
      `Seeded ${created} products, ${brandCount} brands, ${pictures.length} pictures${adminCreated ? ' and the admin account' : ''}.`,
    );
  }
  return { products: deps.products.length, brands: deps.brandNames.length, created };
}

/** The pictures to upload: missing ones, and redrawn ones nobody else has replaced since. */
function picturesToStore(deps: SeedDeps, stored: Map<string, string>, ours: Record<string, string>) {
  return deps.products
    .map((product) => {
      const svg = deps.picture(product);
      return { key: deps.imageKey(product.product_id), svg, etag: etagOf(svg) };
    })
    .filter(({ key, etag }) => {
      const current = stored.get(key);
      return current === undefined || (current !== etag && (ours[key] === undefined || ours[key] === current));
    });
}

import { createBrandsIfAbsent } from '../../functions/repositories/brands';
import { createPromoIfAbsent } from '../../functions/repositories/promos';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../seed-demo/index';
import { ensureAdminAccount } from './admin-account';
import { bottleSvg } from './bottle-svg';
import { imageKeyOf, seedBrandNames, seedProducts } from './catalog';
import { putSvg, storedEtags } from './image-store';
import { createProductsIfAbsent } from './product-writer';
import { runSeed, type SeedResult } from './run-seed';
import { readSeedMarker, writeSeedMarker } from './seed-marker';
import { SEED_PROMOS } from './promo-codes';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  /** The demo customer with an order history; `false` leaves it out. */
  demo?: { email: string; password: string } | false;
  log?: (line: string) => void;
}

/**
 * Loads the catalogue (brands, products and their pictures) and the admin account into the
 * table and the images bucket named by the environment (TABLE_NAME, IMAGES_BUCKET and the
 * local endpoints). Idempotent and quick on a restart: see `runSeed`.
 */
export async function seed(options: SeedOptions): Promise<SeedResult & { demoOrders: number }> {
  const result = await seedCatalogue({
    ensureAdmin: () => ensureAdminAccount(options.adminEmail, options.adminPassword),
    log: options.log,
  });
  const demo = options.demo ?? DEMO_CUSTOMER;
  const demoOrders = demo ? (await seedDemoCustomer({ email: demo.email, password: demo.password })).orders : 0;
  return { ...result, demoOrders };
}

/**
 * The catalogue (brands, products and their pictures) and the promo codes, idempotently; the
 * laptop's start and a deployed shop's optional demo catalogue both use it.
 */
export async function seedCatalogue(
  options: { ensureAdmin?: () => Promise<boolean>; log?: (line: string) => void } = {},
): Promise<SeedResult> {
  const result = await runSeed({
    products: seedProducts(),
    brandNames: seedBrandNames(),
    picture: bottleSvg,
    imageKey: imageKeyOf,
    marker: { read: readSeedMarker, write: writeSeedMarker },
    createBrandsIfAbsent: (names) => createBrandsIfAbsent(names),
    createProductsIfAbsent,
    storedImages: () => storedEtags('products/'),
    putImage: putSvg,
    ensureAdmin: options.ensureAdmin ?? (async () => false),
    now: () => new Date(),
    log: options.log ?? (() => undefined),
  });
  await seedPromos();
  return result;
}

/** The promo codes, on every start: cheap conditional puts, and a code an operator changed or disabled stays as it is. */
export async function seedPromos(): Promise<void> {
  await Promise.all(SEED_PROMOS.map((promo) => createPromoIfAbsent(promo)));
}

export type { SeedResult } from './run-seed';

import type { Product } from '../../shared/types';
import { catalogueBody, withFreshReads } from '../services/catalog';

/** The published object as it stands: its ETag and the generation it was built at. */
export interface PublishedSnapshot {
  etag: string;
  generation: number;
}

/** What publishing needs; functions/repositories/catalogue-snapshot.ts is the live one. */
export interface SnapshotStore {
  /** Moves the catalogue's generation counter on and answers the new value. */
  nextGeneration(): Promise<number>;
  /** Every product, from the index (eventually consistent). */
  listProducts(): Promise<Product[]>;
  /** Strongly consistent reads by id; an id missing from the answer has no product. */
  readProducts(ids: readonly string[]): Promise<Map<string, Product>>;
  current(): Promise<PublishedSnapshot | undefined>;
  /** Writes only while the object is still `expected` (that ETag, or no object); false when it is not. */
  write(body: Buffer, generation: number, expected: PublishedSnapshot | undefined): Promise<boolean>;
}

export interface PublishResult {
  generation: number;
  /** `newer-kept`: a snapshot of a later generation was there already, and stays. */
  outcome: 'published' | 'newer-kept';
}

/**
 * Publishes the catalogue snapshot. The generation is taken from the table before the products
 * are read, so a later generation was read later, after every change a stream batch had
 * delivered when an earlier one was taken. The object only ever moves to a higher generation:
 * the check and the write are one conditional write (S3's If-Match / If-None-Match), retried
 * when another publisher wrote in between, so racing batches of different shards never put an
 * older snapshot over a newer one, and a redelivered batch only publishes the same bytes again.
 */
export async function publishCatalogue(store: SnapshotStore, changedIds: readonly string[] = [], attempts = 5): Promise<PublishResult> {
  const generation = await store.nextGeneration();
  const [listed, fresh] = await Promise.all([store.listProducts(), store.readProducts(changedIds)]);
  const body = catalogueBody(withFreshReads(listed, changedIds, fresh));
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const current = await store.current();
    if (current && current.generation >= generation) return { generation, outcome: 'newer-kept' };
    if (await store.write(body, generation, current)) return { generation, outcome: 'published' };
  }
  throw new Error(`The catalogue snapshot kept changing: generation ${generation} not published after ${attempts} attempts`);
}

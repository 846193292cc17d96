/**
 * The guard every object published from the table shares (the catalogue snapshot, the site
 * files, the product pages): each object carries the generation it was built at, a generation
 * is taken from the table before the data is read, and only conditional writes and deletes
 * replace an object, so an older build never replaces a newer one.
 */

/** The published object as it stands: its ETag and the generation it was built at. */
export interface PublishedSnapshot {
  etag: string;
  generation: number;
  /** What the object was built from, where its publisher records it (a share card's drawn inputs). */
  fingerprint?: string;
}

/** One published object: its state, and the conditional write that replaces it. */
export interface PublishedObject {
  current(): Promise<PublishedSnapshot | undefined>;
  /** Writes only while the object is still `expected` (that ETag, or no object); false when it is not. */
  write(body: Buffer, generation: number, expected: PublishedSnapshot | undefined): Promise<boolean>;
}

/** An object that may also be taken down (a deleted product's page). */
export interface RemovableObject extends PublishedObject {
  /** Deletes the object only while it is still `expected` (that ETag); false when it is not. */
  remove(expected: PublishedSnapshot): Promise<boolean>;
}

/** `newer-kept`: an object of a later generation was there already, and stays. */
export type PublishOutcome = 'published' | 'newer-kept';

/** `absent`: there was nothing to take down. */
export type UnpublishOutcome = 'removed' | 'absent' | 'newer-kept';

const kept = (current: PublishedSnapshot | undefined, generation: number) => Boolean(current && current.generation >= generation);

/**
 * Puts `body` at `generation` unless the object already holds that generation or a later one.
 * The check and the write are one conditional write (S3's If-Match / If-None-Match), retried
 * when another publisher wrote in between, so racing publishers never put an older object over
 * a newer one, and a redelivered batch only publishes the same bytes again.
 */
export async function publishObject(object: PublishedObject, body: Buffer, generation: number, attempts = 5): Promise<PublishOutcome> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const current = await object.current();
    if (kept(current, generation)) return 'newer-kept';
    if (await object.write(body, generation, current)) return 'published';
  }
  throw new Error(`The published object kept changing: generation ${generation} not published after ${attempts} attempts`);
}

/**
 * Deletes the object unless it holds `generation` or a later one (a publisher that read the
 * data after this deletion was decided put it there): a conditional delete (If-Match), retried
 * as `publishObject` retries.
 */
export async function unpublishObject(object: RemovableObject, generation: number, attempts = 5): Promise<UnpublishOutcome> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const current = await object.current();
    if (!current) return 'absent';
    if (kept(current, generation)) return 'newer-kept';
    if (await object.remove(current)) return 'removed';
  }
  throw new Error(`The published object kept changing: generation ${generation} not removed after ${attempts} attempts`);
}

import { createHash } from 'node:crypto';
import type { PublishedSnapshot, RemovableObject } from '../events/published-object';

export interface StoredInMemory extends PublishedSnapshot {
  body: Buffer;
}

/** An object in memory whose writes and deletes are conditional on its ETag, as S3 checks If-Match / If-None-Match. */
export function memoryObject(onChange: () => void = () => undefined): RemovableObject & { stored(): StoredInMemory | undefined } {
  const cell: { stored?: StoredInMemory } = {};
  return { ...objectIn(cell, onChange), stored: () => cell.stored };
}

/**
 * A view of the object kept in `cell` whose writes record `fingerprint`, as the live object keeps
 * it in the object's metadata: views made with different fingerprints share one object.
 */
export function objectIn(cell: { stored?: StoredInMemory }, onChange: () => void = () => undefined, fingerprint?: string): RemovableObject {
  return {
    current: async () => {
      const { stored } = cell;
      return stored
        ? { etag: stored.etag, generation: stored.generation, ...(stored.fingerprint ? { fingerprint: stored.fingerprint } : {}) }
        : undefined;
    },
    write: async (body, generation, expected) => {
      if (expected?.etag !== cell.stored?.etag) return false;
      cell.stored = {
        body,
        generation,
        etag: `"${createHash('md5').update(body).digest('hex')}"`,
        ...(fingerprint ? { fingerprint } : {}),
      };
      onChange();
      return true;
    },
    remove: async (expected) => {
      if (!cell.stored || expected.etag !== cell.stored.etag) return false;
      cell.stored = undefined;
      onChange();
      return true;
    },
  };
}

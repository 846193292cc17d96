import { createHash } from 'node:crypto';
import type { PublishedSnapshot, RemovableObject } from '../events/published-object';

export interface StoredInMemory extends PublishedSnapshot {
  body: Buffer;
}

/** An object in memory whose writes and deletes are conditional on its ETag, as S3 checks If-Match / If-None-Match. */
export function memoryObject(onChange: () => void = () => undefined): RemovableObject & { stored(): StoredInMemory | undefined } {
  let stored: StoredInMemory | undefined;
  return {
    stored: () => stored,
    current: async () => (stored ? { etag: stored.etag, generation: stored.generation } : undefined),
    write: async (body, generation, expected) => {
      if (expected?.etag !== stored?.etag) return false;
      stored = { body, generation, etag: `"${createHash('md5').update(body).digest('hex')}"` };
      onChange();
      return true;
    },
    remove: async (expected) => {
      if (!stored || expected.etag !== stored.etag) return false;
      stored = undefined;
      onChange();
      return true;
    },
  };
}

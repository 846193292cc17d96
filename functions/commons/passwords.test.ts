import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

/** A hash as the shop made them before the cost rose (N = 2^14). */
function oldHash(password: string): string {
  const salt = Buffer.alloc(16, 7);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('passwords', () => {
  it('hashes at N = 2^17, verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('still verifies a hash made at the old cost, and asks for it to be redone', async () => {
    const stored = oldHash('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('salts each hash, so equal passwords hash differently', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never matches a malformed stored hash, nor one asking for more memory than allowed', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$$')).toBe(false);
    expect(await verifyPassword('x', `scrypt$${2 ** 24}$8$1$AAAA$AAAA`)).toBe(false);
  });
});

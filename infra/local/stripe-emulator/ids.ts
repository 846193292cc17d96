import { randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random base62 text; rejection sampling keeps every character equally likely. */
function randomText(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && text.length < length) text += alphabet[byte % 62];
    }
  }
  return text;
}

/** Ids look like Stripe's (`pi_3Pq…`, 24 characters after the prefix) so logs and tests read alike. */
export function newId(prefix: 'pi' | 'pm' | 'ch' | 're' | 'evt' | 'req'): string {
  return `${prefix}_${randomText(24)}`;
}

export function newClientSecret(intentId: string): string {
  return `${intentId}_secret_${randomText(25)}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

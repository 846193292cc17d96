import { describe, expect, it } from 'vitest';
import { deriveUnsubscribeKey, readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token';

const EXPIRY = new Date('2026-12-01T00:00:00Z');
const BEFORE = new Date('2026-11-30T00:00:00Z');

describe('unsubscribe tokens', () => {
  it('name their customer and kind until they expire, then say so', async () => {
    const key = await deriveUnsubscribeKey('session-secret');
    const token = signUnsubscribeToken(key, 'user-1', EXPIRY, 'one-click');
    expect(readUnsubscribeToken(key, token, BEFORE)).toEqual({ userId: 'user-1', kind: 'one-click', expiresAt: EXPIRY.getTime() / 1000 });
    expect(readUnsubscribeToken(key, signUnsubscribeToken(key, 'user-1', EXPIRY, 'page'), BEFORE)).toMatchObject({ kind: 'page' });
    expect(readUnsubscribeToken(key, token, new Date('2026-12-01T00:00:01Z'))).toBe('expired');
  });

  it('open under no other key, and not once changed, stretched or given another kind', async () => {
    const key = await deriveUnsubscribeKey('session-secret');
    const other = await deriveUnsubscribeKey('another-secret');
    const token = signUnsubscribeToken(key, 'user-1', EXPIRY, 'one-click');
    expect(readUnsubscribeToken(other, token, BEFORE)).toBeUndefined();
    const [, mac] = token.split('.');
    const forged = (claims: object) => `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${mac}`;
    expect(readUnsubscribeToken(key, forged({ u: 'user-1', e: 9_999_999_999, k: 'one-click' }), BEFORE)).toBeUndefined();
    expect(readUnsubscribeToken(key, forged({ u: 'user-1', e: EXPIRY.getTime() / 1000, k: 'page' }), BEFORE)).toBeUndefined();
    expect(readUnsubscribeToken(key, `${token}.x`, BEFORE)).toBeUndefined();
    expect(readUnsubscribeToken(key, 'garbage', BEFORE)).toBeUndefined();
  });

  it('read a token mailed before the kinds as legacy, and refuse an unknown kind', async () => {
    const key = await deriveUnsubscribeKey('session-secret');
    const { createHmac } = await import('node:crypto');
    const signed = (claims: object) => {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
    };
    expect(readUnsubscribeToken(key, signed({ u: 'user-1', e: EXPIRY.getTime() / 1000 }), BEFORE)).toEqual({
      userId: 'user-1',
      kind: 'legacy',
      expiresAt: EXPIRY.getTime() / 1000,
    });
    expect(readUnsubscribeToken(key, signed({ u: 'user-1', e: EXPIRY.getTime() / 1000, k: 'forever' }), BEFORE)).toBeUndefined();
  });

  it('derive a key apart from the outbox seal key of the same secret', async () => {
    const { deriveSealKey } = await import('./seal');
    expect((await deriveUnsubscribeKey('s')).equals(await deriveSealKey('s'))).toBe(false);
  });
});

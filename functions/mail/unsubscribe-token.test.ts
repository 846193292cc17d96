import { describe, expect, it } from 'vitest';
import { deriveUnsubscribeKey, readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  it('name their customer until they expire, then say so', async () => {
    const key = await deriveUnsubscribeKey('session-secret');
    const token = signUnsubscribeToken(key, 'user-1', new Date('2026-12-01T00:00:00Z'));
    expect(readUnsubscribeToken(key, token, new Date('2026-11-30T00:00:00Z'))).toEqual({ userId: 'user-1' });
    expect(readUnsubscribeToken(key, token, new Date('2026-12-01T00:00:01Z'))).toBe('expired');
  });

  it('open under no other key, and not once changed', async () => {
    const key = await deriveUnsubscribeKey('session-secret');
    const other = await deriveUnsubscribeKey('another-secret');
    const token = signUnsubscribeToken(key, 'user-1', new Date('2026-12-01T00:00:00Z'));
    const at = new Date('2026-11-30T00:00:00Z');
    expect(readUnsubscribeToken(other, token, at)).toBeUndefined();
    const [, mac] = token.split('.');
    const stretched = `${Buffer.from(JSON.stringify({ u: 'user-1', e: 9_999_999_999 })).toString('base64url')}.${mac}`;
    expect(readUnsubscribeToken(key, stretched, at)).toBeUndefined();
    expect(readUnsubscribeToken(key, `${token}.x`, at)).toBeUndefined();
    expect(readUnsubscribeToken(key, 'garbage', at)).toBeUndefined();
  });

  it('derive a key apart from the outbox seal key of the same secret', async () => {
    const { deriveSealKey } = await import('./seal');
    expect((await deriveUnsubscribeKey('s')).equals(await deriveSealKey('s'))).toBe(false);
  });
});

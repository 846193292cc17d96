import { describe, expect, it } from 'vitest';
import { deriveSealKey, open, seal } from './seal';

describe('outbox seal', () => {
  it('opens what it sealed, for the same context only', async () => {
    const key = await deriveSealKey('jwt secret');
    const sealed = seal(key, 'https://shop.example/verify-email?token=abc', 'mail-1');
    expect(sealed).not.toContain('token');
    expect(open(key, sealed, 'mail-1')).toBe('https://shop.example/verify-email?token=abc');
    expect(() => open(key, sealed, 'mail-2')).toThrow();
  });

  it('refuses another key and any tampering', async () => {
    const key = await deriveSealKey('jwt secret');
    const sealed = seal(key, 'link', 'mail-1');
    const other = await deriveSealKey('another secret');
    expect(() => open(other, sealed, 'mail-1')).toThrow();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[14] = bytes[14]! ^ 1;
    expect(() => open(key, bytes.toString('base64url'), 'mail-1')).toThrow();
    expect(() => open(key, 'short', 'mail-1')).toThrow();
  });

  it('uses a fresh IV each time', async () => {
    const key = await deriveSealKey('jwt secret');
    expect(seal(key, 'same', 'c')).not.toBe(seal(key, 'same', 'c'));
  });
});

import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { originSecretFrom, persistentSecret, webhookSecretShape } from './local-secrets';

const dir = mkdtempSync(join(tmpdir(), 'maison-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('persistentSecret', () => {
  it('generates a secret once, keeps it private, and reads the same one afterwards', () => {
    const file = join(dir, 'nested', 'jwt-secret');
    const first = persistentSecret(file);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(persistentSecret(file)).toBe(first);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('derives the origin secret from the session key: stable, long, and not the key', () => {
    const key = persistentSecret(join(dir, 'jwt-for-origin'));
    const origin = originSecretFrom(key);
    expect(origin).toMatch(/^[\w-]{43}$/);
    expect(originSecretFrom(key)).toBe(origin);
    expect(origin).not.toContain(key.slice(0, 8));
    expect(originSecretFrom(`${key}x`)).not.toBe(origin);
  });

  it('shapes webhook secrets like the payment provider does', () => {
    expect(persistentSecret(join(dir, 'webhook'), webhookSecretShape)).toMatch(/^whsec_[\w-]{32}$/);
  });
});

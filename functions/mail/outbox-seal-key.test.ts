import { afterEach, describe, expect, it, vi } from 'vitest';
import { openFromOutbox, sealForOutbox } from './outbox-seal-key';

const OLD = 'the-previous-session-key-of-sufficient-length';
const NEW = 'the-current-session-key-of-sufficient-length!';
const LINK = 'https://shop.example/verify-email#token=abc';

afterEach(() => vi.unstubAllEnvs());

describe('links waiting in the outbox across a rotation of the session key', () => {
  it('open when sealed with the key of the moment', async () => {
    vi.stubEnv('JWT_SECRET', NEW);
    const sealed = await sealForOutbox(LINK, 'mail-1');
    expect(sealed).not.toContain('token');
    expect(await openFromOutbox(sealed, 'mail-1')).toBe(LINK);
    await expect(openFromOutbox(sealed, 'mail-2')).rejects.toThrow('No session key opens the sealed link');
  });

  it('open when sealed just before the rotation, while the previous key is kept, and not without it', async () => {
    vi.stubEnv('JWT_SECRET', OLD);
    const sealed = await sealForOutbox(LINK, 'mail-1');
    vi.stubEnv('JWT_SECRET', NEW);
    vi.stubEnv('JWT_SECRET_PREVIOUS', OLD);
    expect(await openFromOutbox(sealed, 'mail-1')).toBe(LINK);
    vi.stubEnv('JWT_SECRET_PREVIOUS', '');
    await expect(openFromOutbox(sealed, 'mail-1')).rejects.toThrow('No session key opens the sealed link');
  });

  it('are sealed with the current key only', async () => {
    vi.stubEnv('JWT_SECRET', NEW);
    vi.stubEnv('JWT_SECRET_PREVIOUS', OLD);
    const sealed = await sealForOutbox(LINK, 'mail-1');
    vi.stubEnv('JWT_SECRET_PREVIOUS', '');
    expect(await openFromOutbox(sealed, 'mail-1')).toBe(LINK);
  });
});

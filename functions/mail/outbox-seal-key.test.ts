import { afterEach, describe, expect, it } from 'vitest';
import { openFromOutbox, sealForOutbox } from './outbox-seal-key';
import { stubEnv, unstubEnvs } from '../test-support/env';

const OLD = 'the-previous-session-key-of-sufficient-length';
const NEW = 'the-current-session-key-of-sufficient-length!';
const LINK = 'https://shop.example/verify-email#token=abc';

afterEach(() => unstubEnvs());

describe('links waiting in the outbox across a rotation of the session key', () => {
  it('open when sealed with the key of the moment', async () => {
    stubEnv('JWT_SECRET', NEW);
    const sealed = await sealForOutbox(LINK, 'mail-1');
    expect(sealed).not.toContain('token');
    expect(await openFromOutbox(sealed, 'mail-1')).toBe(LINK);
    await expect(openFromOutbox(sealed, 'mail-2')).rejects.toThrow('No session key opens the sealed link');
  });

  it('open when sealed just before the rotation, while the previous key is kept, and not without it', async () => {
    stubEnv('JWT_SECRET', OLD);
    const sealed = await sealForOutbox(LINK, 'mail-1');
    stubEnv('JWT_SECRET', NEW);
    stubEnv('JWT_SECRET_PREVIOUS', OLD);
    expect(await openFromOutbox(sealed, 'mail-1')).toBe(LINK);
    stubEnv('JWT_SECRET_PREVIOUS', '');
    await expect(openFromOutbox(sealed, 'mail-1')).rejects.toThrow('No session key opens the sealed link');
  });

  it('are sealed with the current key only', async () => {
    stubEnv('JWT_SECRET', NEW);
    stubEnv('JWT_SECRET_PREVIOUS', OLD);
    const sealed = await sealForOutbox(LINK, 'mail-1');
    stubEnv('JWT_SECRET_PREVIOUS', '');
    expect(await openFromOutbox(sealed, 'mail-1')).toBe(LINK);
  });
});

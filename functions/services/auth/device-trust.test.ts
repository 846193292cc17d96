import { describe, expect, it } from 'vitest';
import { deviceCookie, trustedDevice } from './device-trust';

const OLD = 'the-previous-session-key';
const NEW = 'the-current-session-key';
const valueOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1, cookie.indexOf(';'));

describe('device cookies', () => {
  it('prove their device for the account they name, and for no other', () => {
    const value = valueOf(deviceCookie(NEW, 'u1', true, 'device-1'));
    expect(trustedDevice([NEW], value, 'u1')).toBe('device-1');
    expect(trustedDevice([NEW], value, 'u2')).toBeUndefined();
    expect(
      trustedDevice(
        [NEW],
        value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        'u1',
      ),
    ).toBeUndefined();
    expect(trustedDevice([NEW], `${value}.extra`, 'u1')).toBeUndefined();
    expect(trustedDevice([NEW], undefined, 'u1')).toBeUndefined();
  });

  it('signed before a rotation, still count while the previous key is kept, and not after', () => {
    const value = valueOf(deviceCookie(OLD, 'u1', true, 'device-1'));
    expect(trustedDevice([NEW, OLD], value, 'u1')).toBe('device-1');
    expect(trustedDevice([NEW], value, 'u1')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { serverMessageOr } from './server-message';

describe('serverMessageOr', () => {
  it("prefers the server's message", () => {
    expect(serverMessageOr('Out of stock', 'Fallback')).toBe('Out of stock');
  });

  it('falls back when the message is missing, blank or not text', () => {
    expect(serverMessageOr(undefined, 'Fallback')).toBe('Fallback');
    expect(serverMessageOr('   ', 'Fallback')).toBe('Fallback');
    expect(serverMessageOr({ error: 'x' }, 'Fallback')).toBe('Fallback');
  });
});

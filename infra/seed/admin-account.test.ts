import { describe, expect, it } from 'vitest';
import { adminUsername } from './admin-account';

describe('adminUsername', () => {
  it('takes the local part of the address when it is a valid username', () => {
    expect(adminUsername('admin@maison.local')).toBe('admin');
    expect(adminUsername('shop.owner@example.com')).toBe('shop.owner');
  });

  it('drops characters a username may not hold, and falls back to "admin"', () => {
    expect(adminUsername('o+shop@example.com')).toBe('oshop');
    expect(adminUsername('ab@example.com')).toBe('admin');
    expect(adminUsername('@example.com')).toBe('admin');
  });
});

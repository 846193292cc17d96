import { describe, expect, it } from 'vitest';
import { firstError, isValid } from './field-errors';

describe('field errors', () => {
  it('are valid when empty', () => {
    expect(isValid({})).toBe(true);
    expect(firstError({})).toBeNull();
  });

  it('give the first message in field order', () => {
    const errors = { username: 'Username is required', password: 'Password is required' };
    expect(isValid(errors)).toBe(false);
    expect(firstError(errors)).toBe('Username is required');
    expect(firstError({ username: undefined, password: 'Password is required' })).toBe('Password is required');
  });
});

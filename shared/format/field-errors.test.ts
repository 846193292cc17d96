import { describe, expect, it } from 'vitest';
import { type FieldErrors, clearFieldError, firstError, isValid } from './field-errors';

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

describe('clearFieldError', () => {
  it('removes the edited field only', () => {
    const errors: FieldErrors<'city' | 'state' | 'phone'> = { city: 'City is required', state: 'State is required' };
    expect(clearFieldError(errors, 'city')).toEqual({ state: 'State is required' });
    expect(clearFieldError(errors, 'phone')).toBe(errors);
  });
});

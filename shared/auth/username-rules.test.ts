import { describe, expect, it } from 'vitest';
import { usernameError } from './username-rules';

describe('usernameError', () => {
  it('requires a username', () => {
    expect(usernameError('')).toBe('Username is required');
    expect(usernameError('   ')).toBe('Username is required');
    expect(usernameError(undefined)).toBe('Username is required');
  });

  it('needs 3 to 30 characters after trimming', () => {
    expect(usernameError('ab')).toBe('Username must be 3-30 characters long');
    expect(usernameError(' ab ')).toBe('Username must be 3-30 characters long');
    expect(usernameError('abc')).toBeNull();
    expect(usernameError('a'.repeat(30))).toBeNull();
    expect(usernameError('a'.repeat(31))).toBe('Username must be 3-30 characters long');
  });

  it('allows letters, digits, dots, underscores and hyphens only', () => {
    expect(usernameError('Anna.K_99-x')).toBeNull();
    expect(usernameError('anna k')).toBe('Username may contain only letters, digits, dots, underscores and hyphens');
    expect(usernameError('anna@mail')).toBe('Username may contain only letters, digits, dots, underscores and hyphens');
    expect(usernameError('annä')).toBe('Username may contain only letters, digits, dots, underscores and hyphens');
  });
});

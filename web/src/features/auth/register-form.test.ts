import { describe, expect, it } from 'vitest';
import { firstError } from '@shared/format/field-errors';
import { type RegisterForm, validateRegister } from './register-form';

const good: RegisterForm = {
  username: 'anna',
  email: 'anna@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptedTerms: true,
};

describe('validateRegister', () => {
  it('passes a complete form', () => {
    expect(validateRegister(good)).toEqual({});
  });

  it('requires username, email and password', () => {
    const errors = validateRegister({ ...good, username: '', email: '', password: '', confirmPassword: '' });
    expect(errors.username).toBe('Username is required');
    expect(errors.email).toBe('Email is required');
    expect(errors.password).toBe('Password is required');
  });

  it('needs a password of at least 6 characters', () => {
    expect(validateRegister({ ...good, password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
  });

  it('needs matching passwords', () => {
    expect(validateRegister({ ...good, confirmPassword: 'secret2' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('requires the terms checkbox', () => {
    expect(validateRegister({ ...good, acceptedTerms: false }).acceptedTerms).toBeDefined();
    expect(validateRegister({ ...good, acceptedTerms: undefined }).acceptedTerms).toBeDefined();
  });

  it('checks the email shape and the username rule the server applies', () => {
    expect(validateRegister({ ...good, email: 'anna@example' }).email).toBe('Please enter a valid email address');
    expect(validateRegister({ ...good, username: 'an' }).username).toBe('Username must be 3-30 characters long');
  });

  it('lists errors in field order, so the first is the first field wrong', () => {
    const errors = validateRegister({ username: 'anna', email: 'anna@example.com', password: '123', confirmPassword: '1234' });
    expect(firstError(errors)).toBe('Password must be at least 6 characters long');
    expect(Object.keys(errors)).toEqual(['password', 'confirmPassword', 'acceptedTerms']);
  });
});

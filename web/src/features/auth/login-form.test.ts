import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-form';

describe('validateLogin', () => {
  it('passes with a username and password', () => {
    expect(validateLogin({ username: 'anna', password: 'x' })).toEqual({});
    expect(validateLogin({ username: 'anna@example.com', password: 'secret' })).toEqual({});
  });

  it('requires the username or email', () => {
    expect(validateLogin({ username: '  ', password: 'secret' })).toEqual({ username: 'Username or email is required' });
  });

  it('requires the password', () => {
    expect(validateLogin({ username: 'anna', password: '' })).toEqual({ password: 'Password is required' });
  });

  it('reports both when both are missing', () => {
    expect(Object.keys(validateLogin({}))).toEqual(['username', 'password']);
  });
});

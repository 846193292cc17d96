import { describe, expect, it } from 'vitest';
import { accessDeniedMessage, bearerHeader, guardDecision, roleOrDefault } from './role-access';

describe('roleOrDefault', () => {
  it("defaults to 'user'", () => {
    expect(roleOrDefault(null)).toBe('user');
    expect(roleOrDefault('superuser')).toBe('user');
    expect(roleOrDefault('admin')).toBe('admin');
  });
});

describe('guardDecision', () => {
  it('sends visitors without a token home', () => {
    expect(guardDecision(null, 'user', ['user'])).toBe('redirect-home');
    expect(guardDecision('', 'admin', ['admin'])).toBe('redirect-home');
  });

  it('lets an allowed role in', () => {
    expect(guardDecision('t', 'user', ['user'])).toBe('allow');
    expect(guardDecision('t', null, ['user'])).toBe('allow');
    expect(guardDecision('t', 'admin', ['admin'])).toBe('allow');
  });

  it('shows Access Denied to another role', () => {
    expect(guardDecision('t', 'admin', ['user'])).toBe('access-denied');
    expect(guardDecision('t', 'user', ['admin'])).toBe('access-denied');
  });
});

describe('accessDeniedMessage', () => {
  it('appends the role when stored', () => {
    expect(accessDeniedMessage('user')).toBe("You don't have permission to access this page. Your role: user");
    expect(accessDeniedMessage(undefined)).toBe("You don't have permission to access this page.");
  });
});

describe('bearerHeader', () => {
  it('uses the Bearer scheme', () => {
    expect(bearerHeader('abc')).toBe('Bearer abc');
  });
});

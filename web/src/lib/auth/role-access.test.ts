import { describe, expect, it } from 'vitest';
import { accessDeniedMessage, bearerHeader, guardDecision, roleOrDefault } from './role-access';

describe('roleOrDefault', () => {
  it("defaults to 'user' only when no role is stored", () => {
    expect(roleOrDefault(null)).toBe('user');
    expect(roleOrDefault(undefined)).toBe('user');
    expect(roleOrDefault('  ')).toBe('user');
    expect(roleOrDefault('admin')).toBe('admin');
    expect(roleOrDefault('user')).toBe('user');
  });

  it('keeps any other stored role as it is', () => {
    expect(roleOrDefault('superuser')).toBe('superuser');
    expect(roleOrDefault('Admin')).toBe('Admin');
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

  it('shows Access Denied to an unknown stored role on customer and admin routes alike', () => {
    for (const allowed of [['user'], ['admin'], ['user', 'admin']] as const) {
      expect(guardDecision('t', 'superuser', allowed)).toBe('access-denied');
      expect(guardDecision('t', 'Admin', allowed)).toBe('access-denied');
    }
  });
});

describe('accessDeniedMessage', () => {
  it('appends the role when stored', () => {
    expect(accessDeniedMessage('user')).toBe("You don't have permission to access this page. Your role: user");
    expect(accessDeniedMessage('superuser')).toBe("You don't have permission to access this page. Your role: superuser");
    expect(accessDeniedMessage(undefined)).toBe("You don't have permission to access this page.");
  });
});

describe('bearerHeader', () => {
  it('uses the Bearer scheme', () => {
    expect(bearerHeader('abc')).toBe('Bearer abc');
  });
});

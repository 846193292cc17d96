import { describe, expect, it } from 'vitest';
import {
  emailBody,
  emailSchema,
  loginBody,
  newPasswordSchema,
  registerBody,
  resetPasswordBody,
  tokenParams,
  usernameSchema,
} from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('usernameSchema', () => {
  it('trims and keeps the case', () => {
    expect(usernameSchema.parse('  Anna_K ')).toBe('Anna_K');
  });

  it('accepts 3 to 30 allowed characters', () => {
    expect(usernameSchema.safeParse('abc').success).toBe(true);
    expect(usernameSchema.safeParse('a'.repeat(30)).success).toBe(true);
    expect(firstMessage(usernameSchema.safeParse('ab'))).toBe('Username must be 3-30 characters long');
    expect(firstMessage(usernameSchema.safeParse('a'.repeat(31)))).toBe('Username must be 3-30 characters long');
    expect(firstMessage(usernameSchema.safeParse('anna smith'))).toBe(
      'Username may contain only letters, digits, dots, underscores and hyphens',
    );
  });

  it('says a missing username is required', () => {
    expect(firstMessage(usernameSchema.safeParse(undefined))).toBe('Username is required');
    expect(firstMessage(usernameSchema.safeParse('   '))).toBe('Username is required');
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Anna@Example.COM ')).toBe('anna@example.com');
  });

  it('rejects malformed addresses', () => {
    expect(firstMessage(emailSchema.safeParse('anna'))).toBe('Please enter a valid email address');
    expect(firstMessage(emailSchema.safeParse('anna@example'))).toBe('Please enter a valid email address');
    expect(firstMessage(emailSchema.safeParse(''))).toBe('Email is required');
    expect(firstMessage(emailSchema.safeParse(42))).toBe('Email is required');
  });

  it('allows at most 254 characters', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`; // 64 + 1 + 189 = 254
    expect(`${local}@${domain}`).toHaveLength(254);
    expect(emailSchema.safeParse(`${local}@${domain}`).success).toBe(true);
    expect(firstMessage(emailSchema.safeParse(`${local}@x${domain}`))).toBe('Email must be at most 254 characters long');
  });
});

describe('newPasswordSchema', () => {
  it('takes 6 to 128 characters, untrimmed', () => {
    expect(newPasswordSchema.parse(' 12345')).toBe(' 12345');
    expect(firstMessage(newPasswordSchema.safeParse('12345'))).toBe('Password must be at least 6 characters long');
    expect(newPasswordSchema.safeParse('x'.repeat(128)).success).toBe(true);
    expect(firstMessage(newPasswordSchema.safeParse('x'.repeat(129)))).toBe('Password must be at most 128 characters long');
    expect(firstMessage(newPasswordSchema.safeParse(''))).toBe('Password is required');
  });
});

describe('bodies', () => {
  it('register: normalizes and drops unknown fields', () => {
    expect(registerBody.parse({ username: ' anna ', email: 'ANNA@example.com', password: 'secret1', role: 'admin' })).toEqual({
      username: 'anna',
      email: 'anna@example.com',
      password: 'secret1',
    });
  });

  it('login: accepts a username or email and an optional remember flag', () => {
    expect(loginBody.parse({ username: ' anna@example.com ', password: 'x' })).toEqual({ username: 'anna@example.com', password: 'x' });
    expect(loginBody.parse({ username: 'anna', password: 'x', remember: true }).remember).toBe(true);
    expect(firstMessage(loginBody.safeParse({ username: '', password: 'x' }))).toBe('Username or email is required');
    expect(firstMessage(loginBody.safeParse({ username: 'anna', password: '' }))).toBe('Password is required');
  });

  it('email and reset bodies', () => {
    expect(emailBody.parse({ email: 'A@B.CO' })).toEqual({ email: 'a@b.co' });
    expect(resetPasswordBody.safeParse({ password: '12' }).success).toBe(false);
  });

  it('token params: URL-safe text of sensible length', () => {
    expect(tokenParams.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    expect(tokenParams.safeParse({ token: 'short' }).success).toBe(false);
    expect(tokenParams.safeParse({ token: `${'a'.repeat(40)}/..` }).success).toBe(false);
  });
});

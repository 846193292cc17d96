import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isSimpleEmail } from './email-pattern';

describe('isSimpleEmail', () => {
  it('accepts text@text.text', () => {
    expect(isSimpleEmail('anna@example.com')).toBe(true);
    expect(isSimpleEmail('a.b+c@mail.example.co.uk')).toBe(true);
    expect(isSimpleEmail('  anna@example.com  ')).toBe(true);
  });

  it('rejects a missing @, dot or part', () => {
    expect(isSimpleEmail('anna.example.com')).toBe(false);
    expect(isSimpleEmail('anna@example')).toBe(false);
    expect(isSimpleEmail('@example.com')).toBe(false);
    expect(isSimpleEmail('anna@.com')).toBe(false);
    expect(isSimpleEmail('anna@example.')).toBe(false);
    expect(isSimpleEmail('')).toBe(false);
    expect(isSimpleEmail(undefined)).toBe(false);
  });

  it('rejects spaces and a second @', () => {
    expect(isSimpleEmail('an na@example.com')).toBe(false);
    expect(isSimpleEmail('anna@ex@ample.com')).toBe(false);
  });
});

describe('EMAIL_MAX_LENGTH', () => {
  it('is the SMTP path limit', () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
  });
});

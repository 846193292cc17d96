import { describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH, formatUsPhone, toE164UsPhone } from './us-phone';

describe('formatUsPhone', () => {
  it('formats ten digits as (555) 123-4567', () => {
    expect(formatUsPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatUsPhone('5551234567')).toHaveLength(PHONE_MAX_LENGTH);
  });

  it('formats progressively while typing', () => {
    expect(formatUsPhone('')).toBe('');
    expect(formatUsPhone('5')).toBe('5');
    expect(formatUsPhone('555')).toBe('555');
    expect(formatUsPhone('5551')).toBe('(555) 1');
    expect(formatUsPhone('555123')).toBe('(555) 123');
    expect(formatUsPhone('5551234')).toBe('(555) 123-4');
  });

  it('uses digits only', () => {
    expect(formatUsPhone('555-123.4567')).toBe('(555) 123-4567');
    expect(formatUsPhone('(555) 123-456a7')).toBe('(555) 123-4567');
  });

  it('stops at 14 characters', () => {
    expect(formatUsPhone('555123456789')).toBe('(555) 123-4567');
  });

  it('drops a leading country code 1 from 11 digits', () => {
    expect(formatUsPhone('+1 555 123 4567')).toBe('(555) 123-4567');
  });

  it('reformats an already formatted number unchanged', () => {
    expect(formatUsPhone('(555) 123-4567')).toBe('(555) 123-4567');
  });
});

describe('toE164UsPhone', () => {
  it('sends +1 and the digits', () => {
    expect(toE164UsPhone('(555) 123-4567')).toBe('+15551234567');
  });

  it('is null without exactly 10 digits', () => {
    expect(toE164UsPhone('(555) 123-456')).toBeNull();
    expect(toE164UsPhone('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES, newsletterEmailError, newsletterFailureMessage } from './newsletter-form';

describe('newsletterEmailError', () => {
  it("rejects an empty email with 'Please enter a valid email.'", () => {
    expect(newsletterEmailError('')).toBe('Please enter a valid email.');
    expect(newsletterEmailError('   ')).toBe('Please enter a valid email.');
    expect(newsletterEmailError(undefined)).toBe('Please enter a valid email.');
  });

  it('rejects an email without @', () => {
    expect(newsletterEmailError('anna.example.com')).toBe('Please enter a valid email.');
  });

  it('accepts anything non-empty with an @ (the client check is only that)', () => {
    expect(newsletterEmailError('anna@example.com')).toBeNull();
    expect(newsletterEmailError('a@b')).toBeNull();
  });
});

describe('newsletterFailureMessage', () => {
  it("reads the body's error field first", () => {
    expect(newsletterFailureMessage({ error: 'Already subscribed', message: 'other' })).toBe('Already subscribed');
  });

  it('then the message field', () => {
    expect(newsletterFailureMessage({ message: 'Please enter a valid email.' })).toBe('Please enter a valid email.');
  });

  it("falls back to 'Something went wrong, try again.'", () => {
    expect(newsletterFailureMessage(undefined)).toBe('Something went wrong, try again.');
    expect(newsletterFailureMessage('oops')).toBe('Something went wrong, try again.');
    expect(newsletterFailureMessage({ error: '' })).toBe('Something went wrong, try again.');
  });

  it('has the spec texts', () => {
    expect(NEWSLETTER_MESSAGES.submitting).toBe('Subscribing...');
    expect(NEWSLETTER_MESSAGES.successTitle).toBe('Subscribed Successfully!');
    expect(NEWSLETTER_MESSAGES.successText).toBe('Check your inbox for exclusive offers');
  });
});

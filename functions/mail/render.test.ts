import { describe, expect, it } from 'vitest';
import { anOrder } from '../test-support/fakes';
import { renderOrderMail, renderTemplate } from './render';

const LINK = 'https://shop.example/verify-email?token=abc_DEF-123';

describe('mail templates', () => {
  it('renders the verification email with a button, the plain link, the 24-hour expiry and a footer', () => {
    const mail = renderTemplate('verify-email', { username: 'Anna', link: LINK });
    expect(mail.subject).toBe('Verify your email address for Maison');
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).toContain(`<a href="${LINK}"`);
    expect(mail.html.split(LINK).length - 1).toBe(3);
    expect(mail.html).toContain('Verify my email');
    expect(mail.html).toContain('expires in 24 hours');
    expect(mail.html).toContain('MAISON');
    expect(mail.html).toMatch(/&copy; \d{4} Maison/);
    expect(mail.text).toContain(`Verify my email: ${LINK}`);
    expect(mail.text).toContain('expires in 24 hours');
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it("heads every email with the site's wordmark, Maison Parfums", () => {
    const mail = renderTemplate('welcome', { username: 'Anna', link: 'https://shop.example/shop' });
    expect(mail.html).toMatch(/>MAISON<\/span><br>\s*<span[^>]*>PARFUMS<\/span>/);
    expect(mail.html).not.toContain('PERFUMES &amp; COLOGNES');
    expect(mail.text.split('\n')[0]).toBe('MAISON PARFUMS');
  });

  it('renders the reset email with the 1-hour expiry', () => {
    const mail = renderTemplate('reset-password', { username: 'Anna', link: 'https://shop.example/reset-password?token=x' });
    expect(mail.subject).toBe('Reset your Maison password');
    expect(mail.html).toContain('href="https://shop.example/reset-password?token=x"');
    expect(mail.html).toContain('expires in 1 hour');
    expect(mail.text).toContain('Choose a new password: https://shop.example/reset-password?token=x');
  });

  it('renders the welcome email with a link to the shop', () => {
    const mail = renderTemplate('welcome', { username: 'Anna', link: 'https://shop.example/shop' });
    expect(mail.subject).toBe('Welcome to Maison');
    expect(mail.html).toContain('Welcome to Maison, Anna');
    expect(mail.text).toContain('Start shopping: https://shop.example/shop');
  });

  it('escapes what users typed', () => {
    const mail = renderTemplate('welcome', { username: '<script>alert("x")</script>', link: 'https://shop.example/shop?a=1&b=2' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('href="https://shop.example/shop?a=1&amp;b=2"');
  });

  it("gives an order's estimated delivery as the shop's day, in the zone the order was placed under", () => {
    // Placed at 21:45 in New York on 26 November: its delivery estimate falls at 21:45 on 3 December there.
    const order = anOrder({ id: 'o1', userId: 'u1', estimatedDelivery: '2026-12-04T02:45:00.000Z', timeZone: 'America/New_York' });
    const mail = renderOrderMail('order-confirmation', order, 'https://shop.example/order-confirmation/o1');
    expect(mail.text).toContain('Estimated delivery: Thursday, December 3, 2026.');
  });
});

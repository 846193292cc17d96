import { describe, expect, it } from 'vitest';
import { addressWithoutToken, linkToken, linkWithToken, showsToken } from './link-token';

const at = (href: string) => new URL(href, 'https://shop.example');

describe('linkWithToken', () => {
  it('puts the token in the fragment, which browsers never send', () => {
    expect(linkWithToken('https://shop.example/verify-email', 'abc_DEF-123')).toBe('https://shop.example/verify-email#token=abc_DEF-123');
  });

  it('encodes what a fragment parameter cannot hold', () => {
    const link = linkWithToken('https://shop.example/reset-password', 'a b&c=d#e');
    expect(linkToken(at(link))).toBe('a b&c=d#e');
  });
});

describe('linkToken', () => {
  it('reads the fragment', () => {
    expect(linkToken(at('/verify-email#token=frag-123'))).toBe('frag-123');
  });

  it('reads the query of an older email', () => {
    expect(linkToken(at('/verify-email?token=query-123'))).toBe('query-123');
  });

  it('prefers the fragment when both are there', () => {
    expect(linkToken(at('/reset-password?token=query-123#token=frag-123'))).toBe('frag-123');
  });

  it('falls back to the query when the fragment holds no token', () => {
    expect(linkToken(at('/reset-password?token=query-123#token='))).toBe('query-123');
    expect(linkToken(at('/reset-password?token=query-123#top'))).toBe('query-123');
  });

  it('is empty without a token', () => {
    expect(linkToken(at('/verify-email'))).toBe('');
    expect(linkToken(at('/verify-email?other=1#section'))).toBe('');
    expect(linkToken({ search: '', hash: '' })).toBe('');
  });

  it('decodes encoded values', () => {
    expect(linkToken(at('/verify-email#token=a%2Db%5Fc%20d'))).toBe('a-b_c d');
    expect(linkToken(at('/verify-email?token=x%2By'))).toBe('x+y');
    expect(linkToken(at('/verify-email#lang=en&token=t%3D1'))).toBe('t=1');
  });

  it('reads a fragment given with or without its #', () => {
    expect(linkToken({ search: '', hash: 'token=plain' })).toBe('plain');
  });
});

describe('addressWithoutToken and showsToken', () => {
  it('keeps the path and drops the fragment token', () => {
    const address = at('/verify-email#token=frag-123');
    expect(showsToken(address)).toBe(true);
    expect(addressWithoutToken(address)).toBe('/verify-email');
  });

  it('drops the query token and keeps other parameters', () => {
    const address = at('/reset-password?utm=mail&token=query-123#token=frag-123');
    expect(showsToken(address)).toBe(true);
    expect(addressWithoutToken(address)).toBe('/reset-password?utm=mail');
  });

  it('has nothing to take out of a clean address', () => {
    expect(showsToken(at('/reset-password'))).toBe(false);
    expect(showsToken(at('/reset-password?utm=mail#top'))).toBe(false);
  });
});

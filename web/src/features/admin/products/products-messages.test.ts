import { describe, expect, it } from 'vitest';
import { productsLoadError } from './products-messages';

describe('productsLoadError', () => {
  it('asks to log in again on 401 and denies access on 403', () => {
    expect(productsLoadError({ kind: 'status', status: 401 })).toBe('Authentication failed. Please log in again.');
    expect(productsLoadError({ kind: 'status', status: 403, message: 'Forbidden' })).toBe('Access denied. Admin privileges required.');
  });

  it("names the server's message on 500, else 'Internal server error'", () => {
    expect(productsLoadError({ kind: 'status', status: 500, message: 'Table unavailable' })).toBe('Server error: Table unavailable');
    expect(productsLoadError({ kind: 'status', status: 500 })).toBe('Server error: Internal server error');
    expect(productsLoadError({ kind: 'status', status: 500, message: '  ' })).toBe('Server error: Internal server error');
  });

  it('asks to try again for any other status or failure', () => {
    expect(productsLoadError({ kind: 'status', status: 404, message: 'Nope' })).toBe('Failed to fetch products. Please try again.');
    expect(productsLoadError({ kind: 'status', status: 502 })).toBe('Failed to fetch products. Please try again.');
    expect(productsLoadError({ kind: 'other' })).toBe('Failed to fetch products. Please try again.');
  });

  it('says the format is invalid when the answer is not a list', () => {
    expect(productsLoadError({ kind: 'invalid-format' })).toBe('Invalid data format received from server');
  });
});

import { describe, expect, it } from 'vitest';
import { parseFormParams } from './form-params';
import { StripeApiError } from './stripe-errors';

describe('parseFormParams', () => {
  it('reads flat keys and decodes values', () => {
    expect({ ...parseFormParams('amount=2000&description=Eau+de+parfum%20%26%20more') }).toEqual({
      amount: '2000',
      description: 'Eau de parfum & more',
    });
  });

  it('nests bracketed hashes, encoded or not', () => {
    const params = parseFormParams('metadata[order_id]=o1&shipping%5Baddress%5D%5Bcity%5D=Paris');
    expect(JSON.parse(JSON.stringify(params))).toEqual({
      metadata: { order_id: 'o1' },
      shipping: { address: { city: 'Paris' } },
    });
  });

  it('builds lists from indexed and empty brackets, in index order', () => {
    const params = parseFormParams('expand[1]=b&expand[0]=a&types[]=card&types[]=link');
    expect(params.expand).toEqual(['a', 'b']);
    expect(params.types).toEqual(['card', 'link']);
  });

  it('builds lists of hashes', () => {
    const params = parseFormParams('items[0][id]=x&items[0][qty]=2&items[1][id]=y');
    expect(JSON.parse(JSON.stringify(params.items))).toEqual([{ id: 'x', qty: '2' }, { id: 'y' }]);
  });

  it('keeps __proto__ as plain data', () => {
    const params = parseFormParams('metadata[__proto__]=x');
    expect(Object.keys(params.metadata as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('rejects a key used both as text and as a hash', () => {
    expect(() => parseFormParams('metadata=x&metadata[a]=b')).toThrow(StripeApiError);
  });
});

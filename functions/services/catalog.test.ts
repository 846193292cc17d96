import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/types';
import { catalogueBody, withFreshReads } from './catalog';

const product = (id: string, price = 10) => ({ product_id: id, retail_price: price }) as Product;

describe('the catalogue', () => {
  it('keeps the index order when the batch changed nothing', () => {
    const listed = [product('b'), product('a')];
    expect(withFreshReads(listed, [], new Map())).toBe(listed);
  });

  it('replaces, adds and removes the changed products, in the index order (UTF-8 bytes)', () => {
    const listed = [product('a'), product('b'), product('z')];
    const fresh = new Map([['a', product('a', 12)], ['é', product('é')], ['Z', product('Z')]]);
    expect(withFreshReads(listed, ['a', 'b', 'é', 'Z'], fresh).map((p) => [p.product_id, p.retail_price]))
      .toEqual([['Z', 10], ['a', 12], ['z', 10], ['é', 10]]);
  });

  it('is the JSON array the route answered, gzipped the same way every time', () => {
    const products = [product('a'), product('b')];
    expect(gunzipSync(catalogueBody(products)).toString('utf8')).toBe(JSON.stringify(products));
    expect(catalogueBody(products).equals(catalogueBody([product('a'), product('b')]))).toBe(true);
  });
});

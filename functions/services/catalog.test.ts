import { describe, expect, it } from 'vitest';
import type { Product } from '@shared/types';
import { catalogueBody, publicProduct, withFreshReads } from './catalog';

const product = (id: string, price = 10, cost?: number) =>
  ({ product_id: id, retail_price: price, ...(cost === undefined ? {} : { cost_price: cost }) }) as Product;

describe('the catalogue', () => {
  it('keeps the index order when the batch changed nothing', () => {
    const listed = [product('b'), product('a')];
    expect(withFreshReads(listed, [], new Map())).toBe(listed);
  });

  it('replaces, adds and removes the changed products, in the index order (UTF-8 bytes)', () => {
    const listed = [product('a'), product('b'), product('z')];
    const fresh = new Map([
      ['a', product('a', 12)],
      ['é', product('é')],
      ['Z', product('Z')],
    ]);
    expect(withFreshReads(listed, ['a', 'b', 'é', 'Z'], fresh).map((p) => [p.product_id, p.retail_price])).toEqual([
      ['Z', 10],
      ['a', 12],
      ['z', 10],
      ['é', 10],
    ]);
  });

  it('is the JSON array of the public products, plain bytes, the same every time', () => {
    const products = [product('a'), product('b', 50, 80)];
    expect(catalogueBody(products).toString('utf8')).toBe(JSON.stringify(products));
    expect(catalogueBody(products).equals(catalogueBody([product('a'), product('b', 50, 80)]))).toBe(true);
  });

  it("leaves out every cost price below retail: the shop's margin is not published", () => {
    const products = [product('margin', 64, 30), product('sale', 50, 80), product('even', 40, 40)];
    expect(JSON.parse(catalogueBody(products).toString('utf8'))).toEqual([
      product('margin', 64),
      product('sale', 50, 80),
      product('even', 40),
    ]);
  });
});

describe('what the public sees of a product', () => {
  it('keeps the cost price where it is the "was" price of a sale (above retail)', () => {
    const onSale = product('a', 50, 80);
    expect(publicProduct(onSale)).toEqual({ product_id: 'a', retail_price: 50, cost_price: 80 });
  });

  it('drops a cost price at or below retail, and leaves the product it was given untouched', () => {
    const bought = product('a', 64, 30);
    expect(publicProduct(bought)).toEqual({ product_id: 'a', retail_price: 64 });
    expect('cost_price' in publicProduct(bought)).toBe(false);
    expect(bought.cost_price).toBe(30);
    expect('cost_price' in publicProduct(product('b', 40, 40))).toBe(false);
    expect('cost_price' in publicProduct(product('c', 40, 0))).toBe(false);
  });

  it('answers a product without a cost price as it is', () => {
    const plain = product('a');
    expect(publicProduct(plain)).toBe(plain);
  });
});

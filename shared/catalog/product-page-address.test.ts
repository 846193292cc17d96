import { describe, expect, it } from 'vitest';
import { PRODUCT_MISSING_ROUTE_PATH, productPageKey, productPageOriginPath } from './product-page-address';
import { productPath } from './product-page';

describe("a product page's address", () => {
  it("is asked of both origins under the missing page route's path, trailing slash or not", () => {
    expect(productPageOriginPath(productPath('byredo-mojave-ghost-edp'))).toBe('/api/product-pages/byredo-mojave-ghost-edp');
    expect(productPageOriginPath('/products/byredo-mojave-ghost-edp/')).toBe('/api/product-pages/byredo-mojave-ghost-edp');
    expect(PRODUCT_MISSING_ROUTE_PATH).toBe('/api/product-pages/{productId}');
  });

  it('is stored where the snapshots origin path finds that path', () => {
    expect(productPageKey('byredo-mojave-ghost-edp')).toBe('snapshots/api/product-pages/byredo-mojave-ghost-edp');
  });

  it('keeps a deeper path one segment, which names no page, and leaves /products/ and other paths alone', () => {
    expect(productPageOriginPath('/products/a/b')).toBe('/api/product-pages/a%2Fb');
    expect(productPageOriginPath('/products/')).toBeUndefined();
    expect(productPageOriginPath('/shop')).toBeUndefined();
  });
});

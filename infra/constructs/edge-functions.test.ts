import { describe, expect, it } from 'vitest';
import { productPageKey, productPageOriginPath } from '@shared/catalog/product-page-address';
import { SNAPSHOT_PREFIX } from '@shared/route-kit';
import { imagesPrefixCode, productPageRewriteCode, spaFallbackCode } from './edge-functions';

type Request = { uri: string; querystring: Record<string, { value: string }> };
type Answer = { uri?: string; statusCode?: number; querystring?: Request['querystring']; headers?: Record<string, { value: string }> };
type Handler = (event: { request: Request }) => Answer;

/** Runs a CloudFront Function's source the way the edge does: a global `handler`. */
function load(code: string): (uri: string, querystring?: Request['querystring']) => Answer {
  const handler = new Function(`${code}; return handler;`)() as Handler;
  return (uri, querystring = {}) => handler({ request: { uri, querystring } });
}

describe('the SPA fallback', () => {
  const run = load(spaFallbackCode);

  it('serves the prerendered pages for their bare paths, and index.html for client-side routes', () => {
    expect(run('/').uri).toBe('/home.html');
    expect(run('/shop').uri).toBe('/shop.html');
    expect(run('/', { showLogin: { value: 'true' } }).uri).toBe('/index.html');
    expect(run('/shop', { brand: { value: 'Dior' } }).uri).toBe('/index.html');
    expect(run('/shop/').uri).toBe('/index.html');
    expect(run('/about').uri).toBe('/index.html');
    expect(run('/constructor').uri).toBe('/index.html');
    expect(run('/login').uri).toBe('/index.html');
    expect(run('/orders/42').uri).toBe('/index.html');
  });

  it('keeps the product page templates to the functions that read them', () => {
    expect(run('/product-page.html').uri).toBe('/index.html');
    expect(run('/product-missing.html').uri).toBe('/index.html');
  });

  it('leaves files alone', () => {
    expect(run('/assets/index-abc123.js').uri).toBe('/assets/index-abc123.js');
    expect(run('/favicon.svg').uri).toBe('/favicon.svg');
  });
});

describe('the images prefix', () => {
  const run = load(imagesPrefixCode);

  it('maps /images/<key> to the bucket key', () => {
    expect(run('/images/products/p1.svg').uri).toBe('/products/p1.svg');
  });

  it('refuses the bare prefix, which would list the bucket', () => {
    expect(run('/images/').statusCode).toBe(404);
  });
});

describe('the product page rewrite', () => {
  const run = load(productPageRewriteCode);

  it('asks for /products/<id> and /products/<id>/ under the missing page route, the query dropped', () => {
    expect(run('/products/byredo-mojave-ghost-edp').uri).toBe('/api/product-pages/byredo-mojave-ghost-edp');
    expect(run('/products/byredo-mojave-ghost-edp/').uri).toBe('/api/product-pages/byredo-mojave-ghost-edp');
    expect(run('/products/p1', { utm_source: { value: 'x' } }).querystring).toEqual({});
  });

  it('finds the stored page: the bucket origin path before the rewritten path is the store key', () => {
    expect(`${SNAPSHOT_PREFIX}${run('/products/dior-sauvage').uri}`).toBe(productPageKey('dior-sauvage'));
  });

  it('keeps a deeper path one segment, which names no page, and sends /products/ to the shop', () => {
    expect(run('/products/a/b').uri).toBe('/api/product-pages/a%2Fb');
    expect(run('/products/')).toMatchObject({ statusCode: 302, headers: { location: { value: '/shop' } } });
  });

  it('follows the shared rule the local gateway uses, for any path', () => {
    for (const uri of ['/products/x', '/products/x/', '/products/a%20b', '/products/a/b/c', '/products/', '/products//', '/products/%2F']) {
      const answer = run(uri);
      expect(answer.statusCode ? undefined : answer.uri, uri).toBe(productPageOriginPath(uri));
    }
  });
});

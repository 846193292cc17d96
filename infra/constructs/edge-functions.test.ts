import { describe, expect, it } from 'vitest';
import { imagesPrefixCode, spaFallbackCode } from './edge-functions';

type Request = { uri: string; querystring: Record<string, { value: string }> };
type Handler = (event: { request: Request }) => { uri?: string; statusCode?: number };

/** Runs a CloudFront Function's source the way the edge does: a global `handler`. */
function load(code: string): (uri: string, querystring?: Request['querystring']) => { uri?: string; statusCode?: number } {
  const handler = new Function(`${code}; return handler;`)() as Handler;
  return (uri, querystring = {}) => handler({ request: { uri, querystring } });
}

describe('the SPA fallback', () => {
  const run = load(spaFallbackCode);

  it('serves the pages drawn in advance for their bare paths, and index.html for client-side routes', () => {
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

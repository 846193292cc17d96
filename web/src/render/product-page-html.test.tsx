// @vitest-environment node
// Node, as the table stream's Lambda and the local cloud render: no document, no window.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { productStructuredData } from '@shared/catalog/product-metadata';
import { describeIssue, structuredDataIssues } from '@shared/test-support/structured-data';
import { builtProductPageTemplate } from '@/testing/product-page-template';
import { PRODUCT_PAGE_DATA_ID } from '@/features/shop/api/drawn-product-page';
import { renderProductMissingHtml, renderProductPageHtml } from './product-page-html';

const ORIGIN = 'https://maison.example';

// On sale (was $120), 3 left, 41 reviews.
const ghost = aProduct({
  product_id: 'byredo-mojave-ghost-edp',
  name: 'Mojave Ghost',
  brand: 'Byredo',
  category: 'Unisex',
  description: 'Ambrette and sandalwood in the desert.',
  image_url: '/images/mojave-ghost.svg',
  retail_price: 90,
  cost_price: 120,
  rating: 4.5,
  review_count: 41,
  tags: ['woody', 'musky'],
  stock_quantity: 3,
});
// Not on sale: its cost price is what the shop paid, which no page may carry.
const gypsy = aProduct({
  product_id: 'byredo-gypsy-water',
  name: 'Gypsy Water',
  brand: 'Byredo',
  category: 'Unisex',
  retail_price: 100,
  cost_price: 40,
});
const santal = aProduct({ product_id: 'le-labo-santal-33', name: 'Santal 33', brand: 'Le Labo', category: 'Unisex', tags: ['woody'] });
const related = { house: [gypsy], alike: [santal], similar: [santal, gypsy] };

const template = builtProductPageTemplate();
const render = (product = ghost) => renderProductPageHtml({ product, related, origin: ORIGIN, template });
const parse = (html: string) => new JSDOM(html).window.document;
const attr = (doc: Document, selector: string, name = 'content') => doc.querySelector(selector)?.getAttribute(name);
const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as unknown);
const embedded = (doc: Document) =>
  JSON.parse(doc.getElementById(PRODUCT_PAGE_DATA_ID)!.textContent!) as { product: typeof ghost; related: typeof related };

describe("a product's page rendered outside the browser", () => {
  const doc = parse(render());
  const root = doc.getElementById('root')!;

  it('draws the page a guest first sees: one h1 with the name, the breadcrumbs, the sale, the stock and the rows', () => {
    const headings = root.querySelectorAll('h1');
    expect(headings).toHaveLength(1);
    expect(headings[0]!.textContent).toBe('Mojave Ghost');
    const crumbs = [...root.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => [
      li.textContent,
      li.querySelector('a')?.getAttribute('href'),
    ]);
    expect(crumbs).toEqual([
      ['Shop', '/shop'],
      ['Unisex', '/shop?category=Unisex'],
      ['Byredo', '/shop?brand=Byredo'],
      ['Mojave Ghost', undefined],
    ]);
    expect(root.querySelector('[data-testid="was-price"]')?.textContent).toBe('Was $120.00');
    expect(root.querySelector('[data-testid="stock-state"]')?.textContent).toBe('Only 3 left!');
    expect(root.querySelector('img[alt="Mojave Ghost"]')?.getAttribute('src')).toBe('/images/mojave-ghost.svg');
    const rows = [...root.querySelectorAll('section.related-row')].map((row) => [
      row.querySelector('h2')?.textContent,
      [...row.querySelectorAll('[data-testid="related-card"] a')].map((a) => a.getAttribute('href')),
    ]);
    expect(rows).toEqual([
      ['Similar scents', ['/products/le-labo-santal-33', '/products/byredo-gypsy-water']],
      ['More from this house', ['/products/byredo-gypsy-water']],
      ['You may also like', ['/products/le-labo-santal-33']],
    ]);
    // The header and footer around it: the App's own tree, not the page alone.
    expect(root.querySelector('header.site-header')).not.toBeNull();
    expect(root.querySelector('main#main .product-page')).not.toBeNull();
  });

  it('heads the page with its own title, description, canonical, Open Graph and Twitter tags', () => {
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title).toBe('Mojave Ghost by Byredo — Maison');
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(attr(doc, 'meta[name="description"]')).toBe('Ambrette and sandalwood in the desert.');
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/products/byredo-mojave-ghost-edp`);
    expect(attr(doc, 'meta[property="og:url"]')).toBe(`${ORIGIN}/products/byredo-mojave-ghost-edp`);
    expect(attr(doc, 'meta[property="og:image"]')).toBe(`${ORIGIN}/images/share/byredo-mojave-ghost-edp.png`);
    expect(attr(doc, 'meta[property="product:price:amount"]')).toBe('90.00');
    expect(attr(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(attr(doc, 'meta[name="twitter:image"]')).toBe(`${ORIGIN}/images/share/byredo-mojave-ghost-edp.png`);
    // All of it in the head, none of it in the page.
    expect(doc.body.querySelector('meta, link[rel="canonical"], title')).toBeNull();
  });

  it('carries the JSON-LD Product and BreadcrumbList, parsing back to the data', () => {
    expect(jsonLd(doc)).toEqual(JSON.parse(JSON.stringify(productStructuredData(ghost, ORIGIN))));
    expect(doc.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
  });

  it("passes Google's Product, merchant-listing and breadcrumb rules as a whole page", async () => {
    const issues = await structuredDataIssues(render());
    expect(issues.filter((issue) => issue.severity === 'ERROR').map(describeIssue)).toEqual([]);
  });

  it("embeds the data the browser hydrates with: the product as the public catalogue shows it, of the rows' products what their cards show", () => {
    const data = embedded(doc);
    expect(data.product).toEqual(ghost);
    // Gypsy Water's cost is below its price, the shop's margin: not shown, so not embedded.
    expect(data.related.house).toEqual([
      { product_id: gypsy.product_id, name: gypsy.name, brand: gypsy.brand, image_url: gypsy.image_url, retail_price: gypsy.retail_price },
    ]);
    expect(data.related.similar.map((product) => product.product_id)).toEqual([santal.product_id, gypsy.product_id]);
    expect(data.related.alike.map((product) => product.product_id)).toEqual([santal.product_id]);
    expect(doc.getElementById(PRODUCT_PAGE_DATA_ID)?.getAttribute('type')).toBe('application/json');
    expect(doc.getElementById(PRODUCT_PAGE_DATA_ID)?.closest('#root')).toBeNull();
  });

  it('keeps a description with markup in it as text: no script closes early, no tag appears', () => {
    const description = 'Smoky</script><script>alert(1)</script><!-- & "quoted" \'too\'';
    const html = render({ ...ghost, description });
    const hostile = parse(html);
    expect(html).not.toContain('<script>alert(1)');
    expect(hostile.querySelectorAll('script:not([type]):not([src])')).toHaveLength(0);
    expect(hostile.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
    expect(embedded(hostile).product.description).toBe(description);
    expect((jsonLd(hostile)[0] as { description: string }).description).toBe(description);
    expect(attr(hostile, 'meta[name="description"]')).toBe(description);
    expect(hostile.querySelector('.product-details__description')?.textContent).toBe(description);
  });

  it('refuses a template without its markers', () => {
    expect(() => renderProductPageHtml({ product: ghost, related, origin: ORIGIN, template: '<html><body></body></html>' })).toThrow(
      'head marker',
    );
  });
});

describe('the page for a product that is not there', () => {
  const doc = parse(renderProductMissingHtml({ template }));

  it('says it is not available, under the layout, kept out of search results', () => {
    expect(doc.querySelector('#root main h1')?.textContent).toBe('This product is not available');
    expect(doc.querySelector('#root header.site-header')).not.toBeNull();
    expect(attr(doc, 'meta[name="robots"]')).toBe('noindex');
    expect(doc.title).toBe('Product not available — Maison');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(JSON.parse(doc.getElementById(PRODUCT_PAGE_DATA_ID)!.textContent!)).toEqual({ product: null });
  });
});

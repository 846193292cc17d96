import { describe, expect, it } from 'vitest';
import { describeIssue, structuredDataIssues } from '../test-support/structured-data';
import { aProduct } from '../test-support/product-fixture';
import { jsonLdScript, productMeta, productStructuredData } from './product-metadata';

const origin = 'https://maison.example';

/** A product page's head as a crawler reads it: title, meta, and the two JSON-LD scripts. */
function pageHead(product: ReturnType<typeof aProduct>): string {
  const meta = productMeta(product, origin);
  const scripts = productStructuredData(product, origin).map(jsonLdScript).join('\n');
  return `<!doctype html><html lang="en"><head><title>${meta.title}</title>
<link rel="canonical" href="${meta.canonical}">
${scripts}
</head><body><h1>${product.name}</h1></body></html>`;
}

const ghost = aProduct({ product_id: 'byredo-mojave-ghost-edp', name: 'Mojave Ghost', brand: 'Byredo', category: 'Unisex' });

/*
 * Google's rules leave these warnings (optional fields), which the shop has no data for or no
 * reason to send: review (only a count is stored), audience, color, hasCertification,
 * inProductGroupWithID, isVariantOf, material, mpn, pattern, size, subjectOf, a GTIN,
 * priceValidUntil (prices have no end date), the shipping region's addressRegion or postalCode
 * (the whole country), and aggregateRating on a product without reviews.
 */
describe("Google's Product and merchant-listing rules", () => {
  it.each([
    ['on sale, in stock, rated', { ...ghost, retail_price: 120, cost_price: 150, stock_quantity: 40 }],
    ['sold out', { ...ghost, stock_quantity: 0 }],
    ['low stock, without reviews or a description', { ...ghost, stock_quantity: 3, review_count: 0, rating: 0, description: undefined }],
    ['with markup in its description', { ...ghost, description: 'Dry <b>amber</b> </script><script>alert(1)</script>' }],
  ])('finds no error for a product %s', async (_, product) => {
    const issues = await structuredDataIssues(pageHead(product));
    expect(issues.filter((issue) => issue.severity === 'ERROR').map(describeIssue)).toEqual([]);
    // Every type and property sent exists in the schema.org vocabulary.
    expect(issues.filter((issue) => /schema\.org/.test(issue.issueMessage)).map(describeIssue)).toEqual([]);
  });

  it('does find errors, so a pass means something', async () => {
    const [product] = productStructuredData(ghost, origin);
    const broken = { ...product, offers: { ...(product.offers as object), price: undefined }, image: undefined };
    const messages = (await structuredDataIssues(`<html><head>${jsonLdScript(broken)}</head></html>`))
      .filter((issue) => issue.severity === 'ERROR')
      .map((issue) => issue.issueMessage);
    expect(messages).toEqual(
      expect.arrayContaining(['Required attribute "image" is missing', expect.stringContaining('Required attribute "price" is missing')]),
    );
    const unescaped = `<script type="application/ld+json">${JSON.stringify({ ...product, description: '</script>' })}</script>`;
    expect((await structuredDataIssues(unescaped)).map((issue) => issue.issueMessage)).toContain('Could not parse JSON-LD');
  });
});

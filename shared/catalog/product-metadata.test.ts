import { describe, expect, it } from 'vitest';
import { aProduct } from '../test-support/product-fixture';
import {
  META_DESCRIPTION_MAX,
  absoluteUrl,
  jsonLdScript,
  productMeta,
  productStructuredData,
  shareImagePath,
  trimAtWord,
} from './product-metadata';

const origin = 'https://maison.example';
const ghost = aProduct({
  product_id: 'byredo-mojave-ghost-edp',
  name: 'Mojave Ghost',
  brand: 'Byredo',
  category: 'Unisex',
  description: 'A woody musk with ambrette and magnolia.',
  image_url: '/images/products/mojave-ghost.svg',
  retail_price: 89.5,
  cost_price: 40,
  rating: 4.4,
  review_count: 31,
  stock_quantity: 25,
});
const onSale = { ...ghost, retail_price: 120, cost_price: 150 };

const offerOf = (product = ghost) => productStructuredData(product, origin)[0].offers as Record<string, unknown>;

describe('productMeta', () => {
  it('titles the page as the app does, and points every link at the public origin', () => {
    const meta = productMeta(ghost, origin);
    expect(meta.title).toBe('Mojave Ghost by Byredo — Maison');
    expect(meta.description).toBe('A woody musk with ambrette and magnolia.');
    expect(meta.canonical).toBe('https://maison.example/products/byredo-mojave-ghost-edp');
    expect(meta.openGraph).toEqual([
      ['og:type', 'product'],
      ['og:title', 'Mojave Ghost by Byredo'],
      ['og:description', 'A woody musk with ambrette and magnolia.'],
      ['og:url', 'https://maison.example/products/byredo-mojave-ghost-edp'],
      ['og:image', 'https://maison.example/images/share/byredo-mojave-ghost-edp.png'],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', 'Mojave Ghost by Byredo'],
      ['og:site_name', 'Maison'],
      ['product:price:amount', '89.50'],
      ['product:price:currency', 'USD'],
    ]);
    expect(meta.twitter).toEqual([
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', 'Mojave Ghost by Byredo'],
      ['twitter:description', 'A woody musk with ambrette and magnolia.'],
      ['twitter:image', 'https://maison.example/images/share/byredo-mojave-ghost-edp.png'],
      ['twitter:image:alt', 'Mojave Ghost by Byredo'],
    ]);
  });

  it('cuts a long description at a word, within the limit, on one line', () => {
    const words =
      'Opens on bright bergamot and pink pepper,\n  settles into iris and violet leaf, and dries down to a soft bed of musk, sandalwood and a whisper of smoky vetiver that lasts all day long.';
    const { description } = productMeta({ ...ghost, description: words }, origin);
    expect(description).toBe(
      'Opens on bright bergamot and pink pepper, settles into iris and violet leaf, and dries down to a soft bed of musk, sandalwood and a whisper of smoky vetiver…',
    );
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
  });

  it('makes a sentence from name, house, category and price when there is no description', () => {
    expect(productMeta({ ...ghost, description: undefined }, origin).description).toBe(
      'Mojave Ghost by Byredo, a unisex fragrance, $89.50 at Maison.',
    );
    expect(productMeta({ ...onSale, category: 'Women', description: '  ' }, origin).description).toBe(
      'Mojave Ghost by Byredo, a fragrance for women, $120.00 (was $150.00) at Maison.',
    );
  });
});

describe('share image and URLs', () => {
  it('keeps one PNG per product under /images/share', () => {
    expect(shareImagePath({ product_id: 'a b' })).toBe('/images/share/a%20b.png');
  });

  it('makes paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl(origin, '/images/x.svg')).toBe('https://maison.example/images/x.svg');
    expect(absoluteUrl(origin, 'images/x.svg')).toBe('https://maison.example/images/x.svg');
    expect(absoluteUrl(origin, 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });

  it('cuts one long word where it must, and drops punctuation left before the ellipsis', () => {
    expect(trimAtWord('x'.repeat(200))).toBe(`${'x'.repeat(META_DESCRIPTION_MAX - 1)}…`);
    expect(trimAtWord('short')).toBe('short');
    expect(trimAtWord('aaaaaaaa, bbbbbbbb', 12)).toBe('aaaaaaaa…');
  });
});

describe('productStructuredData', () => {
  it('describes the product with its house, sku, images, category and page', () => {
    const [product] = productStructuredData(ghost, origin);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Mojave Ghost',
      description: 'A woody musk with ambrette and magnolia.',
      sku: 'byredo-mojave-ghost-edp',
      brand: { '@type': 'Brand', name: 'Byredo' },
      image: ['https://maison.example/images/share/byredo-mojave-ghost-edp.png', 'https://maison.example/images/products/mojave-ghost.svg'],
      category: 'Unisex',
      url: 'https://maison.example/products/byredo-mojave-ghost-edp',
    });
    expect(productStructuredData({ ...ghost, image_url: '' }, origin)[0].image).toEqual([
      'https://maison.example/images/share/byredo-mojave-ghost-edp.png',
    ]);
  });

  it('offers the retail price with 2 decimals, new, sold by Maison, and no was price when not on sale', () => {
    const offer = offerOf();
    expect(offer).toMatchObject({
      '@type': 'Offer',
      url: 'https://maison.example/products/byredo-mojave-ghost-edp',
      price: '89.50',
      priceCurrency: 'USD',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Maison' },
    });
    expect(offer).not.toHaveProperty('priceSpecification');
    expect(offer).not.toHaveProperty('priceValidUntil');
  });

  it('gives the was price as a strikethrough price when on sale', () => {
    expect(offerOf(onSale)).toMatchObject({
      price: '120.00',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '150.00',
        priceCurrency: 'USD',
      },
    });
  });

  it('reads availability from the stock band: in stock, low (1–10), sold out', () => {
    const availability = (stock_quantity: number) => offerOf({ ...ghost, stock_quantity }).availability;
    expect(availability(11)).toBe('https://schema.org/InStock');
    expect(availability(10)).toBe('https://schema.org/LimitedAvailability');
    expect(availability(1)).toBe('https://schema.org/LimitedAvailability');
    expect(availability(0)).toBe('https://schema.org/OutOfStock');
  });

  it('charges shipping by the cart rule and carries the return policy', () => {
    expect(offerOf({ ...ghost, retail_price: 49 })).toMatchObject({
      shippingDetails: { shippingRate: { value: 9.99, currency: 'USD' }, shippingDestination: { addressCountry: 'US' } },
      hasMerchantReturnPolicy: { merchantReturnDays: 30, applicableCountry: 'US' },
    });
    expect(offerOf()).toMatchObject({ shippingDetails: { shippingRate: { value: 0 } } });
  });

  it('rates the product only when it has reviews and a rating on the 1–5 scale', () => {
    expect(productStructuredData(ghost, origin)[0].aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.4,
      reviewCount: 31,
      bestRating: 5,
      worstRating: 1,
    });
    expect(productStructuredData({ ...ghost, review_count: 0, rating: 0 }, origin)[0]).not.toHaveProperty('aggregateRating');
    expect(productStructuredData({ ...ghost, review_count: 3, rating: 0 }, origin)[0]).not.toHaveProperty('aggregateRating');
  });

  it('lists the breadcrumbs with absolute URLs in order', () => {
    const [, breadcrumbs] = productStructuredData(ghost, origin);
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Shop', item: 'https://maison.example/shop' },
        { '@type': 'ListItem', position: 2, name: 'Unisex', item: 'https://maison.example/shop?category=Unisex' },
        { '@type': 'ListItem', position: 3, name: 'Byredo', item: 'https://maison.example/shop?brand=Byredo' },
        { '@type': 'ListItem', position: 4, name: 'Mojave Ghost', item: 'https://maison.example/products/byredo-mojave-ghost-edp' },
      ],
    });
  });
});

describe('jsonLdScript', () => {
  it('escapes < so a description cannot close the script, and the JSON reads back the same', () => {
    const description = 'Bold </script><script>alert(1)</script> <!-- and a comment';
    const [product] = productStructuredData({ ...ghost, description }, origin);
    const script = jsonLdScript(product);
    expect(script.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(script.endsWith('</script>')).toBe(true);
    const body = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(product);
    expect((JSON.parse(body) as { description: string }).description).toBe(description);
  });
});

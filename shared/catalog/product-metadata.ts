import type { BreadcrumbList, ItemAvailability, Offer, Product as ProductLd, WithContext } from 'schema-dts';
import { formatMoney, toCents } from '../format/money';
import type { Category, Product } from '../types';
import { originalPriceOf } from './discount';
import { returnPolicyLd, shippingDetailsLd } from './merchant-policies';
import { productBreadcrumbs, productPath } from './product-page';
import { stockBand, type StockBand } from './stock-band';

/** The shop's name, as page titles and shared links end with it. */
const SITE_NAME = 'Maison';

/** Where a product's share card (a PNG rendered from its page) is served: `/images/share/<product_id>.png`. */
const SHARE_IMAGE_DIR = '/images/share';

/** The share card's size: the 1.91:1 card Open Graph and Twitter show large. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The longest meta description, past which search results cut it anyway. */
export const META_DESCRIPTION_MAX = 160;

/** The path of a product's share card. */
export function shareImagePath(product: Pick<Product, 'product_id'>): string {
  return `${SHARE_IMAGE_DIR}/${encodeURIComponent(product.product_id)}.png`;
}

/** Where the share cards are kept in the images bucket, which serves `/images/<key>`. */
export const SHARE_CARDS_KEY_PREFIX = 'share/';

/** A product's share card's key in the images bucket: `share/<product_id>.png`, served at `shareImagePath`. */
export function shareCardKey(productId: string): string {
  return `${SHARE_CARDS_KEY_PREFIX}${productId}.png`;
}

/** An absolute URL: a path (`/images/…`) joined to the origin (no trailing slash); an absolute URL as it is. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Money as structured data and Open Graph write it: `1234.50`. */
function amount(dollars: number): string {
  return (toCents(dollars) / 100).toFixed(2);
}

const CATEGORY_PHRASES: Readonly<Record<Category, string>> = {
  Women: 'a fragrance for women',
  Men: 'a fragrance for men',
  Unisex: 'a unisex fragrance',
  Gifts: 'a fragrance gift',
};

/** "Mojave Ghost by Byredo", the product as its title and shared links name it. */
function productLabel(product: Pick<Product, 'name' | 'brand'>): string {
  return `${product.name} by ${product.brand}`;
}

/** The product's own description on one line, or a sentence made from its name, house, category and price. */
function descriptionOf(product: Product): string {
  const own = (product.description ?? '').replace(/\s+/g, ' ').trim();
  if (own) return own;
  const was = originalPriceOf(product);
  const price = `${formatMoney(product.retail_price)}${was === undefined ? '' : ` (was ${formatMoney(was)})`}`;
  return `${productLabel(product)}, ${CATEGORY_PHRASES[product.category]}, ${price} at ${SITE_NAME}.`;
}

/** Text cut at a word to at most `max` characters, an ellipsis marking the cut. */
export function trimAtWord(text: string, max = META_DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max); // the ellipsis takes the place of the space or letter cut
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** A product page's head: title, description, canonical URL, Open Graph properties and Twitter card names. */
export interface ProductMeta {
  title: string;
  description: string;
  canonical: string;
  openGraph: [property: string, content: string][];
  twitter: [name: string, content: string][];
}

/** The head of `/products/{id}`: `origin` is the public origin without a trailing slash. */
export function productMeta(product: Product, origin: string): ProductMeta {
  const label = productLabel(product);
  const description = trimAtWord(descriptionOf(product));
  const canonical = `${origin}${productPath(product.product_id)}`;
  const image = absoluteUrl(origin, shareImagePath(product));
  return {
    title: `${label} — ${SITE_NAME}`,
    description,
    canonical,
    openGraph: [
      ['og:type', 'product'],
      ['og:title', label],
      ['og:description', description],
      ['og:url', canonical],
      ['og:image', image],
      ['og:image:width', String(SHARE_IMAGE_SIZE.width)],
      ['og:image:height', String(SHARE_IMAGE_SIZE.height)],
      ['og:image:alt', label],
      ['og:site_name', SITE_NAME],
      ['product:price:amount', amount(product.retail_price)],
      ['product:price:currency', 'USD'],
    ],
    twitter: [
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', label],
      ['twitter:description', description],
      ['twitter:image', image],
      ['twitter:image:alt', label],
    ],
  };
}

const AVAILABILITY: Readonly<Record<StockBand, ItemAvailability>> = {
  good: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out: 'https://schema.org/OutOfStock',
};

/** The offer of one product: its price, the struck-through "was" price on sale, stock, shipping and returns. */
function offerLd(product: Product, origin: string, url: string): Offer {
  const was = originalPriceOf(product);
  return {
    '@type': 'Offer',
    url,
    price: amount(product.retail_price),
    priceCurrency: 'USD',
    ...(was === undefined
      ? {}
      : {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: amount(was),
            priceCurrency: 'USD',
          },
        }),
    availability: AVAILABILITY[stockBand(product.stock_quantity)],
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: SITE_NAME, url: origin },
    shippingDetails: shippingDetailsLd(toCents(product.retail_price)),
    hasMerchantReturnPolicy: returnPolicyLd(origin),
  };
}

/** Ratings are stars from 1 to 5; a figure outside them (or without reviews) is left out rather than sent wrong. */
function hasRating(product: Product): boolean {
  return product.review_count > 0 && product.rating >= 1 && product.rating <= 5;
}

/** The JSON-LD of a product page: the Product with its Offer, and its BreadcrumbList. */
export function productStructuredData(product: Product, origin: string): [WithContext<ProductLd>, WithContext<BreadcrumbList>] {
  const url = `${origin}${productPath(product.product_id)}`;
  const images = [shareImagePath(product), product.image_url].filter(Boolean).map((image) => absoluteUrl(origin, image));
  const productLd: WithContext<ProductLd> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: descriptionOf(product),
    sku: product.product_id,
    brand: { '@type': 'Brand', name: product.brand },
    image: images,
    category: product.category,
    url,
    offers: offerLd(product, origin, url),
    ...(hasRating(product)
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const breadcrumbs: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: productBreadcrumbs(product).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
  return [productLd, breadcrumbs];
}

/** JSON for an inline script, with every `<` escaped so no text inside can close the script or open a comment. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The `<script type="application/ld+json">` element that carries one JSON-LD object. */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${jsonLdText(data)}</script>`;
}

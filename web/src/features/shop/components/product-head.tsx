import { useContext } from 'react';
import { productMeta } from '@shared/catalog/product-metadata';
import type { Product } from '@shared/types';
import { DrawnProductPageContext } from '../api/drawn-product-page';

/**
 * The public origin of canonical and shared URLs: the one the page was drawn with (the shop's
 * configured address), else the browser's.
 */
function useSiteOrigin(): string {
  const drawn = useContext(DrawnProductPageContext);
  return drawn?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/**
 * A product page's title, description, canonical link, Open Graph and Twitter tags, rendered
 * with the page: React places them in the document's head, takes over the ones a drawn page came
 * with, and removes them when the page goes. The renderer writes the same tags into the drawn
 * page's head (web/src/render/product-page-html.tsx).
 */
export function ProductHead({ product }: { product: Product }) {
  const meta = productMeta(product, useSiteOrigin());
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={meta.canonical} />
      {meta.openGraph.map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      {meta.twitter.map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
    </>
  );
}

/** The head of "This product is not available": its title, and kept out of search results. */
export function ProductMissingHead() {
  return (
    <>
      <title>Product not available — Maison</title>
      <meta name="robots" content="noindex" />
    </>
  );
}

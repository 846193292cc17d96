import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { jsonLdScript, jsonLdText, productStructuredData } from '@shared/catalog/product-metadata';
import { productPath, type RelatedRows, rowProduct } from '@shared/catalog/product-page';
import { publicProduct } from '@shared/catalog/public-product';
import type { Product } from '@shared/types';
import { App } from '@/app/app';
import { providePage } from '@/app/pages';
import { type DrawnProductPage, PRODUCT_PAGE_DATA_ID } from '@/features/shop/api/drawn-product-page';
import { ProductPage } from '@/features/shop/components/product-page';
import { PRODUCT_PAGE_HEAD_MARKER, PRODUCT_PAGE_ROOT_MARKER } from '@shared/product-page-template';
import { splitHoistedTags } from './hoisted-tags';

export { PRODUCT_PAGE_TEMPLATE_FILE } from '@shared/product-page-template';

// Pure functions, run by the web build, the table stream's Lambda and the local cloud alike: no
// I/O, and nothing that needs a bundler beyond ignoring the components' CSS imports.

export interface ProductPageInput {
  product: Product;
  /** The rows under the page (shared/catalog/product-page.ts `relatedProducts`). */
  related: RelatedRows;
  /** The public origin for canonical and Open Graph URLs, without a trailing slash. */
  origin: string;
  /** The web build's `product-page.html` (PRODUCT_PAGE_TEMPLATE_FILE). */
  template: string;
}

/** The template cut at its two markers, or an error: a template without them would publish pages without a product. */
function templateParts(template: string): [beforeHead: string, betweenMarkers: string, afterRoot: string] {
  const [beforeHead, rest, ...extraHead] = template.split(PRODUCT_PAGE_HEAD_MARKER);
  if (rest === undefined || extraHead.length > 0) throw new Error('The product page template needs one head marker.');
  const [between, afterRoot, ...extraRoot] = rest.split(PRODUCT_PAGE_ROOT_MARKER);
  if (afterRoot === undefined || extraRoot.length > 0)
    throw new Error('The product page template needs one root marker, after the head marker.');
  return [beforeHead!, between!, afterRoot];
}

/**
 * The page as the app draws it at `path` when it opens with `data` (the same tree main.tsx
 * hydrates, given the same data), filled into the template: the head tags the page renders (its
 * title, description, canonical and sharing tags, its picture's preload) and `scripts` in the
 * head, the page in `#root`, and the data after `#root` for the browser's first render.
 */
function fill(template: string, scripts: string[], path: string, data: DrawnProductPage): string {
  const [beforeHead, between, afterRoot] = templateParts(template);
  // The page's code is here already: it renders at once rather than as a lazy page's fallback.
  providePage('product', ProductPage);
  const At = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const { tags, markup } = splitHoistedTags(renderToString(<App Router={At} productPage={data} />));
  const end = afterRoot.lastIndexOf('</body>');
  if (end < 0) throw new Error('The product page template has no </body>.');
  const dataScript = `<script type="application/json" id="${PRODUCT_PAGE_DATA_ID}">${jsonLdText(data)}</script>`;
  const head = [...tags, ...scripts].join('\n    ');
  return `${beforeHead}${head}${between}${markup}${afterRoot.slice(0, end)}${dataScript}\n  ${afterRoot.slice(end)}`;
}

/**
 * A product's page, `/products/{product_id}`, as a whole HTML document: its head tags, the page as
 * a guest first sees it, and the data the browser hydrates it with. Products are embedded as the
 * public catalogue shows them (no cost price below retail).
 */
export function renderProductPageHtml({ product, related, origin, template }: ProductPageInput): string {
  const shown = publicProduct(product);
  const data: DrawnProductPage = {
    product: shown,
    // Each row's products as their cards show them: the page carries no more of them than it draws.
    related: {
      house: related.house.map((p) => rowProduct(publicProduct(p))),
      alike: related.alike.map((p) => rowProduct(publicProduct(p))),
      similar: related.similar.map((p) => rowProduct(publicProduct(p))),
    },
    origin,
  };
  const scripts = productStructuredData(shown, origin).map(jsonLdScript);
  return fill(template, scripts, productPath(product.product_id), data);
}

/** The path the missing page is drawn at: any product id the catalogue lacks draws the same. */
const MISSING_PATH = productPath('product-missing');

/**
 * The page answered (with status 404) for a deleted or unknown product: "This product is not
 * available" under the layout, kept out of search results. It hydrates at whatever product
 * address it is served for, then shows the product should the catalogue have it after all.
 */
export function renderProductMissingHtml({ template }: { template: string }): string {
  return fill(template, [], MISSING_PATH, { product: null });
}

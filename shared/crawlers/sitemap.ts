import { productPath } from '../catalog/product-page';
import { shopCategoryHref } from '../catalog/category-param';
import { SCENT_FINDER_PATH } from '../catalog/scent-finder-path';
import { CATEGORIES } from '../types';
import { SITEMAP_PATH, sitemapPagePath } from './site-files';

/** A product as the sitemap lists it: its id and when it last changed (any ISO 8601 time). */
export interface ProductLastmod {
  product_id: string;
  lastmod: string;
}

/** One address of the sitemap: a path of the site and when its content last changed. */
export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/** A file to publish at `path`. */
export interface SiteFile {
  path: string;
  body: string;
}

/** What one sitemap file may hold (sitemaps.org): 50,000 URLs and 50 MB uncompressed. */
export interface SitemapLimits {
  urls: number;
  bytes: number;
}

const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 };

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data: the five characters the sitemap protocol says to escape. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A time as a W3C datetime (`2026-11-27T05:00:00.000Z`), or undefined when it is not a time. */
export function w3cDatetime(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

const latest = (times: readonly (string | undefined)[]) =>
  times.reduce<string | undefined>((max, time) => (time && (!max || time > max) ? time : max), undefined);

/**
 * Every address the sitemap lists: the home page, the shop, each category's shop and the scent
 * finder (which change whenever a product does: their lastmod is the latest product's), then each product's page with
 * its own last change, in product id order.
 */
export function sitemapUrls(products: readonly ProductLastmod[]): SitemapUrl[] {
  const pages = [...products]
    .sort((a, b) => (a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : 0))
    .map((product) => ({ path: productPath(product.product_id), lastmod: w3cDatetime(product.lastmod) }));
  const lastmod = latest(pages.map((page) => page.lastmod));
  const store = ['/', '/shop', ...CATEGORIES.map(shopCategoryHref), SCENT_FINDER_PATH].map((path) => ({
    path,
    ...(lastmod ? { lastmod } : {}),
  }));
  return [...store, ...pages.map(({ path, lastmod: at }) => ({ path, ...(at ? { lastmod: at } : {}) }))];
}

const entry = (tag: 'url' | 'sitemap', loc: string, lastmod: string | undefined) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${tag}>\n`;

const document = (root: 'urlset' | 'sitemapindex', entries: readonly string[]) =>
  `${HEAD}<${root} xmlns="${XMLNS}">\n${entries.join('')}</${root}>\n`;

/** Splits the entries into files within the limits, each keeping its order. */
function pages(entries: readonly { xml: string; lastmod?: string }[], limits: SitemapLimits) {
  const frame = Buffer.byteLength(document('urlset', []));
  const split: { xml: string[]; lastmod?: string }[] = [];
  let bytes = 0;
  for (const { xml, lastmod } of entries) {
    const size = Buffer.byteLength(xml);
    let page = split.at(-1);
    if (!page || page.xml.length >= limits.urls || (page.xml.length && frame + bytes + size > limits.bytes)) {
      page = { xml: [] };
      split.push(page);
      bytes = 0;
    }
    page.xml.push(xml);
    page.lastmod = latest([page.lastmod, lastmod]);
    bytes += size;
  }
  return split;
}

/**
 * The sitemap as files for the public origin `origin` (no trailing slash): one `/sitemap.xml`
 * urlset while the URLs fit one file, otherwise `/sitemap.xml` is a sitemap index naming the
 * pages `/sitemaps/1.xml`, `/sitemaps/2.xml`, … (each with the latest lastmod it holds), and the
 * pages follow it in the list. Locs are absolute and XML-escaped.
 */
export function sitemapFiles(origin: string, urls: readonly SitemapUrl[], limits: SitemapLimits = SITEMAP_LIMITS): SiteFile[] {
  const entries = urls.map(({ path, lastmod }) => ({ xml: entry('url', `${origin}${path}`, lastmod), lastmod }));
  const split = pages(entries, limits);
  if (split.length <= 1) return [{ path: SITEMAP_PATH, body: document('urlset', split[0]?.xml ?? []) }];
  const index = split.map((page, i) => entry('sitemap', `${origin}${sitemapPagePath(i + 1)}`, page.lastmod));
  return [
    { path: SITEMAP_PATH, body: document('sitemapindex', index) },
    ...split.map((page, i) => ({ path: sitemapPagePath(i + 1), body: document('urlset', page.xml) })),
  ];
}

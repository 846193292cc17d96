/**
 * The files at the site's root that crawlers read: robots.txt, the sitemap, and the sitemap's
 * pages once it outgrows one file. The table stream publishes each under `snapshots/` in the
 * images bucket (`snapshotKey(path)`), and CloudFront and the local gateway serve them from there
 * as they serve the catalogue snapshot.
 */
import { snapshotKey } from '../route-kit';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';
/** Where the pages of a sitemap too long for one file go: `/sitemaps/1.xml`, `/sitemaps/2.xml`, … */
export const SITEMAP_PAGES_PREFIX = '/sitemaps/';

/** The path of the sitemap's page `page` (from 1). */
export function sitemapPagePath(page: number): string {
  return `${SITEMAP_PAGES_PREFIX}${page}.xml`;
}

/** The site files as CloudFront path patterns: the two exact files and the pages. */
export const SITE_FILE_PATTERNS: readonly string[] = [ROBOTS_PATH, SITEMAP_PATH, `${SITEMAP_PAGES_PREFIX}*`];

/** The sitemap's objects in the images bucket, as IAM resource patterns: what the table stream rewrites. */
export const SITEMAP_KEYS: readonly string[] = [snapshotKey(SITEMAP_PATH), snapshotKey(`${SITEMAP_PAGES_PREFIX}*`)];
/** robots.txt's object: written at start-up and deploy only. */
export const ROBOTS_KEY = snapshotKey(ROBOTS_PATH);

const PAGE = /^\/sitemaps\/[1-9]\d{0,5}\.xml$/;

/** Whether a request path names a site file: robots.txt, the sitemap, or a page of it by number. */
export function isSiteFilePath(path: string): boolean {
  return path === ROBOTS_PATH || path === SITEMAP_PATH || PAGE.test(path);
}

/** The Content-Type a site file is stored and served with. */
export function siteFileContentType(path: string): string {
  return path.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8';
}

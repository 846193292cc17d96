import { SITEMAP_PATH } from './site-files';

/**
 * The paths crawlers are asked to leave alone (robots.txt matches by prefix): signed-in pages,
 * the checkout's confirmation, the pages a mailed link opens with its token, and the API.
 */
const PRIVATE_PATHS: readonly string[] = [
  '/admin',
  '/cart',
  '/orders',
  '/profile',
  '/wishlist',
  '/order-confirmation',
  '/verify-email',
  '/reset-password',
  '/alerts/',
  '/newsletter/',
  '/api/',
];

/** robots.txt for the public origin `origin` (no trailing slash): every crawler, the private paths disallowed, the sitemap by absolute URL. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}

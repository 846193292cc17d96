import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ROBOTS_PATH, SITEMAP_PAGES_PREFIX, SITEMAP_PATH } from '../shared/crawlers/site-files';
import { firstLoadScript } from './build/first-load-script';
import { prerenderPages } from './build/prerender-pages';
import { productsTemplate } from './build/products-template';

const root = fileURLToPath(new URL('.', import.meta.url));
const reactRouterBuild = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));
// `npm run dev` points this at the local API; the default matches its usual port.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

/**
 * Chunks that the storefront must never load up front: the admin area, the payment provider's
 * loader and any spreadsheet code each land in a chunk of their own, fetched only where used.
 * The framework gets a long-lived chunk of its own too.
 */
function chunkFor(id: string): string | null {
  const path = id.replace(/\\/g, '/');
  if (path.includes('/node_modules/@stripe/')) return 'stripe';
  if (/\/node_modules\/(exceljs|xlsx|papaparse)\//.test(path)) return 'spreadsheet';
  if (path.includes('/web/src/features/admin/')) return 'admin';
  // The note vocabulary and spelling rules: only the admin's product form uses them in the browser.
  if (/\/shared\/catalog\/(note-vocabulary|scent-notes)\./.test(path)) return 'admin';
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(path)) return 'react';
  // The query cache: loaded with the first page that queries (web/src/lib/with-queries.tsx).
  if (/\/node_modules\/@tanstack\/|\/web\/src\/lib\/(with-queries|query-client|use-route-query)\./.test(path)) return 'queries';
  return null;
}

const STOREFRONT =
  /\/web\/src\/components\/(perfume-bottle|document-title)\.|\/shared\/catalog\/(category-(showcase|param)|scent-finder-path)\.|\/shared\/format\/(money|server-message|field-errors)\.|\/shared\/cart\/shipping\./;
// The scent finder's rules (and the similarity weights they use) stay with the finder's page.
const CATALOG =
  /\/shared\/(catalog\/(?!scent-finder\.|similar-scents\.)|format\/)|\/shared\/wishlist\/alerts\.|\/web\/src\/components\/(sale-price|product-image|rating-stars|state-panel|use-modal|pagination-bar|pagination-window|card-skeletons|skeleton-list)\.|\/web\/src\/lib\/(catalog\/(pagination|search|shop-messages|tags)|format\/date)\.|\/web\/src\/features\/shop\/shop-query\./;

export default defineConfig(({ mode }) => ({
  root,
  resolve: {
    // `@/` and `@shared/`, from tsconfig.json's paths.
    tsconfigPaths: true,
    // React Router's package exports name only its development build (warnings, long invariant
    // messages); a production build (and the home page's prerender) takes the production one it
    // ships beside it.
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : [],
  },
  plugins: [
    react(),
    productsTemplate(),
    firstLoadScript(src),
    // The home page and the prerendered shop, so a first visit paints before the app's code
    // runs. The shop's HTML also starts fetching the code its products wait for.
    prerenderPages(src, { '/shop': { preloadCode: true } }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Rolldown's form of `manualChunks`: one named group per chunk.
        codeSplitting: {
          groups: [
            { name: 'react', test: (id) => chunkFor(id) === 'react', priority: 4 },
            { name: 'stripe', test: (id) => chunkFor(id) === 'stripe', priority: 3 },
            // Only the query modules themselves: the holder the shell imports stays in the shell.
            { name: 'queries', test: (id) => chunkFor(id) === 'queries', priority: 3, includeDependenciesRecursively: false },
            { name: 'spreadsheet', test: (id) => chunkFor(id) === 'spreadsheet', priority: 3 },
            // What every page loads first (the shell, the client, the session): one chunk, not a
            // dozen small ones split off because lazy pages share them.
            { name: 'app', tags: ['$initial'], priority: 1 },
            // What the home page shares with the shop and the cart (the drawn bottle, prices, the
            // category links, the free-shipping figure): apart from the catalogue's rules, so the
            // home page neither downloads nor runs the sorting, search and filters.
            { name: 'storefront', test: (id) => STOREFRONT.test(id.replace(/\\/g, '/')), priority: 0.5 },
            // The catalogue's rules and product pieces, which the shop, the wishlist, the cart and
            // the admin share (and the alert messages of the shop's cards): one chunk rather than a
            // file per badge, price and rule.
            { name: 'catalog', test: (id) => CATALOG.test(id.replace(/\\/g, '/')), priority: 0 },
            {
              name: 'admin',
              test: (id) => chunkFor(id) === 'admin',
              priority: 2,
              // Only the admin modules themselves: code shared with the storefront stays there.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/images': { target: apiTarget, changeOrigin: true },
      '/local-payments': { target: apiTarget, changeOrigin: true },
      '/local-s3': { target: apiTarget, changeOrigin: true },
      // The files crawlers read, published by the local cloud as in AWS.
      [ROBOTS_PATH]: { target: apiTarget, changeOrigin: true },
      [SITEMAP_PATH]: { target: apiTarget, changeOrigin: true },
      [SITEMAP_PAGES_PREFIX]: { target: apiTarget, changeOrigin: true },
    },
  },
}));

import { catalogRoutes } from '@shared/routes/catalog';
import { PRODUCT_MISSING_FILE } from '@shared/product-page-template';
import { defineHandler } from '../commons/define-handler';
import { reply } from '../commons/http';
import { readSiteFile } from '../repositories/site-files';

/**
 * A product page's answer when the bucket has none: the built missing page, 404. Cached as the
 * pages and the catalogue are (that header is not imported: its module brings the table's code),
 * so a product added a moment later is found within seconds.
 */
const CACHE_CONTROL = `public, max-age=0, s-maxage=${catalogRoutes.listProducts.cacheSeconds}`;

export const handler = defineHandler(catalogRoutes.productMissingPage, async () =>
  reply(await readSiteFile(PRODUCT_MISSING_FILE), {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_CONTROL },
  }),
);

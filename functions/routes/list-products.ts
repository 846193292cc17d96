import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { reply } from '../commons/http';
import { listProducts } from '../repositories/products';
import { createCatalog } from '../services/catalog';

const catalog = createCatalog({ listProducts });
const { cacheSeconds } = routes.listProducts;

export const handler = defineHandler(routes.listProducts, async () =>
  reply(await catalog.list(), {
    headers: { 'cache-control': `public, max-age=0, s-maxage=${cacheSeconds}, stale-while-revalidate=${cacheSeconds}` },
  }));

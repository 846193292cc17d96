import { PRODUCT_COLUMNS, productToRow } from '../../shared/admin/product-columns';
import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { listProducts } from '../repositories/products';
import { xlsxReply } from '../spreadsheets/workbook';

export const handler = defineHandler(routes.bulkDownloadProducts, async () =>
  xlsxReply('products.xlsx', 'Products', PRODUCT_COLUMNS, (await listProducts()).map(productToRow)));

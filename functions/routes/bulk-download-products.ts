import { PRODUCT_COLUMNS, productToRow } from '../../shared/admin/product-columns';
import { adminRoutes } from '../../shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listProducts } from '../repositories/products';
import { xlsxReply } from '../spreadsheets/workbook';

export const handler = defineSignedInHandler(adminRoutes.bulkDownloadProducts, async () =>
  xlsxReply('products.xlsx', 'Products', PRODUCT_COLUMNS, (await listProducts()).map(productToRow)));

import { PRODUCT_COLUMNS, productToRow } from '@shared/admin/product-columns';
import { productSheetRoutes } from '@shared/routes/admin-product-sheets';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listProducts } from '../repositories/products';
import { xlsxReply } from '../spreadsheets/workbook';

export const handler = defineSignedInHandler(productSheetRoutes.bulkDownloadProducts, async () =>
  xlsxReply('products.xlsx', 'Products', PRODUCT_COLUMNS, (await listProducts()).map(productToRow)),
);

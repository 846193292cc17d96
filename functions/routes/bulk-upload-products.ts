import { routes } from '../../shared/routes';
import { defineHandler, type UploadedFile } from '../commons/define-handler';
import { listBrands } from '../repositories/brands';
import { listProducts, putProducts } from '../repositories/products';
import { createBulkImport } from '../services/bulk-import';
import { looksLikeXlsx, readFirstSheet } from '../spreadsheets/workbook';

const importProducts = createBulkImport({
  readSheet: readFirstSheet, looksLikeXlsx, listBrands, listProducts,
  putProducts: (products) => putProducts(products),
});

export const handler = defineHandler(routes.bulkUploadProducts, ({ input }) =>
  importProducts((input as { file?: UploadedFile } | undefined)?.file));

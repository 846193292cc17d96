import { adminRoutes } from '../../shared/routes/admin';
import { defineUploadHandler, type UploadedFile } from '../commons/upload-handler';
import { listBrands } from '../repositories/brands';
import { listProducts, putProducts } from '../repositories/products';
import { createBulkImport } from '../services/bulk-import';
import { looksLikeXlsx, readFirstSheet } from '../spreadsheets/workbook';

const importProducts = createBulkImport({
  readSheet: readFirstSheet, looksLikeXlsx, listBrands, listProducts,
  putProducts: (products) => putProducts(products),
});

export const handler = defineUploadHandler(adminRoutes.bulkUploadProducts, ({ input }) =>
  importProducts((input as { file?: UploadedFile } | undefined)?.file));

import { adminRoutes } from '../../shared/routes/admin';
import { defineUploadHandler, type UploadedFile } from '../commons/upload-handler';
import { listBrands } from '../repositories/brands';
import { createProductIfAbsent, listProducts, updateProductDetails } from '../repositories/products';
import { createBulkImport } from '../services/bulk-import';
import { looksLikeXlsx, readFirstSheet } from '../spreadsheets/workbook';

const importProducts = createBulkImport({
  readSheet: readFirstSheet, looksLikeXlsx, listBrands, listProducts, createProductIfAbsent,
  updateProductDetails: (product, stock) => updateProductDetails(product, stock),
});

export const handler = defineUploadHandler(adminRoutes.bulkUploadProducts, ({ input }) =>
  importProducts((input as { file?: UploadedFile } | undefined)?.file));

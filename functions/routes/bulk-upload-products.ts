import { productSheetRoutes } from '@shared/routes/admin-product-sheets';
import { defineUploadHandler, type UploadedFile } from '../commons/upload-handler';
import { listBrands } from '../repositories/brands';
import { createProductIfAbsent, listProducts, updateProductDetails } from '../repositories/products';
import { createBulkImport } from '../services/bulk-import';
import { looksLikeXlsx, readFirstSheet } from '../spreadsheets/read-workbook';
import { checkWorkbookArchive } from '../spreadsheets/workbook-archive';

const importProducts = createBulkImport({
  readSheet: readFirstSheet,
  looksLikeXlsx,
  listBrands,
  listProducts,
  createProductIfAbsent,
  updateProductDetails: (product, stock) => updateProductDetails(product, stock),
});

export const handler = defineUploadHandler(productSheetRoutes.bulkUploadProducts, ({ input }) => {
  const file = (input as { file?: UploadedFile } | undefined)?.file;
  // readFirstSheet checks the archive too, but the import answers every unreadable file alike:
  // checked here first, a refused workbook is answered with its reason.
  if (file?.content && looksLikeXlsx(file.content)) checkWorkbookArchive(file.content);
  return importProducts(file);
});

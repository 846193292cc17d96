/**
 * The product spreadsheet's routes: the bulk upload and the download. A file of their own, so the
 * upload's bundle (the largest of the admin's, the workbook's reader beside it) carries only them.
 */
import { returns, route, type TableNeeds } from '../route-kit';
import * as endpoints from './admin-endpoints';

/** One refused spreadsheet row: its row number (as the spreadsheet shows it), the column, the value and why. */
export interface RowError {
  row: number;
  column: string;
  value: string;
  reason: string;
}

/** The bulk upload's answer (spec 02 §3), with the rows it refused. */
export interface BulkUploadResult {
  success: boolean;
  message: string;
  inserted: number;
  updated: number;
  errors: RowError[];
}

/** Bulk upload limits: at most this many bytes and data rows per spreadsheet (API Gateway gives 30 s). */
export const BULK_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 5000 } as const;

const productListTable: TableNeeds = { actions: ['Query'], keys: ['PRODUCTS'] };

/** Admin only, on the server too; part of `adminProductRoutes`. */
export const productSheetRoutes = {
  bulkUploadProducts: route({
    ...endpoints.bulkUploadProducts,
    access: 'admin',
    needs: {
      table: { actions: ['Query', 'GetItem', 'PutItem', 'UpdateItem'], keys: ['BRANDS', 'PRODUCTS', 'PRODUCT#*'] },
      spreadsheets: true,
    },
    response: returns<BulkUploadResult>(),
  }),
  bulkDownloadProducts: route({
    ...endpoints.bulkDownloadProducts,
    access: 'admin',
    needs: { table: productListTable, spreadsheets: true },
    response: returns<Blob>(),
  }),
};

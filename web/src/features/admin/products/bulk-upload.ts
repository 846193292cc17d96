import type { RowError } from '@shared/routes/admin-product-sheets';
import { PRODUCT_COLUMNS } from '@shared/admin/product-columns';

/** The bulk upload's and download's texts (spec 02 §5, §8), word for word where the spec gives them. */
export const BULK_MESSAGES = {
  noFile: 'Please select a file first.',
  notXlsx: 'Only .xlsx files are accepted.',
  processing: 'Processing…',
  templatePath: '/assets/products_template.xlsx',
  downloadName: 'products.xlsx',
  failedRowsName: 'failed_rows.xlsx',
  reasonColumn: 'Reason',
} as const;

/** Why a chosen spreadsheet cannot be sent, or null: one is required and its name must end in .xlsx. */
export function bulkFileProblem(file: { name: string } | null | undefined): string | null {
  if (!file) return BULK_MESSAGES.noFile;
  return /\.xlsx$/i.test(file.name.trim()) ? null : BULK_MESSAGES.notXlsx;
}

/** 'Upload failed. {error}' (spec 02 §8). */
export function bulkUploadFailed(error: string): string {
  return `Upload failed. ${error}`.trim();
}

/** 'Download failed. {message}' (spec 02 §8). */
export function bulkDownloadFailed(message: string): string {
  return `Download failed. ${message}`.trim();
}

/** One refused spreadsheet row with every reason it was refused, in column order. */
export interface FailedRow {
  row: number;
  errors: RowError[];
  /** The reasons on one line: 'cost_price: Cost price is required; name: Name is required'. */
  reason: string;
}

/** The refused rows, one entry per spreadsheet row, in row order; a row's errors keep the order they came in. */
export function groupRowErrors(errors: readonly RowError[]): FailedRow[] {
  const byRow = new Map<number, RowError[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error]);
  return [...byRow.entries()]
    .sort(([a], [b]) => a - b)
    .map(([row, list]) => ({
      row,
      errors: list,
      reason: list.map((error) => (error.column ? `${error.column}: ${error.reason}` : error.reason)).join('; '),
    }));
}

/**
 * The "failed rows" sheet: the product columns plus Reason, one line per refused row. A row's
 * values come from the uploaded sheet when it was read (`original`, by row number and column);
 * otherwise from the values the errors quote, and blank elsewhere.
 */
export function failedRowsSheet(
  errors: readonly RowError[],
  original: ReadonlyMap<number, Readonly<Record<string, unknown>>> = new Map(),
): { header: string[]; rows: (string | number)[][] } {
  const header = [...PRODUCT_COLUMNS, BULK_MESSAGES.reasonColumn];
  const rows = groupRowErrors(errors).map(({ row, errors: list, reason }) => {
    const source = original.get(row);
    const cells = PRODUCT_COLUMNS.map((column) => {
      const value = source ? source[column] : list.find((error) => error.column === column)?.value;
      return typeof value === 'number' || typeof value === 'string' ? value : value == null ? '' : String(value);
    });
    return [...cells, reason];
  });
  return { header, rows };
}

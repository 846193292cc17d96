import { BULK_MESSAGES, failedRowsSheet } from '../bulk-upload';
import { productColumnOf } from '@shared/admin/product-columns';
import type { RowError } from '@shared/routes/admin-product-sheets';
import { plainCellValue } from '../sheet-cell';
import { saveBlob } from '../../shared/download-file';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ExcelModule = typeof import('exceljs');

// The spreadsheet library is large: it is fetched only when an admin asks for the file.
async function loadExcel(): Promise<ExcelModule> {
  const module = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return module.default ?? module;
}

/** The uploaded sheet's rows by row number, each keyed by our column names; empty when it cannot be read. */
async function readRows(excel: ExcelModule, file: Blob, wanted: ReadonlySet<number>): Promise<Map<number, Record<string, unknown>>> {
  const rows = new Map<number, Record<string, unknown>>();
  try {
    const book = new excel.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.worksheets[0];
    if (!sheet) return rows;
    const columns = new Map<number, string>();
    sheet.getRow(1).eachCell((cell, index) => {
      const column = productColumnOf(plainCellValue(cell.value));
      if (column) columns.set(index, column);
    });
    for (const number of wanted) {
      const record: Record<string, unknown> = {};
      sheet.getRow(number).eachCell((cell, index) => {
        const column = columns.get(index);
        if (column) record[column] = plainCellValue(cell.value);
      });
      rows.set(number, record);
    }
  } catch {
    // An unreadable upload still gives a useful file: the values the errors quote.
  }
  return rows;
}

/**
 * Saves failed_rows.xlsx: just the refused rows, with every product column and a Reason column,
 * so the admin can fix them and upload that file again.
 */
export async function saveFailedRows(errors: readonly RowError[], uploaded: Blob | null): Promise<void> {
  const excel = await loadExcel();
  const original = uploaded ? await readRows(excel, uploaded, new Set(errors.map((error) => error.row))) : new Map();
  const { header, rows } = failedRowsSheet(errors, original);
  const book = new excel.Workbook();
  const sheet = book.addWorksheet('Failed rows');
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    column.width = index === header.length - 1 ? 60 : 16;
  });
  const buffer = await book.xlsx.writeBuffer();
  saveBlob(new Blob([buffer], { type: XLSX_TYPE }), BULK_MESSAGES.failedRowsName);
}

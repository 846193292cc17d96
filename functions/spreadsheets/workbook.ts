import ExcelJS from 'exceljs';
import { safeCellText } from '@shared/admin/spreadsheet-text';
import { fileReply } from '../commons/http';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type Cell = string | number | Date | null | undefined;

/** One sheet with a bold header row, frozen, columns sized to their content; text cells escaped. */
async function workbookOf(sheetName: string, headers: readonly string[], rows: readonly Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Maison';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...headers]).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? safeCellText(cell) : (cell ?? ''))));
  sheet.columns.forEach((column, i) => {
    const longest = Math.max(headers[i]?.length ?? 8, ...rows.slice(0, 200).map((row) => String(row[i] ?? '').length));
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A spreadsheet download answer. */
export async function xlsxReply(fileName: string, sheetName: string, headers: readonly string[], rows: readonly Cell[][]) {
  return fileReply(await workbookOf(sheetName, headers, rows), XLSX_TYPE, fileName);
}

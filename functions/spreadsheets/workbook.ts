import ExcelJS from 'exceljs';
import { safeCellText } from '../../shared/admin/spreadsheet-text';
import { fileReply } from '../commons/http';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type Cell = string | number | Date | null | undefined;

/** One sheet with a bold header row, frozen, columns sized to their content; text cells escaped. */
export async function workbookOf(sheetName: string, headers: readonly string[], rows: readonly Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Maison';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...headers]).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? safeCellText(cell) : cell ?? '')));
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

/** An .xlsx file starts as a zip archive: `PK\x03\x04`. */
export function looksLikeXlsx(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Reads the first sheet's rows as text cells (row numbers as the spreadsheet shows them); throws on a broken file. */
export async function readFirstSheet(content: Buffer, maxRows: number): Promise<{ header: string[]; rows: { row: number; cells: string[] }[]; tooMany: boolean }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [], tooMany: false };
  const text = (value: ExcelJS.CellValue): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'object') {
      if ('text' in value && typeof value.text === 'string') return value.text;
      if ('richText' in value) return value.richText.map((part) => part.text).join('');
      if ('result' in value) return text(value.result as ExcelJS.CellValue);
      if (value instanceof Date) return value.toISOString();
      return '';
    }
    return String(value);
  };
  const header = ((sheet.getRow(1).values as ExcelJS.CellValue[]) ?? []).slice(1).map(text);
  const rows: { row: number; cells: string[] }[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = ((row.values as ExcelJS.CellValue[]) ?? []).slice(1).map(text);
    if (cells.every((cell) => cell.trim() === '')) return;
    if (rows.length >= maxRows) tooMany = true;
    else rows.push({ row: number, cells });
  });
  return { header, rows, tooMany };
}

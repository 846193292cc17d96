// Reading uploaded workbooks, apart from writing them (workbook.ts), so the export functions
// carry no zip reader.
import ExcelJS from 'exceljs';
import { checkWorkbookArchive } from './workbook-archive';

/** An .xlsx file starts as a zip archive: `PK\x03\x04`. */
export function looksLikeXlsx(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * The parts of a worksheet exceljs would build besides its cells. Reading values needs none of
 * them, and some cost far more than their bytes: a merge of `A1:Z200000` is 40 characters and
 * creates five million cells.
 */
const NOT_CELLS = [
  'sheetPr',
  'dimension',
  'sheetViews',
  'sheetFormatPr',
  'cols',
  'autoFilter',
  'mergeCells',
  'rowBreaks',
  'hyperlinks',
  'pageMargins',
  'dataValidations',
  'pageSetup',
  'headerFooter',
  'printOptions',
  'picture',
  'drawing',
  'sheetProtection',
  'tableParts',
  'conditionalFormatting',
  'extLst',
];

/**
 * Reads the first sheet's rows as text cells (row numbers as the spreadsheet shows them); throws
 * on a broken file, and on one whose archive is refused (workbook-archive.ts) before exceljs opens it.
 */
export async function readFirstSheet(
  content: Buffer,
  maxRows: number,
): Promise<{ header: string[]; rows: { row: number; cells: string[] }[]; tooMany: boolean }> {
  checkWorkbookArchive(content);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer, { ignoreNodes: NOT_CELLS });
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

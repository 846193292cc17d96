/**
 * A spreadsheet cell's value as plain data: text, a number, or '' when empty. Reads the shapes a
 * workbook library gives for rich text, hyperlinks, formulas and dates (`{ richText }`,
 * `{ text }`, `{ result }`, `Date`), so an import sees what the admin typed.
 */
export function plainCellValue(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') {
    const cell = value as { richText?: { text?: unknown }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => String(part?.text ?? '')).join('');
    if ('result' in cell) return plainCellValue(cell.result);
    if ('text' in cell) return plainCellValue(cell.text);
    if ('error' in cell) return '';
  }
  return '';
}

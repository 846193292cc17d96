/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text for an exported cell, written so no spreadsheet evaluates it: a value starting with
 * `=`, `+`, `-`, `@` (or a tab or carriage return) gets a leading apostrophe, as OWASP advises.
 */
export function safeCellText(value: string | null | undefined): string {
  const text = value ?? '';
  return FORMULA_START.test(text) ? `'${text}` : text;
}

import { type ZipPart, zipOf } from './zip-archive';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOCUMENT_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`);

/**
 * The six parts exceljs reads of a one-sheet workbook, written by hand around the sheet's rows
 * (`<row>` elements), with any other worksheet elements after them (merges, say).
 */
export function workbookParts(rows: string, afterRows = ''): ZipPart[] {
  const type = (part: string, kind: string) =>
    `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.${kind}+xml"/>`;
  const rel = (id: number, kind: string, target: string) =>
    `<Relationship Id="rId${id}" Type="${DOCUMENT_RELS}/${kind}" Target="${target}"/>`;
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${type('/xl/workbook.xml', 'sheet.main')}${type('/xl/worksheets/sheet1.xml', 'worksheet')}${type('/xl/styles.xml', 'styles')}</Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(`<Relationships xmlns="${PACKAGE_RELS}">${rel(1, 'officeDocument', 'xl/workbook.xml')}</Relationships>`),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${MAIN}" xmlns:r="${DOCUMENT_RELS}"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="${PACKAGE_RELS}">${rel(1, 'worksheet', 'worksheets/sheet1.xml')}${rel(2, 'styles', 'styles.xml')}</Relationships>`,
      ),
    },
    {
      name: 'xl/styles.xml',
      data: xml(
        `<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" applyFont="1"/></cellXfs></styleSheet>`,
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: xml(`<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData>${afterRows}</worksheet>`) },
  ];
}

/** A one-sheet workbook as a zip, its rows written by hand (see workbookParts). */
export function handWrittenWorkbook(rows: string, afterRows = ''): Buffer {
  return zipOf(workbookParts(rows, afterRows));
}

/** A row of text cells, as inline strings. */
export function textRow(row: number, cells: readonly string[]): string {
  return `<row r="${row}">${cells.map((text, i) => `<c r="${columnName(i)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;
}

/** A column's letters: A, B, … Z, AA, AB, … */
export function columnName(i: number): string {
  return (i < 26 ? '' : columnName(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));
}

import { describe, expect, it } from 'vitest';
import { handWrittenWorkbook, textRow, workbookParts } from '../test-support/hand-written-workbook';
import { zipOf } from '../test-support/zip-archive';
import { readFirstSheet } from './read-workbook';

const header = textRow(1, ['product_id', 'name']);

describe('readFirstSheet', () => {
  it('reads the first sheet of a workbook as text rows', async () => {
    const sheet = await readFirstSheet(handWrittenWorkbook(header + textRow(2, ['p-1', 'Ambre']) + textRow(4, ['p-2', 'Iris'])), 5000);
    expect(sheet).toEqual({
      header: ['product_id', 'name'],
      rows: [
        { row: 2, cells: ['p-1', 'Ambre'] },
        { row: 4, cells: ['p-2', 'Iris'] },
      ],
      tooMany: false,
    });
  });

  it('refuses a workbook carrying a picture before exceljs opens it', async () => {
    const parts = [
      ...workbookParts(header + textRow(2, ['p-1', 'Ambre'])),
      { name: 'xl/media/image1.png', data: Buffer.alloc(300_000, 7) },
    ];
    await expect(readFirstSheet(zipOf(parts), 5000)).rejects.toThrow(/pictures/);
  });

  it('builds no cells for a merge: 40 characters over 20,000 rows read as the two rows written', async () => {
    // Merged, the rows under A3 would each repeat its value; exceljs would build all 520,000 cells.
    const merge = '<mergeCells count="1"><mergeCell ref="A3:Z20000"/></mergeCells>';
    const sheet = await readFirstSheet(
      handWrittenWorkbook(header + textRow(2, ['p-1', 'Ambre']) + textRow(3, ['p-2', 'Iris']), merge),
      5000,
    );
    expect(sheet.tooMany).toBe(false);
    expect(sheet.rows).toEqual([
      { row: 2, cells: ['p-1', 'Ambre'] },
      { row: 3, cells: ['p-2', 'Iris'] },
    ]);
  });
});

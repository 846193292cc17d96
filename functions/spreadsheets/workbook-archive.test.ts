import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../test-support/zip-archive';
import { checkWorkbookArchive, WORKBOOK_ARCHIVE_LIMITS } from './workbook-archive';

const MB = 1024 * 1024;

async function productWorkbook(rows: number, picture = false): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(['product_id', 'name', 'brand', 'category', 'cost_price', 'retail_price', 'description']);
  for (let i = 0; i < rows; i += 1)
    sheet.addRow([`p-${i}`, `Eau ${i}`, 'House', 'Unisex', 20, 55, 'A warm amber with a long, slow drydown. '.repeat(3)]);
  if (picture) sheet.addImage(workbook.addImage({ buffer: Buffer.alloc(2000, 1) as never, extension: 'png' }), 'H1:I4');
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** What the check answered: nothing when it accepts, else the refusal's status and message. */
function refusal(content: Buffer): { status?: number; message: string } | undefined {
  try {
    checkWorkbookArchive(content);
    return undefined;
  } catch (error) {
    return { status: (error as { status?: number }).status, message: (error as Error).message };
  }
}

const unreadable = { status: 400, message: 'The file could not be read as an .xlsx spreadsheet.' };

describe('checkWorkbookArchive', () => {
  it('accepts a full product sheet of 5,000 rows, and a workbook written by hand', async () => {
    expect(refusal(await productWorkbook(5000))).toBeUndefined();
    expect(refusal(zipOf([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]))).toBeUndefined();
  });

  it('refuses a workbook that carries pictures', async () => {
    expect(refusal(await productWorkbook(3, true))).toEqual({ status: 400, message: expect.stringMatching(/pictures/) });
  });

  it('refuses a workbook whose parts unpack past the limit, as its directory says', () => {
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(WORKBOOK_ARCHIVE_LIMITS.maxUnpackedBytes + 1, 0x20) }]);
    expect(bomb.length).toBeLessThan(20_000);
    expect(refusal(bomb)).toEqual({ status: 400, message: expect.stringMatching(/unpacks to more than 5 MB/) });
  });

  it('refuses a tiny archive whose directory understates a part that inflates to 64 MB', () => {
    const liar = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/sharedStrings.xml', data: Buffer.alloc(64 * MB, 0x20), declaredSize: 1000 },
    ]);
    expect(liar.length).toBeLessThan(100_000);
    expect(refusal(liar)).toEqual({ status: 400, message: expect.stringMatching(/unpacks to more than it declares/) });
  });

  it('refuses a part that unpacks to less than its directory says', () => {
    expect(refusal(zipOf([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>'), declaredSize: 5000 }]))).toEqual({
      status: 400,
      message: expect.stringMatching(/damaged/),
    });
  });

  it('refuses a workbook of too many parts', () => {
    const parts = Array.from({ length: WORKBOOK_ARCHIVE_LIMITS.maxEntries + 1 }, (_, i) => ({
      name: `xl/part${i}.xml`,
      data: Buffer.from('<x/>'),
    }));
    expect(refusal(zipOf(parts))).toEqual({ status: 400, message: expect.stringMatching(/more than 100 parts/) });
  });

  it('refuses a part whose local header names another file than the directory does', () => {
    // A reader that trusts the local headers would see a picture the directory hides.
    expect(refusal(zipOf([{ name: 'xl/styles.xml', localName: 'xl/media/image1.png', data: Buffer.from('<styleSheet/>') }]))).toEqual(
      unreadable,
    );
  });

  it('refuses an archive whose end record marks another disk, where JSZip would look for a directory of its own', () => {
    const zip = zipOf([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]);
    zip.writeUInt16LE(0xffff, zip.length - 22 + 4);
    expect(refusal(zip)).toEqual(unreadable);
  });

  it('refuses bytes that are no zip archive, one cut short, or one with bytes before or after it', async () => {
    const whole = await productWorkbook(3);
    expect(refusal(Buffer.from('PK\u0003\u0004 not really a zip'))).toEqual(unreadable);
    expect(refusal(whole.subarray(0, whole.length - 100))).toEqual(unreadable);
    expect(refusal(whole.subarray(0, whole.length - 1))).toEqual(unreadable);
    expect(refusal(Buffer.concat([Buffer.from('junk'), whole]))).toEqual(unreadable);
    expect(refusal(Buffer.concat([whole, Buffer.from('junk')]))).toEqual(unreadable);
  });
});

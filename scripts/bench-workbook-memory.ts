// The memory of reading an uploaded workbook (functions/spreadsheets/read-workbook.ts), each in a
// fresh Node process as a Lambda instance would read it: a full 5,000-product sheet, and the
// costliest workbook the archive check accepts (empty styled cells up to the unpacked limit).
// Reports the process's peak resident set (the kernel's figure, so no peak is missed between
// samples; tsx and exceljs loaded, as the figure before reading shows) and the peak V8 heap.
// Usage: tsx scripts/bench-workbook-memory.ts <file.xlsx> reads one file and prints its figures as JSON.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { PRODUCT_COLUMNS } from '@shared/admin/product-columns';
import { readFirstSheet } from '../functions/spreadsheets/read-workbook';
import { WORKBOOK_ARCHIVE_LIMITS } from '../functions/spreadsheets/workbook-archive';
import { columnName, handWrittenWorkbook, textRow, workbookParts } from '../functions/test-support/hand-written-workbook';

type Line = (label: string, value: string, ok?: boolean) => void;

/** What the bench holds reading the worst accepted workbook to: well under the function's 1024 MB. */
const BUDGET_MB = 300;
const MB = 1024 * 1024;

interface Reading {
  accepted: boolean;
  message?: string;
  rows: number;
  ms: number;
  baseRssMb: number;
  peakRssMb: number;
  peakHeapMb: number;
}

/** In the child: reads one file as the import does, sampling the heap every 2 ms. */
async function readOne(file: string): Promise<Reading> {
  const content = readFileSync(file);
  const baseRssMb = process.memoryUsage().rss / MB;
  let peakHeap = 0;
  const timer = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 2);
  const started = performance.now();
  let reading: Pick<Reading, 'accepted' | 'message' | 'rows'>;
  try {
    const sheet = await readFirstSheet(content, 5000);
    reading = { accepted: true, rows: sheet.rows.length };
  } catch (error) {
    reading = { accepted: false, message: (error as Error).message, rows: 0 };
  }
  clearInterval(timer);
  const ms = performance.now() - started;
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  // maxRSS is in kilobytes.
  return { ...reading, ms, baseRssMb, peakRssMb: process.resourceUsage().maxRSS / 1024, peakHeapMb: peakHeap / MB };
}

async function productWorkbook(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow([...PRODUCT_COLUMNS]);
  for (let i = 0; i < rows; i += 1) {
    const row: Record<string, string | number> = {
      product_id: `bench-${i}`,
      name: `Bench Eau ${i}`,
      brand: 'Bench House',
      category: 'Unisex',
      tags: 'bench, test',
      rating: 4,
      cost_price: 20,
      retail_price: 55,
      stock_quantity: 10,
      description: 'A warm amber with a long, slow drydown. '.repeat(4),
      image_url: '',
    };
    sheet.addRow(PRODUCT_COLUMNS.map((name) => row[name] ?? ''));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The product header, then rows of 30 empty cells up to the archive limit, each naming a style
 * the workbook does not declare: of the cells tried (numbers, text, empty, styled or not), those
 * cost exceljs the most memory per byte unpacked.
 */
function worstAcceptedWorkbook(): Buffer {
  const header = textRow(1, PRODUCT_COLUMNS);
  const room = WORKBOOK_ARCHIVE_LIMITS.maxUnpackedBytes - workbookParts(header).reduce((sum, part) => sum + part.data.length, 0);
  const rows = [header];
  for (let r = 2, size = 0; ; r += 1) {
    const row = `<row r="${r}">${Array.from({ length: 30 }, (_, i) => `<c r="${columnName(i)}${r}" s="2"/>`).join('')}</row>`;
    if (size + row.length > room) break;
    rows.push(row);
    size += row.length;
  }
  return handWrittenWorkbook(rows.join(''));
}

/** What a workbook unpacks to, by its central directory. */
function unpackedBytes(zip: Buffer): number {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let total = 0;
  for (let at = zip.readUInt32LE(end + 16), i = 0; i < zip.readUInt16LE(end + 10); i += 1) {
    total += zip.readUInt32LE(at + 24);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}

/** Reads each workbook in a child process of its own and prints its figures. */
export async function workbookMemoryFigures(line: Line): Promise<void> {
  console.log('\nReading an uploaded workbook (a fresh process per file, as a Lambda instance)');
  const dir = mkdtempSync(join(tmpdir(), 'maison-workbooks-'));
  try {
    const files = [
      { label: 'a 5,000-product sheet', content: await productWorkbook(5000), held: false },
      { label: 'the worst accepted workbook', content: worstAcceptedWorkbook(), held: true },
    ];
    for (const [i, { label, content, held }] of files.entries()) {
      const file = join(dir, `${i}.xlsx`);
      writeFileSync(file, content);
      const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), file], { encoding: 'utf8' });
      const reading = JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as Reading;
      const unpacked = unpackedBytes(content);
      line(
        `  ${label}: file / unpacked`,
        `${(content.length / 1024).toFixed(0)} KB / ${(unpacked / MB).toFixed(2)} MB (limit ${WORKBOOK_ARCHIVE_LIMITS.maxUnpackedBytes / MB} MB)`,
      );
      line(
        `  ${label}: read`,
        reading.accepted ? `accepted, ${reading.rows} rows in ${(reading.ms / 1000).toFixed(2)} s` : `refused: ${reading.message}`,
        reading.accepted,
      );
      line(
        `  ${label}: peak RSS (before reading)`,
        `${reading.peakRssMb.toFixed(0)} MB (${reading.baseRssMb.toFixed(0)} MB)${held ? `; budget ${BUDGET_MB} MB` : ''}`,
        !held || reading.peakRssMb < BUDGET_MB,
      );
      line(`  ${label}: peak heap`, `${reading.peakHeapMb.toFixed(0)} MB`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.argv[2]) {
  console.log(JSON.stringify(await readOne(process.argv[2])));
}

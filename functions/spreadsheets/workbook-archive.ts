import { inflateRawSync } from 'node:zlib';
import { AppError } from '@shared/errors';

/**
 * What an uploaded .xlsx (a zip archive) may unpack to. exceljs inflates every entry and parses
 * every sheet before any row cap applies, so these bound its memory: the costliest workbook
 * that fits (empty styled cells and nothing else) peaks near 240 MB when read (`npm run bench`
 * measures it); a full 5,000-product sheet unpacks to about 2.3 MB. Pictures (`xl/media/`) are
 * never imported, and exceljs would hold each one whole.
 */
export const WORKBOOK_ARCHIVE_LIMITS = { maxEntries: 100, maxUnpackedBytes: 5 * 1024 * 1024 } as const;

const refused = (message: string) => new AppError('VALIDATION', message);
const unreadable = () => refused('The file could not be read as an .xlsx spreadsheet.');

/** One file as the zip's central directory lists it, with where its data starts (after its local header). */
interface ArchiveEntry {
  name: string;
  method: number;
  packedSize: number;
  size: number;
  dataStart: number;
}

/**
 * Refuses a workbook before exceljs opens it. From the central directory: too many entries,
 * pictures, or entries that declare more than the limit unpacked. Then each entry is inflated
 * with the size it declared as a hard cap and must come to exactly that size, so a directory
 * that understates a bomb is refused after inflating at most what it declared.
 */
export function checkWorkbookArchive(content: Buffer): void {
  const entries = directoryOf(content);
  // exceljs treats any name holding `xl/media/` as a picture and buffers it.
  if (entries.some((entry) => /xl\/media\//i.test(entry.name))) {
    throw refused('The workbook carries pictures or other media: remove them and upload it again.');
  }
  if (entries.reduce((sum, entry) => sum + entry.size, 0) > WORKBOOK_ARCHIVE_LIMITS.maxUnpackedBytes) {
    throw refused(
      `The workbook unpacks to more than ${WORKBOOK_ARCHIVE_LIMITS.maxUnpackedBytes / 1024 / 1024} MB. Split it into smaller files.`,
    );
  }
  for (const entry of entries) {
    if (unpackedSize(content, entry) !== entry.size) {
      throw refused('The workbook is damaged: a part unpacks to more than it declares.');
    }
  }
}

/**
 * The entries of a zip whose End Of Central Directory closes the file and whose directory ends
 * where that record starts, at the offsets it names (JSZip, under exceljs, would read around
 * bytes put before the archive; here they are refused). Each entry's local header must carry
 * its name and method, since its data is found through it, as JSZip finds it. Zip64 is not
 * read: its marks (0xffff counts, 0xffffffff sizes and offsets) fail the checks and limits.
 */
function directoryOf(zip: Buffer): ArchiveEntry[] {
  const end = zip.lastIndexOf(END_SIGNATURE, Math.max(0, zip.length - 22));
  if (end < 0 || zip.length - end < 22) throw unreadable();
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryStart = zip.readUInt32LE(end + 16);
  if (end + 22 + zip.readUInt16LE(end + 20) !== zip.length) throw unreadable(); // the comment runs to the end
  // One disk, every entry on it: a 0xffff here would send JSZip to a Zip64 directory of its own.
  if (zip.readUInt32LE(end + 4) !== 0 || zip.readUInt16LE(end + 8) !== count) throw unreadable();
  if (count > WORKBOOK_ARCHIVE_LIMITS.maxEntries) {
    throw refused(`The workbook holds more than ${WORKBOOK_ARCHIVE_LIMITS.maxEntries} parts: save the product sheet alone.`);
  }
  if (directoryStart + directorySize !== end) throw unreadable();
  const entries: ArchiveEntry[] = [];
  let at = directoryStart;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (next > end) throw unreadable();
    const name = zip.subarray(at + 46, at + 46 + nameLength);
    if (local + 30 > directoryStart || zip.readUInt32LE(local) !== 0x04034b50 || zip.readUInt16LE(local + 8) !== method) throw unreadable();
    const localNameLength = zip.readUInt16LE(local + 26);
    const dataStart = local + 30 + localNameLength + zip.readUInt16LE(local + 28);
    if (!zip.subarray(local + 30, local + 30 + localNameLength).equals(name) || dataStart + packedSize > directoryStart) throw unreadable();
    entries.push({ name: name.toString('utf8'), method, packedSize, size, dataStart });
    at = next;
  }
  if (at !== end) throw unreadable();
  return entries;
}

const END_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** The size an entry unpacks to, inflating no more than one byte past what it declared (the output is dropped). */
function unpackedSize(zip: Buffer, entry: ArchiveEntry): number {
  const data = zip.subarray(entry.dataStart, entry.dataStart + entry.packedSize);
  if (entry.method === 0) return data.length; // stored
  if (entry.method !== 8) throw unreadable(); // neither exceljs nor Excel use other methods
  try {
    return inflateRawSync(data, { maxOutputLength: entry.size + 1 }).length;
  } catch {
    return -1; // past the cap, or not a whole deflate stream
  }
}

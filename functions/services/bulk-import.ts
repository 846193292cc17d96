import { productColumnOf, type ProductColumn } from '@shared/admin/product-columns';
import { productFormSchema, withProfile } from '@shared/admin/product-form';
import { sheetStockChangedReason, sheetStockUnknownReason } from '@shared/admin/stock-edit';
import { AppError } from '@shared/errors';
import { BULK_LIMITS, type BulkUploadResult, type RowError } from '@shared/routes/admin-product-sheets';
import type { Brand, Product } from '@shared/types';
import { mapLimit } from '../commons/map-limit';
import type { AdminSaveOutcome, StockMove } from '../repositories/products';

/** The columns a product sheet must have; the others may be left out. */
const REQUIRED_COLUMNS: readonly ProductColumn[] = ['product_id', 'name', 'brand', 'category', 'cost_price', 'retail_price'];

export interface BulkImportDeps {
  /** Reads the first sheet; throws when the file is no readable workbook. */
  readSheet(content: Buffer, maxRows: number): Promise<{ header: string[]; rows: { row: number; cells: string[] }[]; tooMany: boolean }>;
  looksLikeXlsx(bytes: Uint8Array): boolean;
  listBrands(): Promise<Brand[]>;
  listProducts(): Promise<Product[]>;
  /** Creates a product unless its id is taken; false when it is. */
  createProductIfAbsent(product: Product): Promise<boolean>;
  /** Saves an existing product's details, and its stock only when `stock` moves it from the figure the sheet was downloaded with. */
  updateProductDetails(product: Product, stock?: StockMove): Promise<AdminSaveOutcome>;
  now?: () => Date;
}

const bad = (message: string) => new AppError('VALIDATION', message);

/** Writes in flight at once: enough to import 5,000 rows well inside API Gateway's 30 s. */
const WRITES_IN_FLIGHT = 16;

/** A valid row waiting to be written: the product, its row, and the stock move it asks for. */
interface RowWrite {
  row: number;
  product: Product;
  exists: boolean;
  stock?: StockMove;
}

/**
 * Imports a product spreadsheet: `.xlsx` only (checked by its bytes and by opening it), size- and
 * row-capped, every row checked with the product form's rules; valid rows are upserted by
 * product_id and refused rows are listed with their row number, column, value and reason.
 * An existing product's stock changes only when its row changes it, and only while the product
 * still holds the stock the sheet was downloaded with (`expected_stock_quantity`): a re-uploaded
 * sheet never puts back units sold since it was downloaded.
 */
export function createBulkImport(deps: BulkImportDeps) {
  const now = deps.now ?? (() => new Date());

  /** Writes one valid row: a new product only if its id is still free, an existing one conditionally on its stock. */
  async function writeRow({ row, product, exists, stock }: RowWrite): Promise<'inserted' | 'updated' | RowError> {
    const refuse = (column: string, value: string | number, reason: string): RowError => ({ row, column, value: String(value), reason });
    if (!exists) {
      return (await deps.createProductIfAbsent(product))
        ? 'inserted'
        : refuse('product_id', product.product_id, 'This product was added by someone else during the import: download the products again');
    }
    const outcome = await deps.updateProductDetails(product, stock);
    if ('stockNow' in outcome) return refuse('stock_quantity', product.stock_quantity, sheetStockChangedReason(outcome.stockNow));
    if ('missing' in outcome) return refuse('product_id', product.product_id, 'This product was deleted during the import');
    return 'updated';
  }

  return async function importProducts(file: { filename?: string; content?: Buffer } | undefined): Promise<BulkUploadResult> {
    if (!file?.content || file.content.length === 0) throw bad('Please select a file first.');
    if (file.content.length > BULK_LIMITS.maxBytes)
      throw bad(`The file is larger than ${BULK_LIMITS.maxBytes / 1024 / 1024} MB. Split it into smaller files.`);
    if (!/\.xlsx$/i.test(file.filename ?? '') || !deps.looksLikeXlsx(file.content)) throw bad('Only .xlsx files are accepted.');
    let sheet: Awaited<ReturnType<BulkImportDeps['readSheet']>>;
    try {
      sheet = await deps.readSheet(file.content, BULK_LIMITS.maxRows);
    } catch {
      throw bad('The file could not be read as an .xlsx spreadsheet.');
    }
    if (sheet.tooMany) throw bad(`The sheet has more than ${BULK_LIMITS.maxRows} product rows. Split it into smaller files.`);
    const columns = sheet.header.map(productColumnOf);
    const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
    if (missing.length)
      throw bad(`The sheet lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. Start from the template.`);
    if (!sheet.rows.length) throw bad('The sheet has no product rows.');

    const [brands, existing] = await Promise.all([deps.listBrands(), deps.listProducts()]);
    const brandByKey = new Map(brands.map((b) => [b.brandName.trim().toLowerCase(), b.brandName]));
    const current = new Map(existing.map((p) => [p.product_id, p]));
    const errors: RowError[] = [];
    const done = new Set<string>();
    const writes: RowWrite[] = [];
    const at = now().toISOString();

    for (const { row, cells } of sheet.rows) {
      const raw: Partial<Record<ProductColumn, string>> = {};
      columns.forEach((column, i) => {
        if (column) raw[column] = cells[i] ?? '';
      });
      const parsed = productFormSchema.safeParse(raw);
      if (!parsed.success) {
        const byColumn = new Map<string, string>();
        for (const issue of parsed.error.issues)
          byColumn.set(String(issue.path[0] ?? 'row'), byColumn.get(String(issue.path[0] ?? 'row')) ?? issue.message);
        for (const [column, reason] of byColumn) errors.push({ row, column, value: raw[column as ProductColumn] ?? '', reason });
        continue;
      }
      const { expected_stock_quantity: expected, ...form } = parsed.data;
      const brand = brandByKey.get(form.brand.toLowerCase());
      const image = (raw.image_url ?? '').trim();
      const before = current.get(form.product_id);
      if (done.has(form.product_id)) {
        errors.push({ row, column: 'product_id', value: form.product_id, reason: 'This product_id appears on an earlier row of the file' });
      } else if (!brand) {
        errors.push({ row, column: 'brand', value: form.brand, reason: 'Unknown brand: add it in Brand Management first' });
      } else if (image && !/^(\/images\/|https:\/\/)/.test(image)) {
        errors.push({ row, column: 'image_url', value: image, reason: 'An image URL must start with /images/ or https://' });
      } else if (before && expected === undefined && form.stock_quantity !== before.stock_quantity) {
        errors.push({
          row,
          column: 'stock_quantity',
          value: String(form.stock_quantity),
          reason: sheetStockUnknownReason(before.stock_quantity),
        });
      } else {
        done.add(form.product_id);
        const from = expected ?? before?.stock_quantity;
        writes.push({
          row,
          exists: Boolean(before),
          stock: before && from !== undefined && from !== form.stock_quantity ? { from, to: form.stock_quantity } : undefined,
          product: {
            ...withProfile(form, before),
            brand,
            image_url: image || before?.image_url || '',
            review_count: before?.review_count ?? 0,
            created_at: before?.created_at ?? at,
          },
        });
      }
    }

    const outcomes = await mapLimit(writes, WRITES_IN_FLIGHT, (write) => writeRow(write));
    for (const outcome of outcomes) if (typeof outcome === 'object') errors.push(outcome);
    errors.sort((a, b) => a.row - b.row);
    const inserted = outcomes.filter((outcome) => outcome === 'inserted').length;
    const updated = outcomes.filter((outcome) => outcome === 'updated').length;
    const refusedRows = new Set(errors.map((e) => e.row)).size;
    return {
      success: true,
      message: `${inserted} inserted, ${updated} updated${refusedRows ? `, ${refusedRows} row${refusedRows === 1 ? '' : 's'} refused` : ''}`,
      inserted,
      updated,
      errors,
    };
  };
}

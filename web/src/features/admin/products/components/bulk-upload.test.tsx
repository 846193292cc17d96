import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@/testing/render';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { PRODUCT_COLUMNS } from '@shared/admin/product-columns';
import { currentToasts, dismissToast } from '@/components/toast/toast-store';
import { saveSession, clearSession } from '@/lib/session';
import { fakeAdminApi, fakeXhr } from '@/testing/admin-products';
import { ProductsAdminPage } from './products-admin-page';

const LIST = 'GET /api/admin/products';
const DOWNLOAD = 'GET /api/Bulkproducts/download';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const refused = [
  { row: 3, column: 'retail_price', value: 'abc', reason: 'Enter a price of 0 or more, with at most 2 decimals' },
  { row: 3, column: 'category', value: 'Kids', reason: 'Category must be one of: Women, Men, Unisex, Gifts' },
  { row: 5, column: 'name', value: '', reason: 'Name is required' },
];

let saved: Blob[] = [];

// fetch's own Blob is not the page's Blob under jsdom; a browser gives the page's.
function spreadsheetAnswer(): Response {
  const answer = new Response('xlsx', { headers: { 'Content-Type': XLSX } });
  answer.blob = async () => new Blob(['xlsx'], { type: XLSX });
  return answer;
}

async function sheetFile(): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow([...PRODUCT_COLUMNS]);
  sheet.addRow(['OK-1', 'Fine', 'Dior', 'Men', 'fresh', 4, 10, 20, 3, '', '']);
  sheet.addRow(['BAD-3', 'Broken', 'Dior', 'Kids', '', 4, 10, 'abc', 3, 'x', '']);
  sheet.addRow(['OK-4', 'Fine too', 'Dior', 'Men', '', 4, 10, 20, 3, '', '']);
  sheet.addRow(['BAD-5', '', 'Dior', 'Women', '', 4, 10, 20, 3, '', '']);
  return new File([await book.xlsx.writeBuffer()], 'products.xlsx', { type: XLSX });
}

async function renderPanel() {
  render(<ProductsAdminPage />);
  await screen.findAllByTestId('product-row');
  return screen.getByRole('region', { name: 'Bulk Upload' });
}

const choose = (panel: HTMLElement, file: File) =>
  fireEvent.change(within(panel).getByLabelText('Spreadsheet (.xlsx)'), { target: { files: [file] } });

beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:file';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe('Bulk Upload', () => {
  it('links the template at /assets/products_template.xlsx', async () => {
    fakeAdminApi({ [LIST]: Response.json([aProduct()]) });
    const panel = await renderPanel();
    const link = within(panel).getByRole('link', { name: 'Download template' });
    expect(link.getAttribute('href')).toBe('/assets/products_template.xlsx');
    expect(link.hasAttribute('download')).toBe(true);
    expect(within(panel).getByLabelText('Spreadsheet (.xlsx)').getAttribute('accept')).toContain('.xlsx');
  });

  it('asks for a file first, and refuses a name that is not .xlsx before sending', async () => {
    fakeAdminApi({ [LIST]: Response.json([aProduct()]) });
    const xhr = fakeXhr(() => ({ status: 200, body: {} }));
    const panel = await renderPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Upload' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Please select a file first.');
    choose(panel, new File(['a,b'], 'products.csv', { type: 'text/csv' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Upload' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Only .xlsx files are accepted.');
    expect(xhr.requests).toHaveLength(0);
  });

  it('uploads with progress, then says Processing…, then shows the counts and every refused row', async () => {
    saveSession({ token: 'admin-token', role: 'admin', username: 'root', email: 'root@example.com' }, { remember: false });
    const api = fakeAdminApi({ [LIST]: Response.json([aProduct()]) });
    const xhr = fakeXhr(
      () => ({ status: 200, body: { success: true, message: 'Upload processed', inserted: 2, updated: 1, errors: refused } }),
      { hold: true },
    );
    const panel = await renderPanel();
    const file = await sheetFile();
    choose(panel, file);
    fireEvent.click(within(panel).getByRole('button', { name: 'Upload' }));
    expect(await within(panel).findByText('Processing…')).toBeInTheDocument();
    xhr.release();
    const result = await within(panel).findByTestId('bulk-result');
    expect(within(result).getByRole('status').textContent).toBe('Upload processed');
    expect(result.textContent).toContain('2 inserted');
    expect(result.textContent).toContain('1 updated');
    expect(result.textContent).toContain('2 rows refused');
    const table = within(result).getByRole('table', { name: 'Rows that were not imported' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['3', 'retail_price', 'abc', 'Enter a price of 0 or more, with at most 2 decimals'],
      ['3', 'category', 'Kids', 'Category must be one of: Women, Men, Unisex, Gifts'],
      ['5', 'name', '(empty)', 'Name is required'],
    ]);
    const sent = xhr.requests[0]!;
    expect([sent.method, sent.url, sent.headers.authorization]).toEqual(['POST', '/api/Bulkproducts/upload', 'Bearer admin-token']);
    expect((sent.body.get('file') as File).name).toBe('products.xlsx');
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
    expect(currentToasts().map((t) => t.message)).toContain('Imported: 2 added, 1 updated');
  });

  it('builds failed_rows.xlsx from the refused rows of the uploaded sheet, with a Reason column', async () => {
    fakeAdminApi({ [LIST]: Response.json([aProduct()]) });
    fakeXhr(() => ({ status: 200, body: { success: true, message: 'Done', inserted: 2, updated: 0, errors: refused } }));
    const panel = await renderPanel();
    choose(panel, await sheetFile());
    fireEvent.click(within(panel).getByRole('button', { name: 'Upload' }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Download failed rows' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
    const anchor = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('failed_rows.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await saved[0]!.arrayBuffer());
    const values = book.worksheets[0]!.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values[0]).toEqual([...PRODUCT_COLUMNS, 'Reason']);
    expect(values).toHaveLength(3);
    expect(values[1]!.slice(0, 4)).toEqual(['BAD-3', 'Broken', 'Dior', 'Kids']);
    expect(values[1]![PRODUCT_COLUMNS.length]).toBe(
      'retail_price: Enter a price of 0 or more, with at most 2 decimals; category: Category must be one of: Women, Men, Unisex, Gifts',
    );
    expect(values[2]![0]).toBe('BAD-5');
    expect(values[2]![PRODUCT_COLUMNS.length]).toBe('name: Name is required');
  });

  it("shows 'Upload failed. {error}' when the server refuses the file", async () => {
    fakeAdminApi({ [LIST]: Response.json([aProduct()]) });
    fakeXhr(() => ({ status: 400, body: { code: 'BAD_REQUEST', message: 'Invalid file', error: 'The sheet has more than 5000 rows.' } }));
    const panel = await renderPanel();
    choose(panel, await sheetFile());
    fireEvent.click(within(panel).getByRole('button', { name: 'Upload' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Upload failed. The sheet has more than 5000 rows.');
  });

  it('saves all products as products.xlsx, or says the download failed', async () => {
    let fail = false;
    fakeAdminApi({
      [LIST]: Response.json([aProduct()]),
      [DOWNLOAD]: () => (fail ? Response.json({ message: 'Export is busy' }, { status: 503 }) : spreadsheetAnswer()),
    });
    const panel = await renderPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Download all products' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts[0] as HTMLAnchorElement).download).toBe('products.xlsx');
    fail = true;
    fireEvent.click(within(panel).getByRole('button', { name: 'Download all products' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Download failed. Export is busy');
  });
});

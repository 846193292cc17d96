import { type Locator, expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { PRODUCT_COLUMNS } from '@shared/admin/product-columns';
import type { Brand } from '@shared/types';
import { apiGet, bearer, screenReady, sheetRows, signInAsAdmin, solidPng, tag } from './admin-support';

test('an admin adds a product with a picture, finds it in the list, and the shop shows it with its picture', async ({ page, request }) => {
  test.setTimeout(45_000);
  const token = await signInAsAdmin(page, request);
  const brand = (await apiGet<Brand[]>(request, token, '/api/admin/brands/all'))[0]!.brandName;
  const id = `E2E-${tag()}`.toUpperCase();
  const name = `Amber Test ${id.slice(4)}`;

  await page.goto('/admin/products');
  await screenReady(page, 'Product Management');
  await page.getByRole('button', { name: 'Add Product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Product ID').fill(id);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Brand').selectOption(brand);
  await dialog.getByLabel('Category').selectOption('Unisex');
  await dialog.getByLabel('Cost price ($)').fill('20');
  await dialog.getByLabel('Retail price ($)').fill('48.5');
  await dialog.getByLabel('Rating (0–5)').fill('4.2');
  await dialog.getByLabel('Stock quantity').fill('12');
  await dialog.getByLabel('Tags').fill('amber, test');
  await dialog.getByLabel('Description').fill('A warm amber made by a browser test.');
  await dialog.getByLabel('Product image').setInputFiles({ name: 'amber.png', mimeType: 'image/png', buffer: solidPng(8, [200, 120, 40]) });
  // The preview is a blob: URL, which the page's Content-Security-Policy must let an image load.
  const preview = dialog.getByRole('img', { name: 'Preview of the chosen image' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  await page.getByRole('searchbox', { name: 'Search products' }).fill(id);
  const row = page.getByTestId('product-row').filter({ hasText: id });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('$48.50');
  const thumb = row.locator('img.product-thumb');
  await expect(thumb).toHaveAttribute('src', /\S/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);

  // The shop reads a catalogue its API caches for up to 15 s: the new product shows within that.
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(async () => {
    await page.goto('/shop');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    await expect(card).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 25_000, intervals: [1_000, 2_000] });
  const picture = card.getByRole('img', { name });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);

  const removed = await request.delete(`/api/admin/products/${id}`, { headers: bearer(token) });
  expect(removed.status(), await removed.text()).toBe(200);
});

test('bulk upload of 50 rows: 48 imported, the 2 refused rows listed and downloadable with their reason; the template opens', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await signInAsAdmin(page, request);
  const brand = (await apiGet<Brand[]>(request, token, '/api/admin/brands/all'))[0]!.brandName;
  const prefix = `BULK-${tag()}`.toUpperCase();
  const ids = Array.from({ length: 50 }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}`);
  // Sheet rows are numbered from 2 (row 1 is the header): ids[9] sits on row 11, ids[29] on row 31.
  const negative = ids[9]!;
  const unknownCategory = ids[29]!;

  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow([...PRODUCT_COLUMNS]);
  for (const [index, id] of ids.entries()) {
    const row: Record<(typeof PRODUCT_COLUMNS)[number], string | number> = {
      product_id: id,
      name: `Bulk Scent ${prefix.slice(5)} ${index + 1}`,
      brand,
      category: id === unknownCategory ? 'Pets' : 'Women',
      tags: 'bulk, test',
      rating: 4,
      cost_price: 10,
      retail_price: id === negative ? -5 : 30 + index,
      stock_quantity: 7,
      description: 'Imported by a browser test.',
      image_url: '',
      expected_stock_quantity: '',
      scent_family: 'Floral',
      concentration: 'Eau de Parfum',
      top_notes: 'Bergamot, Pear',
      heart_notes: 'Rose, Peony',
      base_notes: 'Musk, Cedar',
    };
    sheet.addRow(PRODUCT_COLUMNS.map((column) => row[column]));
  }
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await page.goto('/admin/products');
  await screenReady(page, 'Product Management');
  const panel = page.getByRole('region', { name: 'Bulk Upload' });
  await panel.getByLabel('Spreadsheet (.xlsx)').setInputFiles({
    name: 'products.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await panel.getByRole('button', { name: 'Upload' }).click();

  const result = panel.getByTestId('bulk-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  const count = async (what: string) =>
    Number((await result.getByRole('listitem').filter({ hasText: what }).locator('strong').innerText()).trim());
  expect((await count('inserted')) + (await count('updated'))).toBe(48);
  expect(await count('refused')).toBe(2);
  const errors = result.getByRole('table', { name: 'Rows that were not imported' }).locator('tbody tr');
  await expect(errors).toHaveCount(2);
  await expect(errors.nth(0).locator('td').first()).toHaveText('11');
  await expect(errors.nth(0)).toContainText('retail_price');
  await expect(errors.nth(1).locator('td').first()).toHaveText('31');
  await expect(errors.nth(1)).toContainText('Pets');

  const [failed] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: 'Download failed rows' }).click()]);
  expect(failed.suggestedFilename()).toBe('failed_rows.xlsx');
  const failedRows = await sheetRows(failed);
  expect(failedRows[0]).toEqual([...PRODUCT_COLUMNS, 'Reason']);
  expect(failedRows).toHaveLength(3);
  expect(failedRows.slice(1).map((row) => row[0])).toEqual([negative, unknownCategory]);
  expect(failedRows[1]![PRODUCT_COLUMNS.indexOf('retail_price')]).toBe(-5);
  expect(failedRows[2]![PRODUCT_COLUMNS.indexOf('category')]).toBe('Pets');
  for (const row of failedRows.slice(1)) expect(String(row[PRODUCT_COLUMNS.length] ?? '')).not.toBe('');

  // The list now holds the imported rows and not the refused ones.
  await page.getByRole('searchbox', { name: 'Search products' }).fill(prefix);
  await expect(page.getByText(/^48 of \d+ products$/)).toBeVisible();

  const [template] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Download template' }).click()]);
  expect(template.suggestedFilename()).toBe('products_template.xlsx');
  expect((await sheetRows(template))[0]).toEqual([...PRODUCT_COLUMNS]);
  // The template uploads as downloaded: its example row names a brand the shop has.
  const example = String((await sheetRows(template))[1]![0]);
  await panel.getByLabel('Spreadsheet (.xlsx)').setInputFiles({
    name: 'products_template.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await readFile(await template.path()),
  });
  await panel.getByRole('button', { name: 'Upload' }).click();
  await expect(async () => {
    expect((await count('inserted')) + (await count('updated'))).toBe(1);
    expect(await count('refused')).toBe(0);
  }).toPass({ timeout: 30_000 });
  const removedExample = await request.delete(`/api/admin/products/${example}`, { headers: bearer(token) });
  expect(removedExample.status(), await removedExample.text()).toBe(200);

  // Leave the catalogue as it was for the other browser tests.
  for (const id of ids.filter((id) => id !== negative && id !== unknownCategory)) {
    const removed = await request.delete(`/api/admin/products/${id}`, { headers: bearer(token) });
    expect(removed.status(), `${id}: ${await removed.text()}`).toBe(200);
  }
});

/** The add-product form's first grid of fields: each control's name, top, height and left edge. */
async function fieldBoxes(dialog: Locator) {
  const controls = dialog.locator('.product-form__grid').first().locator('input, select');
  await expect(controls).toHaveCount(8);
  return controls.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { name: element.getAttribute('name'), top: Math.round(box.top), height: Math.round(box.height), left: Math.round(box.left) };
    }),
  );
}

/** One height for every field, and fields side by side on one line (a field right of the one before shares its top). */
function expectLevelFields(boxes: Awaited<ReturnType<typeof fieldBoxes>>, where: string) {
  const detail = `${where}: ${JSON.stringify(boxes)}`;
  expect(new Set(boxes.map((box) => box.height)).size, detail).toBe(1);
  for (const [index, box] of boxes.entries()) {
    const before = boxes[index - 1];
    if (before && box.left > before.left) expect(box.top, detail).toBe(before.top);
  }
}

test('the add-product form gives every field one height, keeps each row level, and says when the category is missing', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/products');
    await screenReady(page, 'Product Management');
    await page.getByRole('button', { name: 'Add Product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    expectLevelFields(await fieldBoxes(dialog), `at ${viewport.width} px`);

    // With some fields in error (their message under them) the rows stay level too.
    await dialog.getByLabel('Product ID').fill('LAYOUT-1');
    await dialog.getByLabel('Cost price ($)').fill('12');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(dialog.getByText('Category is required')).toBeVisible();
    expectLevelFields(await fieldBoxes(dialog), `at ${viewport.width} px, with errors`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});

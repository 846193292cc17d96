import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_COLUMNS } from '@shared/admin/product-columns';
import { PRODUCT_FORM_MESSAGES } from '@shared/admin/product-form';
import { familyOptions, noteOptions } from '@shared/catalog/filters';
import type { Product } from '@shared/types';
import { createBrand, deleteBrand } from '../repositories/brands';
import { getProduct } from '../repositories/products';
import { eventually } from '../test-support/checkout';
import { createTestAdmin, type TestAccount } from '../test-support/customers';
import { handWrittenWorkbook, textRow } from '../test-support/hand-written-workbook';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';

// The fragrance profile through the admin's two ways in, the form and the sheet, and out to the
// shop's catalogue: notes spelt as the vocabulary spells them, old sheets still welcome.
const cloud = useLocalCloud();
const products = testProducts();
const brandName = `Profile House ${Date.now()}`;
let admin: TestAccount;
let brandId: string;

beforeAll(async () => {
  admin = await createTestAdmin();
  brandId = (await createBrand(brandName)).id;
});

afterAll(async () => {
  await products.removeAll();
  await deleteBrand(brandId).catch(() => undefined);
});

/** The shop's catalogue as a shopper's browser loads it. */
async function shopCatalogue(): Promise<Product[]> {
  return (await (await fetch(new URL(`/api/customer/products?fresh=${Date.now()}`, cloud.site))).json()) as Product[];
}

const newId = () => `profile-${Math.random().toString(36).slice(2, 10)}`;

/** A sheet of `columns` with one row per product, blank where a row does not say. */
function sheet(columns: readonly string[], rows: Record<string, string>[]): Buffer {
  return handWrittenWorkbook(
    textRow(1, columns) +
      rows
        .map((row, i) =>
          textRow(
            i + 2,
            columns.map((column) => row[column] ?? ''),
          ),
        )
        .join(''),
  );
}

const product = (id: string, fields: Record<string, string> = {}) => ({
  product_id: id,
  name: 'Eau de Profil',
  brand: brandName,
  category: 'Unisex',
  cost_price: '20',
  retail_price: '55',
  stock_quantity: '3',
  ...fields,
});

async function upload(
  workbook: Buffer,
): Promise<{ status: number; body: { inserted?: number; updated?: number; errors?: { row: number; column: string; reason: string }[] } }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(workbook)]), 'products.xlsx');
  const response = await fetch(new URL('/api/Bulkproducts/upload', cloud.api), {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/** The sheet's columns before the profile: an admin's older download. */
const OLD_COLUMNS = PRODUCT_COLUMNS.filter(
  (column) => !['scent_family', 'concentration', 'top_notes', 'heart_notes', 'base_notes'].includes(column),
);

describe('the fragrance profile in the product sheet', () => {
  it('imports the family, the concentration and the notes, spelt as the vocabulary spells them', async () => {
    const id = newId();
    products.track(id);
    const answer = await upload(
      sheet(PRODUCT_COLUMNS, [
        product(id, {
          scent_family: 'amber/oriental',
          concentration: 'Eau de Parfum',
          top_notes: 'bergamot, pink pepper',
          heart_notes: 'orris, Rose',
          base_notes: 'Tonka beans, vanilla',
        }),
      ]),
    );
    expect(answer).toMatchObject({ status: 200, body: { inserted: 1, errors: [] } });
    expect(await getProduct(id)).toMatchObject({
      scent_family: 'Amber/Oriental',
      concentration: 'Eau de Parfum',
      notes: { top: ['Bergamot', 'Pink Pepper'], heart: ['Iris', 'Rose'], base: ['Tonka Bean', 'Vanilla'] },
    });
  });

  it("still imports a sheet without the profile columns, and leaves an existing product's profile as it is", async () => {
    const fresh = newId();
    const kept = newId();
    await products.create({
      product_id: kept,
      name: 'Eau de Profil',
      brand: brandName,
      category: 'Unisex',
      stock_quantity: 3,
      scent_family: 'Chypre',
      notes: { top: ['Lemon'], heart: ['Rose'], base: ['Oakmoss'] },
    });
    products.track(fresh);
    const answer = await upload(
      sheet(OLD_COLUMNS, [product(fresh), product(kept, { name: 'Eau de Profil Renamed', expected_stock_quantity: '3' })]),
    );
    expect(answer).toMatchObject({ status: 200, body: { inserted: 1, updated: 1, errors: [] } });
    const created = await getProduct(fresh);
    expect(created?.scent_family).toBeUndefined();
    expect(created?.notes).toBeUndefined();
    expect(await getProduct(kept)).toMatchObject({
      name: 'Eau de Profil Renamed',
      scent_family: 'Chypre',
      notes: { top: ['Lemon'], heart: ['Rose'], base: ['Oakmoss'] },
    });
  });

  it('refuses a row with a family or a concentration of no list, and writes nothing of it', async () => {
    const id = newId();
    const answer = await upload(sheet(PRODUCT_COLUMNS, [product(id, { scent_family: 'Smoky', concentration: 'Extrait' })]));
    expect(answer.status).toBe(200);
    expect(answer.body.inserted).toBe(0);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 2, column: 'scent_family', reason: PRODUCT_FORM_MESSAGES.familyInvalid }),
        expect.objectContaining({ row: 2, column: 'concentration', reason: PRODUCT_FORM_MESSAGES.concentrationInvalid }),
      ]),
    );
    expect(await getProduct(id)).toBeUndefined();
  });
});

describe('the fragrance profile in the admin form', () => {
  it('saves an edit of the notes: the catalogue shows them, with new similar scents and filter counts, once published again', async () => {
    const id = newId();
    await products.create({
      product_id: id,
      name: 'Eau de Profil',
      brand: brandName,
      category: 'Unisex',
      tags: [],
      retail_price: 55,
      cost_price: 20,
      stock_quantity: 3,
      scent_family: 'Gourmand',
      notes: { top: ['Pear'], heart: ['Praline'], base: ['Vanilla', 'Tonka Bean'] },
    });
    const before = await eventually(
      async () => {
        const catalogue = await shopCatalogue();
        return catalogue.find((p) => p.product_id === id)?.similar_scents ? catalogue : undefined;
      },
      'the new product in the catalogue with its similar scents',
      10_000,
    );
    const similarBefore = before.find((p) => p.product_id === id)!.similar_scents;
    const vetiverBefore = noteOptions(before).find((option) => option.value === 'Vetiver')?.count ?? 0;
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...product(id),
      expected_stock_quantity: '3',
      scent_family: 'Woody',
      concentration: 'eau de toilette',
      top_notes: 'Grapefruit, Bergamot',
      heart_notes: 'iris',
      base_notes: 'Vetiver, cedarwood',
    }))
      form.append(name, value);
    const saved = await fetch(new URL(`/api/admin/products/${id}`, cloud.api), {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(saved.status).toBe(200);
    const expected = {
      scent_family: 'Woody',
      concentration: 'Eau de Toilette',
      notes: { top: ['Grapefruit', 'Bergamot'], heart: ['Iris'], base: ['Vetiver', 'Cedar'] },
    };
    expect(await saved.json()).toMatchObject(expected);
    const after = await eventually(
      async () => {
        const catalogue = await shopCatalogue();
        return catalogue.find((p) => p.product_id === id)?.notes?.base.includes('Vetiver') ? catalogue : undefined;
      },
      'the catalogue to show the new notes',
      10_000,
    );
    const shown = after.find((p) => p.product_id === id)!;
    expect(shown).toMatchObject(expected);
    // A gourmand turned woody: other scents smell like it now, and the Vetiver and Woody filters count it.
    expect(shown.similar_scents?.length).toBeGreaterThan(0);
    expect(shown.similar_scents).not.toEqual(similarBefore);
    expect(noteOptions(after).find((option) => option.value === 'Vetiver')?.count).toBe(vetiverBefore + 1);
    const woody = (catalogue: Product[]) => familyOptions(catalogue).find((option) => option.value === 'Woody')?.count ?? 0;
    expect(woody(after)).toBe(woody(before) + 1);
  });

  it('refuses a tier of more than 12 notes with its message, and keeps the product as it was', async () => {
    const id = newId();
    await products.create({
      product_id: id,
      name: 'Eau de Profil',
      brand: brandName,
      category: 'Unisex',
      tags: [],
      retail_price: 55,
      cost_price: 20,
      stock_quantity: 3,
      notes: { top: ['Bergamot'], heart: [], base: [] },
    });
    const form = new FormData();
    const many = Array.from({ length: 13 }, (_, i) => `Note ${String.fromCharCode(65 + i)}`).join(', ');
    for (const [name, value] of Object.entries({ ...product(id), expected_stock_quantity: '3', top_notes: many })) form.append(name, value);
    const refused = await fetch(new URL(`/api/admin/products/${id}`, cloud.api), {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fieldErrors: { top_notes: PRODUCT_FORM_MESSAGES.tooManyNotes } });
    expect((await getProduct(id))?.notes?.top).toEqual(['Bergamot']);
  });
});

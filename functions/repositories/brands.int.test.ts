import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useLocalCloud } from '../test-support/local-cloud';
import {
  createBrand,
  createBrandIfAbsent,
  createBrandsIfAbsent,
  deleteBrand,
  findBrandByName,
  getBrand,
  listBrands,
  updateBrand,
} from './brands';

useLocalCloud();
// Names unique to this run: the table is shared with the seed and the other suites.
const tag = randomUUID().slice(0, 8);
const name = (base: string) => `${base} ${tag}`;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { code?: string }) => error.code,
  );

describe('the brands repository', () => {
  it('creates a brand with an id from its name, and refuses the same name in another case', async () => {
    const brand = await createBrand(name('Maison Été'));
    expect(brand).toEqual({ id: `maison-ete-${tag}`, brandName: name('Maison Été') });
    expect(await getBrand(brand.id)).toEqual(brand);
    expect(await failure(createBrand(name('MAISON ÉTÉ')))).toBe('CONFLICT');
    expect(await findBrandByName(`  maison été   ${tag}`)).toEqual(brand);
  });

  it('gives a second brand whose name has the same slug another id', async () => {
    const accented = await createBrand(name('Atelier Noël'));
    const plain = await createBrand(name('Atelier Noel'));
    expect(plain.id).not.toBe(accented.id);
    expect(plain.id).toMatch(new RegExp(`^atelier-noel-${tag}-[0-9a-f]{8}$`));
  });

  it('creates a brand only once, even when many starts race for it', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => createBrandIfAbsent(name('Racing House'))));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.brand.id)).size).toBe(1);
  });

  it('creates many brands at once, leaving those that exist and telling apart names with one slug', async () => {
    const existing = await createBrand(name('Batch One'));
    const names = [name('batch one'), name('Batch Two'), name('Batch Twö'), name('Batch Three'), name('Batch Three')];
    expect(await createBrandsIfAbsent(names)).toBe(3);
    expect(await findBrandByName(name('Batch One'))).toEqual(existing);
    const two = await findBrandByName(name('Batch Two'));
    const twoAccented = await findBrandByName(name('Batch Twö'));
    expect(two && twoAccented && two.id !== twoAccented.id).toBe(true);
    expect(await createBrandsIfAbsent(names)).toBe(0);
    // On a fresh set of names, the one-transaction path.
    expect(await createBrandsIfAbsent([name('Fresh A'), name('Fresh B')])).toBe(2);
    expect((await findBrandByName(name('Fresh A')))?.id).toBe(`fresh-a-${tag}`);
  });

  it('renames a brand, freeing the old name and guarding the new one', async () => {
    const brand = await createBrand(name('Old Name'));
    const other = await createBrand(name('Taken Name'));
    expect(await failure(updateBrand(brand.id, other.brandName.toUpperCase()))).toBe('CONFLICT');
    expect(await updateBrand(brand.id, name('New Name'))).toEqual({ id: brand.id, brandName: name('New Name') });
    expect(await updateBrand(brand.id, name('NEW NAME'))).toEqual({ id: brand.id, brandName: name('NEW NAME') });
    expect(await findBrandByName(name('Old Name'))).toBeUndefined();
    expect((await createBrand(name('Old Name'))).brandName).toBe(name('Old Name'));
    expect(await failure(updateBrand(`missing-${tag}`, 'Anything'))).toBe('NOT_FOUND');
  });

  it('deletes a brand and its name guard', async () => {
    const brand = await createBrand(name('Short Lived'));
    expect(await deleteBrand(brand.id)).toBe(true);
    expect(await deleteBrand(brand.id)).toBe(false);
    expect(await getBrand(brand.id)).toBeUndefined();
    expect((await createBrandIfAbsent(name('Short Lived'))).created).toBe(true);
  });

  it('lists every brand sorted by name as a reader expects', async () => {
    await createBrand(name('Zeta'));
    await createBrand(name('Éclat'));
    const names = (await listBrands()).map((brand) => brand.brandName);
    expect(names).toContain(name('Zeta'));
    expect(names.indexOf(name('Éclat'))).toBeLessThan(names.indexOf(name('Zeta')));
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
  });
});

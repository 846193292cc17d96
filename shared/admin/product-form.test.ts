import { describe, expect, it } from 'vitest';
import { aProduct } from '../test-support/product-fixture';
import { PRODUCT_FORM_MESSAGES, productFormSchema, withProfile } from './product-form';

const row = { product_id: 'P-1', name: 'Vetiver Sec', brand: 'Atelier', category: 'Men', cost_price: '40', retail_price: '89' };

const parse = (fields: Record<string, unknown>) => productFormSchema.safeParse({ ...row, ...fields });

const messagesOf = (fields: Record<string, unknown>) => {
  const parsed = parse(fields);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('the fragrance profile of the product form', () => {
  it('reads a family and a concentration in any case', () => {
    const parsed = parse({ scent_family: ' woody ', concentration: 'eau de toilette' });
    expect(parsed.success && [parsed.data.scent_family, parsed.data.concentration]).toEqual(['Woody', 'Eau de Toilette']);
  });

  it('refuses a family or a concentration of no list, naming the list', () => {
    expect(messagesOf({ scent_family: 'Smoky', concentration: 'Extrait' })).toEqual({
      scent_family: PRODUCT_FORM_MESSAGES.familyInvalid,
      concentration: PRODUCT_FORM_MESSAGES.concentrationInvalid,
    });
    expect(PRODUCT_FORM_MESSAGES.familyInvalid).toContain('Amber/Oriental');
  });

  it('tells a field left out (undefined) from one left blank (null, or no notes)', () => {
    const left = parse({});
    expect(left.success && [left.data.scent_family, left.data.concentration, left.data.top_notes]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    const blank = parse({ scent_family: '', concentration: ' ', top_notes: '' });
    expect(blank.success && [blank.data.scent_family, blank.data.concentration, blank.data.top_notes]).toEqual([null, null, []]);
  });

  it('writes notes as the vocabulary spells them, and limits a tier', () => {
    const parsed = parse({ top_notes: 'bergamot, ORRIS, bergamot', base_notes: ['tonka beans'] });
    expect(parsed.success && [parsed.data.top_notes, parsed.data.base_notes]).toEqual([['Bergamot', 'Iris'], ['Tonka Bean']]);
    const many = Array.from({ length: 13 }, (_, i) => `Note ${String.fromCharCode(65 + i)}`).join(', ');
    expect(messagesOf({ heart_notes: many })).toEqual({ heart_notes: PRODUCT_FORM_MESSAGES.tooManyNotes });
    expect(messagesOf({ base_notes: 'x'.repeat(41) })).toEqual({ base_notes: PRODUCT_FORM_MESSAGES.noteTooLong });
  });
});

describe("a checked form as the product's fields", () => {
  const before = aProduct({
    scent_family: 'Woody',
    concentration: 'Parfum',
    notes: { top: ['Bergamot'], heart: ['Iris'], base: ['Vetiver'] },
  });

  it('makes the profile of a new product, and none of blank fields', () => {
    expect(
      withProfile({
        name: 'A',
        scent_family: 'Chypre',
        concentration: null,
        top_notes: ['Lemon'],
        heart_notes: [],
        base_notes: ['Oakmoss'],
      }),
    ).toEqual({
      name: 'A',
      scent_family: 'Chypre',
      notes: { top: ['Lemon'], heart: [], base: ['Oakmoss'] },
    });
    expect(withProfile({ name: 'A', scent_family: null, concentration: null, top_notes: [], heart_notes: [], base_notes: [] })).toEqual({
      name: 'A',
    });
  });

  it('keeps what the product has for the fields a sheet does not carry', () => {
    expect(withProfile({ name: 'A', scent_family: undefined }, before)).toEqual({
      name: 'A',
      scent_family: 'Woody',
      concentration: 'Parfum',
      notes: before.notes,
    });
    expect(withProfile({ name: 'A', heart_notes: ['Rose'] }, before).notes).toEqual({
      top: ['Bergamot'],
      heart: ['Rose'],
      base: ['Vetiver'],
    });
  });

  it('clears what a form leaves blank', () => {
    expect(
      withProfile({ name: 'A', scent_family: null, concentration: null, top_notes: [], heart_notes: [], base_notes: [] }, before),
    ).toEqual({ name: 'A' });
  });
});

describe('the category of the product form', () => {
  const categoryError = (category: unknown) =>
    productFormSchema.safeParse({ ...row, category }).error?.issues.find((issue) => issue.path[0] === 'category')?.message;

  it('asks for one when it is blank, and lists the choices for one it does not know', () => {
    expect(categoryError('')).toBe('Category is required');
    expect(categoryError('  ')).toBe('Category is required');
    expect(categoryError(undefined)).toBe('Category is required');
    expect(categoryError('Kids')).toBe('Category must be one of: Women, Men, Unisex, Gifts');
    expect(categoryError('Men')).toBeUndefined();
  });
});

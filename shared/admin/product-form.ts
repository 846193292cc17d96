import * as z from 'zod/mini';
import { MAX_NOTE_LENGTH, MAX_NOTES_PER_TIER, parseNotes } from '../catalog/scent-notes';
import { CONCENTRATIONS, type Concentration, NOTE_TIERS, SCENT_FAMILIES, type ScentFamily } from '../catalog/scent-profile';
import { CATEGORIES, type Product } from '../types';

/** The largest product image (spec 02 §5, §9): 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The product form's and the image check's texts (spec 02 §5, §8), word for word where the spec gives them. */
export const PRODUCT_FORM_MESSAGES = {
  imageTooLarge: 'File size exceeds 5MB limit',
  notAnImage: 'Please select an image file',
  productIdRequired: 'Product ID is required',
  productIdShape: 'Product ID may use letters, digits, dots, dashes and underscores only',
  nameRequired: 'Name is required',
  brandRequired: 'Brand is required',
  categoryRequired: 'Category is required',
  categoryInvalid: `Category must be one of: ${CATEGORIES.join(', ')}`,
  costRequired: 'Cost price is required',
  retailRequired: 'Retail price is required',
  priceInvalid: 'Enter a price of 0 or more, with at most 2 decimals',
  ratingInvalid: 'Rating must be between 0 and 5, in steps of 0.1',
  stockInvalid: 'Stock quantity must be a whole number of 0 or more',
  addFailed: 'Failed to add product. Please try again.',
  updateFailed: 'Failed to update product. Please try again.',
  deleteFailed: 'Failed to delete product. Please try again.',
  brandsFailed: 'Failed to fetch brands. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this product?',
  familyInvalid: `Scent family must be one of: ${SCENT_FAMILIES.join(', ')}`,
  concentrationInvalid: `Concentration must be one of: ${CONCENTRATIONS.join(', ')}`,
  tooManyNotes: `At most ${MAX_NOTES_PER_TIER} notes`,
  noteTooLong: `A note has at most ${MAX_NOTE_LENGTH} characters`,
} as const;

const m = PRODUCT_FORM_MESSAGES;

/** Tags as the form edits them: comma-separated, each trimmed, empties dropped ('a, ,b' → ['a', 'b']). */
function parseTags(input: string | readonly string[] | null | undefined): string[] {
  const parts = Array.isArray(input) ? input : String(input ?? '').split(',');
  return parts
    .map((tag) => String(tag).trim())
    .filter(Boolean)
    .slice(0, 30);
}

/**
 * A profile field as given: undefined when the form or sheet does not carry it at all (an old
 * sheet: the product keeps what it has), null when left blank (the product has none), else the
 * choice as a list writes it, matched without regard to case ('woody' is 'Woody').
 */
function choiceField<T extends string>(choices: readonly T[], message: string) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (value === undefined) return undefined;
      const text = String(value ?? '').trim();
      if (!text) return null;
      return choices.find((choice) => choice.toLowerCase() === text.toLowerCase()) ?? text;
    }),
    z.optional(z.nullable(z.enum(choices as readonly [T, ...T[]], { error: message }))),
  );
}

/** One tier of notes as comma-separated text (or a list): normalised to the vocabulary's spelling; undefined when not given. */
const noteTier = z.pipe(
  z.transform((value: unknown) =>
    value === undefined ? undefined : parseNotes(Array.isArray(value) ? value.map(String) : String(value ?? '')),
  ),
  z.optional(z.array(z.string().check(z.maxLength(MAX_NOTE_LENGTH, m.noteTooLong))).check(z.maxLength(MAX_NOTES_PER_TIER, m.tooManyNotes))),
);

/** A number field of the form: empty is `fallback` (spec 02 §5: parsed with a default of 0). */
function numberField(message: string, fallback: number | undefined) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return fallback;
      return typeof value === 'number' ? value : Number(String(value).trim());
    }),
    z.number({ error: message }),
  );
}

const price = (required: string) =>
  numberField(required, undefined).check(
    z.refine((n) => Number.isFinite(n) && n >= 0 && n <= 100_000 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, m.priceInvalid),
  );

const text = (required: string, max: number) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    // Only invisible characters (zero-width spaces, direction marks) is as good as nothing.
    z.regex(/[\p{L}\p{N}]/u, required),
    z.maxLength(max, `At most ${max} characters`),
  );

/**
 * A product as the admin form, the multipart routes and each bulk-upload row give it: strings or
 * numbers in, a clean product out. One schema for the screen, the server and the spreadsheet.
 */
export const productFormSchema = z.object({
  product_id: z
    .string({ error: m.productIdRequired })
    .check(
      z.trim(),
      z.minLength(1, m.productIdRequired),
      z.maxLength(100, 'At most 100 characters'),
      z.regex(/^[A-Za-z0-9._-]+$/, m.productIdShape),
    ),
  name: text(m.nameRequired, 200),
  brand: text(m.brandRequired, 100),
  // A blank category is one not chosen yet; anything else unknown (a sheet's 'Kids') lists the choices.
  category: z.enum(CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || String(issue.input).trim() === '' ? m.categoryRequired : m.categoryInvalid,
  }),
  tags: z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())])),
    z.transform((value) => parseTags(value)),
  ),
  rating: numberField(m.ratingInvalid, 0).check(
    z.refine((n) => Number.isFinite(n) && n >= 0 && n <= 5 && Math.abs(Math.round(n * 10) - n * 10) < 1e-6, m.ratingInvalid),
  ),
  cost_price: price(m.costRequired),
  retail_price: price(m.retailRequired),
  stock_quantity: numberField(m.stockInvalid, 0).check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= 1_000_000, m.stockInvalid)),
  description: z.pipe(
    z.optional(z.string().check(z.maxLength(5000, 'At most 5000 characters'))),
    z.transform((value) => value?.trim() ?? ''),
  ),
  /**
   * The stock the admin saw when the form or sheet was loaded. A changed stock is written only
   * while the product still holds it, so an edit never puts back units sold since; blank on a new product.
   */
  expected_stock_quantity: z.pipe(
    z.transform((value: unknown) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : Number(value),
    ),
    z.optional(z.number({ error: m.stockInvalid }).check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= 1_000_000, m.stockInvalid))),
  ),
  scent_family: choiceField<ScentFamily>(SCENT_FAMILIES, m.familyInvalid),
  concentration: choiceField<Concentration>(CONCENTRATIONS, m.concentrationInvalid),
  top_notes: noteTier,
  heart_notes: noteTier,
  base_notes: noteTier,
});

export type ProductForm = z.output<typeof productFormSchema>;

/** The form's fields that make a product's fragrance profile. */
type ProfileInput = Pick<ProductForm, 'scent_family' | 'concentration' | 'top_notes' | 'heart_notes' | 'base_notes'>;

/**
 * A checked form as the product's own fields: the profile's inputs made its `scent_family`,
 * `concentration` and `notes`. A profile field the form or sheet did not carry keeps what
 * `before` (the product as stored) has; a blank one is none. No tier with a note is no notes.
 */
export function withProfile<F extends ProfileInput>(
  form: F,
  before?: Product,
): Omit<F, keyof ProfileInput> & Pick<Product, 'scent_family' | 'concentration' | 'notes'> {
  const { scent_family: family, concentration, top_notes: top, heart_notes: heart, base_notes: base, ...fields } = form;
  const scentFamily = family === undefined ? before?.scent_family : (family ?? undefined);
  const strength = concentration === undefined ? before?.concentration : (concentration ?? undefined);
  const given = { top, heart, base };
  const notes = Object.fromEntries(NOTE_TIERS.map((tier) => [tier, given[tier] ?? before?.notes?.[tier] ?? []])) as Record<
    (typeof NOTE_TIERS)[number],
    string[]
  >;
  const anyNote = NOTE_TIERS.some((tier) => notes[tier].length > 0);
  return {
    ...fields,
    ...(scentFamily ? { scent_family: scentFamily } : {}),
    ...(strength ? { concentration: strength } : {}),
    ...(anyNote ? { notes } : {}),
  };
}

/** The image types a product picture may have, by their first bytes (the file name proves nothing). */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/** Reads an image's type from its magic bytes; null when it is none of PNG, JPEG, WebP or GIF. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** The browser's first check of a chosen file: its declared type and size (the server checks the bytes). */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return m.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return m.imageTooLarge;
  return null;
}

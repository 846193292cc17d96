import { notesToInput } from '@shared/catalog/scent-notes';
import type { Product } from '@shared/types';
import { type ProductForm, productFormSchema } from '@shared/admin/product-form';

/** The product form as typed: every field a string, as the inputs hold it. */
export interface ProductFormValues {
  product_id: string;
  name: string;
  brand: string;
  category: string;
  tags: string;
  rating: string;
  cost_price: string;
  retail_price: string;
  stock_quantity: string;
  description: string;
  scent_family: string;
  concentration: string;
  top_notes: string;
  heart_notes: string;
  base_notes: string;
}

export type ProductFormField = keyof ProductFormValues;

/** A new product's empty form. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  product_id: '',
  name: '',
  brand: '',
  category: '',
  tags: '',
  rating: '',
  cost_price: '',
  retail_price: '',
  stock_quantity: '',
  description: '',
  scent_family: '',
  concentration: '',
  top_notes: '',
  heart_notes: '',
  base_notes: '',
};

const numberText = (value: number | undefined | null) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** A stored product as the edit form shows it: numbers as text, tags as 'a, b'. */
export function productToFormValues(product: Product): ProductFormValues {
  return {
    product_id: product.product_id,
    name: product.name ?? '',
    brand: product.brand ?? '',
    category: product.category ?? '',
    tags: (product.tags ?? []).join(', '),
    rating: numberText(product.rating),
    cost_price: numberText(product.cost_price),
    retail_price: numberText(product.retail_price),
    stock_quantity: numberText(product.stock_quantity),
    description: product.description ?? '',
    scent_family: product.scent_family ?? '',
    concentration: product.concentration ?? '',
    top_notes: notesToInput(product.notes?.top),
    heart_notes: notesToInput(product.notes?.heart),
    base_notes: notesToInput(product.notes?.base),
  };
}

/**
 * Checks the typed form with the one product schema: the clean product, or the first message per
 * field (the same texts the server answers with in `fieldErrors`).
 */
export function checkProductForm(
  values: ProductFormValues,
): { ok: true; product: ProductForm } | { ok: false; errors: Partial<Record<ProductFormField, string>> } {
  const parsed = productFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, product: parsed.data };
  const errors: Partial<Record<ProductFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as ProductFormField;
    if (field in EMPTY_PRODUCT_FORM) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The server's `fieldErrors` narrowed to the form's fields; anything else is left to the form's message. */
export function productFieldErrorsOf(body: unknown): Partial<Record<ProductFormField, string>> {
  const raw = typeof body === 'object' && body !== null ? (body as { fieldErrors?: unknown }).fieldErrors : undefined;
  if (typeof raw !== 'object' || raw === null) return {};
  const errors: Partial<Record<ProductFormField, string>> = {};
  for (const [field, message] of Object.entries(raw)) {
    if (field in EMPTY_PRODUCT_FORM && typeof message === 'string' && message.trim()) errors[field as ProductFormField] = message;
  }
  return errors;
}

import { createHash } from 'node:crypto';
import { MAX_IMAGE_BYTES, PRODUCT_FORM_MESSAGES, type ProductForm, sniffImageType, withProfile } from '@shared/admin/product-form';
import { stockChangedMessage } from '@shared/admin/stock-edit';
import { AppError } from '@shared/errors';
import type { Brand, Product } from '@shared/types';
import type { AdminSaveOutcome, StockMove } from '../repositories/products';

/** Where uploads wait, straight from the browser, until a product route adopts them. */
export const UPLOAD_PREFIX = 'uploads/';

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' } as const;

/** An image in the bucket: its size and first bytes. */
interface StoredUpload {
  size: number;
  head: Uint8Array;
}

/** What both product forms read and write: the product, the brands list and the pictures. */
interface ProductFormDeps {
  getProduct(productId: string): Promise<Product | undefined>;
  findBrandByName(name: string): Promise<Brand | undefined>;
  putImage(key: string, content: Buffer, contentType: string): Promise<void>;
  /** Size and first bytes of an uploaded object, or undefined when there is none. */
  inspectUpload(key: string): Promise<StoredUpload | undefined>;
  adoptUpload(from: string, to: string, contentType: string): Promise<void>;
  now?: () => Date;
}

/** A small image sent inside the multipart form. */
export interface ImageFile {
  content: Buffer;
}

/** The refusal of a file that is not a PNG, JPEG, WebP or GIF, or that is over 5 MB. */
function checkImage(size: number, head: Uint8Array) {
  if (size > MAX_IMAGE_BYTES)
    throw new AppError('VALIDATION', PRODUCT_FORM_MESSAGES.imageTooLarge, { fieldErrors: { image: PRODUCT_FORM_MESSAGES.imageTooLarge } });
  const type = sniffImageType(head);
  if (!type)
    throw new AppError('VALIDATION', PRODUCT_FORM_MESSAGES.notAnImage, { fieldErrors: { image: PRODUCT_FORM_MESSAGES.notAnImage } });
  return type;
}

/** The brand as the brands list spells it; an unknown brand is refused on its field. */
async function canonicalBrand(deps: ProductFormDeps, name: string): Promise<string> {
  const brand = await deps.findBrandByName(name);
  if (!brand) {
    const message = `Unknown brand "${name}". Choose one from the brands list, or add it in Brand Management first.`;
    throw new AppError('VALIDATION', message, { fieldErrors: { brand: message } });
  }
  return brand.brandName;
}

/** Stores the picture (sent inline, or uploaded to the bucket first) and answers its URL. */
async function pictureUrl(
  deps: ProductFormDeps,
  productId: string,
  image: ImageFile | undefined,
  imageKey: string | undefined,
): Promise<string | undefined> {
  if (image) {
    const type = checkImage(image.content.length, image.content.subarray(0, 16));
    const key = `products/${productId}-${createHash('sha256').update(image.content).digest('hex').slice(0, 12)}.${EXTENSIONS[type]}`;
    await deps.putImage(key, image.content, type);
    return `/images/${key}`;
  }
  if (imageKey) {
    if (!imageKey.startsWith(UPLOAD_PREFIX) || imageKey.includes('..'))
      throw new AppError('VALIDATION', 'The uploaded image could not be found. Please upload it again.');
    const stored = await deps.inspectUpload(imageKey);
    if (!stored) throw new AppError('VALIDATION', 'The uploaded image could not be found. Please upload it again.');
    const type = checkImage(stored.size, stored.head);
    const key = `products/${productId}-${imageKey
      .slice(UPLOAD_PREFIX.length)
      .replace(/[^\w-]/g, '')
      .slice(0, 24)}.${EXTENSIONS[type]}`;
    await deps.adoptUpload(imageKey, key, type);
    return `/images/${key}`;
  }
  return undefined;
}

/** A new product from the admin's form: the brand from the brands list, the picture checked by its bytes, the id never taken twice. */
export function createProductCreation(
  deps: ProductFormDeps & {
    /** Creates a product unless its id is taken; false when it is. */
    createProductIfAbsent(product: Product): Promise<boolean>;
  },
) {
  const now = deps.now ?? (() => new Date());

  return async function createProduct(form: ProductForm, image?: ImageFile, imageKey?: string): Promise<Product> {
    const taken = () =>
      new AppError('CONFLICT', `A product with ID ${form.product_id} exists already.`, {
        fieldErrors: { product_id: 'This product ID is taken' },
      });
    if (await deps.getProduct(form.product_id)) throw taken();
    const brand = await canonicalBrand(deps, form.brand);
    const url = await pictureUrl(deps, form.product_id, image, imageKey);
    const { expected_stock_quantity: _seen, ...fields } = form;
    const product: Product = { ...withProfile(fields), brand, image_url: url ?? '', review_count: 0, created_at: now().toISOString() };
    if (!(await deps.createProductIfAbsent(product))) throw taken();
    return product;
  };
}

/**
 * Edits a product from the admin's form, under the same brand and picture checks as a new one; its
 * id never changes (spec 02 §5), its reviews and creation date stay. Its stock is written only when
 * the form changes it, and only while the product still holds the stock the form was loaded with
 * (`expected_stock_quantity`, or the stock read now when the form does not say): units sold
 * meanwhile are never put back.
 */
export function createProductUpdate(
  deps: ProductFormDeps & {
    /** Saves an existing product's details, and its stock only when `stock` moves it from the figure the admin saw. */
    updateProductDetails(product: Product, stock?: StockMove): Promise<AdminSaveOutcome>;
  },
) {
  return async function updateProduct(productId: string, form: ProductForm, image?: ImageFile, imageKey?: string): Promise<Product> {
    const current = await deps.getProduct(productId);
    if (!current) throw new AppError('NOT_FOUND', 'Product not found.');
    const brand = await canonicalBrand(deps, form.brand);
    const url = await pictureUrl(deps, productId, image, imageKey);
    const { expected_stock_quantity: seen, ...fields } = form;
    const product: Product = {
      ...withProfile(fields, current),
      product_id: productId,
      brand,
      image_url: url ?? current.image_url,
      review_count: current.review_count,
      created_at: current.created_at,
    };
    const from = seen ?? current.stock_quantity;
    const outcome = await deps.updateProductDetails(product, form.stock_quantity === from ? undefined : { from, to: form.stock_quantity });
    if ('missing' in outcome) throw new AppError('NOT_FOUND', 'Product not found.');
    if ('stockNow' in outcome) throw stockChanged(outcome.stockNow);
    return outcome.saved;
  };
}

/** The 409 of a stock write whose base no longer holds, naming the stock now (on the stock field, and as a figure for the screen). */
export function stockChanged(stockNow: number): AppError {
  const message = stockChangedMessage(stockNow);
  return new AppError('STOCK_CHANGED', message, { currentStock: stockNow, fieldErrors: { stock_quantity: message } });
}

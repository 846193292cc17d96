/**
 * The admin's product routes: the list, the form, the picture upload and the inventory's stock
 * (the spreadsheet's are in admin-product-sheets.ts). A file of their own, so a product function's
 * bundle carries these routes' schemas and not the whole admin area's (shared/routes/admin.ts
 * lists them all).
 */
import * as z from 'zod/mini';
import { productFormSchema } from '../admin/product-form';
import { type ImageNeeds, returns, route, type TableNeeds } from '../route-kit';
import type { Product } from '../types';
import { productSheetRoutes } from './admin-product-sheets';
import * as endpoints from './admin-endpoints';

/** A required id in a path or a body. */
export const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .check(z.trim(), z.minLength(1, `${name} is required`), z.maxLength(200, `${name} is too long`));

const stockFigure = z
  .int({ error: 'Please enter a valid stock quantity' })
  .check(z.gte(0, 'Please enter a valid stock quantity'), z.lte(1_000_000, 'Please enter a valid stock quantity'));

/**
 * A product form sent as multipart (spec 02 §7): the fields, plus either a small `image` file
 * or the `imageKey` of a picture uploaded straight to the bucket with `createProductImageUpload`.
 */
const productMultipart = z.extend(productFormSchema, {
  imageKey: z.optional(z.string().check(z.maxLength(300))),
  image: z.optional(z.unknown()),
});

/** The admin form's product and its brand, found through the name guard. */
const productFormKeys = ['PRODUCT#*', 'BRANDNAME#*', 'BRAND#*'];
/** A new product is put only while its id is free; an edit updates the product in place. */
const productCreateTable: TableNeeds = { actions: ['GetItem', 'PutItem'], keys: productFormKeys };
const productUpdateTable: TableNeeds = { actions: ['GetItem', 'UpdateItem'], keys: productFormKeys };
/**
 * A product form's picture: checked and copied from the upload the browser sent straight to the
 * bucket (`uploads/`), or sent with the form, to the product's key (`products/`); the upload is
 * then deleted. Never the published snapshots beside them.
 */
const productFormImages: ImageNeeds = { read: ['uploads/'], write: ['products/'], delete: ['uploads/'] };
const productListTable: TableNeeds = { actions: ['Query'], keys: ['PRODUCTS'] };

/** Admin only, on the server too; part of `adminRoutes`, with the product sheet's routes. */
export const adminProductRoutes = {
  listAdminProducts: route({
    ...endpoints.listAdminProducts,
    access: 'admin',
    needs: { table: productListTable },
    response: returns<Product[]>(),
  }),
  createProduct: route({
    ...endpoints.createProduct,
    access: 'admin',
    input: productMultipart,
    needs: { table: productCreateTable, images: productFormImages },
    response: returns<Product>(),
  }),
  updateProduct: route({
    ...endpoints.updateProduct,
    access: 'admin',
    params: z.object({ product_id: id('Product id') }),
    input: productMultipart,
    needs: { table: productUpdateTable, images: productFormImages },
    response: returns<Product>(),
  }),
  deleteProduct: route({
    ...endpoints.deleteProduct,
    access: 'admin',
    params: z.object({ product_id: id('Product id') }),
    needs: { table: { actions: ['DeleteItem'], keys: ['PRODUCT#*'] } },
    response: returns<{ success: true; message: string }>(),
  }),
  /** A short-lived presigned POST straight to the images bucket: at most 5 MB, an image type. */
  createProductImageUpload: route({
    ...endpoints.createProductImageUpload,
    access: 'admin',
    input: z.object({
      contentType: z.enum(['image/png', 'image/jpeg', 'image/webp', 'image/gif'], { error: 'Please select an image file' }),
    }),
    needs: { images: { write: ['uploads/'] } },
    response: returns<{ url: string; fields: Record<string, string>; key: string; maxBytes: number; expiresInSeconds: number }>(),
  }),
  updateProductQty: route({
    ...endpoints.updateProductQty,
    access: 'admin',
    input: z.looseObject({
      product_id: id('Product id'),
      stock_quantity: stockFigure,
      /** The stock the admin saw: the write is refused (409, STOCK_CHANGED) when the product no longer holds it. */
      expected_stock_quantity: z
        .int({ error: 'The stock you saw is required: reload the inventory and try again' })
        .check(z.gte(0, 'Please enter a valid stock quantity'), z.lte(1_000_000, 'Please enter a valid stock quantity')),
    }),
    needs: { table: { actions: ['UpdateItem', 'GetItem'], keys: ['PRODUCT#*'] } },
    response: returns<Product>(),
  }),
  ...productSheetRoutes,
};

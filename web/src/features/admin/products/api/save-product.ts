import type { ProductForm } from '@shared/admin/product-form';
import * as routes from '@shared/routes/admin-endpoints';
import type { Product } from '@shared/types';
import { api } from '@/lib/api-client';

/** The product form as multipart: every field, and the key of a picture already in the bucket (never the file itself). */
function productFormData(product: ProductForm, imageKey?: string): FormData {
  const form = new FormData();
  form.set('product_id', product.product_id);
  form.set('name', product.name);
  form.set('brand', product.brand);
  form.set('category', product.category);
  form.set('tags', product.tags.join(', '));
  form.set('rating', String(product.rating));
  form.set('cost_price', String(product.cost_price));
  form.set('retail_price', String(product.retail_price));
  form.set('stock_quantity', String(product.stock_quantity));
  form.set('description', product.description);
  if (product.expected_stock_quantity !== undefined) form.set('expected_stock_quantity', String(product.expected_stock_quantity));
  // The profile is always sent, blank fields as '': the form shows all of it, so a blank is "none".
  form.set('scent_family', product.scent_family ?? '');
  form.set('concentration', product.concentration ?? '');
  form.set('top_notes', (product.top_notes ?? []).join(', '));
  form.set('heart_notes', (product.heart_notes ?? []).join(', '));
  form.set('base_notes', (product.base_notes ?? []).join(', '));
  if (imageKey) form.set('imageKey', imageKey);
  return form;
}

/** POST /api/admin/products: adds a product. */
export function createProduct(product: ProductForm, imageKey?: string): Promise<Product> {
  return api(routes.createProduct, { body: productFormData(product, imageKey) });
}

/**
 * PUT /api/admin/products/{product_id}: saves an edited product; its id never changes. `stockSeen`
 * is the stock the form was loaded with: the server changes stock only while the product still holds it.
 */
export function updateProduct(productId: string, product: ProductForm, stockSeen: number, imageKey?: string): Promise<Product> {
  const body = productFormData({ ...product, product_id: productId, expected_stock_quantity: stockSeen }, imageKey);
  return api(routes.updateProduct, { params: { product_id: productId }, body });
}

import { findBrandByName } from '../repositories/brands';
import { adoptUpload, inspectUpload, putImage } from '../repositories/images';
import { createProductIfAbsent, getProduct, updateProductDetails } from '../repositories/products';
import { createAdminProducts } from './admin-products';

/** Product management as deployed: the table and the images bucket. */
export const adminProducts = createAdminProducts({
  getProduct,
  findBrandByName,
  putImage,
  inspectUpload,
  adoptUpload,
  createProductIfAbsent,
  updateProductDetails: (product, stock) => updateProductDetails(product, stock),
});

import { adminProductRoutes } from '@shared/routes/admin-products';
import { defineUploadHandler, type UploadedFile } from '../commons/upload-handler';
import { findBrandByName } from '../repositories/brands';
import { adoptUpload, inspectUpload, putImage } from '../repositories/images';
import { getProduct, updateProductDetails } from '../repositories/products';
import { createProductUpdate } from '../services/admin-products';

const updateProduct = createProductUpdate({
  getProduct,
  findBrandByName,
  putImage,
  inspectUpload,
  adoptUpload,
  updateProductDetails: (product, stock) => updateProductDetails(product, stock),
});

export const handler = defineUploadHandler(adminProductRoutes.updateProduct, async ({ params, input }) => {
  const { image, imageKey, ...form } = input;
  const file = image as UploadedFile | undefined;
  return updateProduct(params.product_id, form, file?.content ? { content: file.content } : undefined, imageKey);
});

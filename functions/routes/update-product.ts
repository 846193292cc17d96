import { adminProductRoutes } from '@shared/routes/admin-products';
import { defineUploadHandler, type UploadedFile } from '../commons/upload-handler';
import { adminProducts } from '../services/live-admin-products';

export const handler = defineUploadHandler(adminProductRoutes.updateProduct, async ({ params, input }) => {
  const { image, imageKey, ...form } = input;
  const file = image as UploadedFile | undefined;
  return adminProducts.update(params.product_id, form, file?.content ? { content: file.content } : undefined, imageKey);
});

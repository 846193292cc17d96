import { routes } from '../../shared/routes';
import { defineHandler, type UploadedFile } from '../commons/define-handler';
import { adminProducts } from '../services/live-admin-products';

export const handler = defineHandler(routes.updateProduct, async ({ params, input }) => {
  const { image, imageKey, ...form } = input;
  const file = image as UploadedFile | undefined;
  return adminProducts.update(params.product_id, form, file?.content ? { content: file.content } : undefined, imageKey);
});

import { adminRoutes } from '../../shared/routes/admin';
import { reply } from '../commons/http';
import { defineUploadHandler, type UploadedFile } from '../commons/upload-handler';
import { adminProducts } from '../services/live-admin-products';

export const handler = defineUploadHandler(adminRoutes.createProduct, async ({ input }) => {
  const { image, imageKey, ...form } = input;
  const file = image as UploadedFile | undefined;
  return reply(await adminProducts.create(form, file?.content ? { content: file.content } : undefined, imageKey), { status: 201 });
});

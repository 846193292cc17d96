import { adminProductRoutes } from '@shared/routes/admin-products';
import { reply } from '../commons/http';
import { defineUploadHandler, type UploadedFile } from '../commons/upload-handler';
import { adminProducts } from '../services/live-admin-products';

export const handler = defineUploadHandler(adminProductRoutes.createProduct, async ({ input }) => {
  const { image, imageKey, ...form } = input;
  const file = image as UploadedFile | undefined;
  return reply(await adminProducts.create(form, file?.content ? { content: file.content } : undefined, imageKey), { status: 201 });
});

import { routes } from '../../shared/routes';
import { defineHandler, type UploadedFile } from '../commons/define-handler';
import { reply } from '../commons/http';
import { adminProducts } from '../services/live-admin-products';

export const handler = defineHandler(routes.createProduct, async ({ input }) => {
  const { image, imageKey, ...form } = input;
  const file = image as UploadedFile | undefined;
  return reply(await adminProducts.create(form, file?.content ? { content: file.content } : undefined, imageKey), { status: 201 });
});

import { adminProductRoutes } from '@shared/routes/admin-products';
import { reply } from '../commons/http';
import { defineUploadHandler, type UploadedFile } from '../commons/upload-handler';
import { findBrandByName } from '../repositories/brands';
import { adoptUpload, inspectUpload, putImage } from '../repositories/images';
import { createProductIfAbsent, getProduct } from '../repositories/products';
import { createProductCreation } from '../services/admin-products';

const createProduct = createProductCreation({ getProduct, findBrandByName, putImage, inspectUpload, adoptUpload, createProductIfAbsent });

export const handler = defineUploadHandler(adminProductRoutes.createProduct, async ({ input }) => {
  const { image, imageKey, ...form } = input;
  const file = image as UploadedFile | undefined;
  return reply(await createProduct(form, file?.content ? { content: file.content } : undefined, imageKey), { status: 201 });
});

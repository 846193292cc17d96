import { randomUUID } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '@shared/admin/product-form';
import { adminProductRoutes } from '@shared/routes/admin-products';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { presignUpload } from '../repositories/images';
import { UPLOAD_PREFIX } from '../services/admin-products';

/** How long the browser has to start the upload. */
const EXPIRES_SECONDS = 300;

/**
 * A picture goes straight to the bucket: a Lambda request is at most 6 MB and API Gateway
 * base64-encodes binary bodies, so a 5 MB image cannot pass through a function.
 */
export const handler = defineSignedInHandler(adminProductRoutes.createProductImageUpload, async ({ input }) => {
  const key = `${UPLOAD_PREFIX}${randomUUID()}`;
  const { url, fields } = await presignUpload(key, input.contentType, MAX_IMAGE_BYTES, EXPIRES_SECONDS);
  return { url: localUploadUrl(url), fields, key, maxBytes: MAX_IMAGE_BYTES, expiresInSeconds: EXPIRES_SECONDS };
});

/**
 * On the laptop the local S3 listens on a loopback port the browser may not reach from the
 * site; the gateway forwards `/local-s3/...` to it, as CloudFront would not need to.
 */
function localUploadUrl(url: string): string {
  const local = process.env.S3_ENDPOINT;
  if (!local || !url.startsWith(local)) return url;
  return `/local-s3${url.slice(local.length)}`;
}

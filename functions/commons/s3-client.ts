import { S3Client } from '@aws-sdk/client-s3';
import { env } from './env';

let s3: S3Client | undefined;

/**
 * The images bucket's client. Checksums only when required: the local S3 stand-in otherwise
 * stores streamed uploads with their chunk signatures inside.
 */
export function s3Client(): S3Client {
  s3 ??= new S3Client({
    region: env.region,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(env.s3Endpoint
      ? { endpoint: env.s3Endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }
      : {}),
  });
  return s3;
}

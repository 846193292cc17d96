import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { env } from './env';

/** Static keys for the local stand-ins, which accept any. */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

let dynamo: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let ses: SESv2Client | undefined;

/** The document client, shared by every repository of a warm function. */
export function documentClient(): DynamoDBDocumentClient {
  dynamo ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.region,
      ...(env.dynamoEndpoint ? { endpoint: env.dynamoEndpoint, credentials: localCredentials } : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return dynamo;
}

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

/** The mail client (SES v2); locally it talks to the SES stand-in. */
export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({
    region: env.region,
    ...(env.sesEndpoint ? { endpoint: env.sesEndpoint, credentials: localCredentials } : {}),
  });
  return ses;
}

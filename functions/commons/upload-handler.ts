import type middy from '@middy/core';
import Busboy, { type Busboy as MultipartParser } from '@fastify/busboy';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '@shared/errors';
import type { ResponseOf, RouteSpec } from '@shared/route-kit';
import { type Handler, type Request, type SignedInAccess, wrapRoute } from './define-handler';
import type { HttpReply } from './http';
import { signedInCaller } from './signed-in-handler';

/**
 * What one multipart body may hold: a file of at most 5 MB (one byte more marks it truncated,
 * and it is refused), a few files, a bounded number of fields and parts. Parts past a cap are
 * dropped by the parser, so a flood of fields costs nothing.
 */
const MULTIPART_LIMITS = { fileSize: 5 * 1024 * 1024 + 1, files: 2, fields: 40, parts: 45, fieldSize: 64 * 1024, headerPairs: 50 };

/** A multipart file as the body parser gives it. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  encoding: string;
  content: Buffer;
}

/** A route of signed-in callers that takes multipart form data (the admin's product and spreadsheet uploads). */
type UploadSpec = RouteSpec & { access: SignedInAccess; body: 'multipart' };

/**
 * Wraps the work of an upload route: `defineSignedInHandler`'s chain with the multipart parser.
 * Only these functions carry the parser (busboy), a quarter of a small function's code.
 */
export function defineUploadHandler<const R extends UploadSpec>(
  spec: R,
  run: (request: Request<R>) => Promise<ResponseOf<R> | HttpReply> | ResponseOf<R> | HttpReply,
): Handler {
  return wrapRoute(spec, run, { caller: signedInCaller, multipart: [multipartBody()] });
}

const unreadable = () => new AppError('BAD_REQUEST', 'The request body could not be read: send whole multipart form data.');
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB.');

/**
 * Parses a multipart body into its fields (text) and files (`UploadedFile`). Busboy reports a
 * body cut off inside a file on that file's stream: with no listener there, the error event
 * would end the process, so every stream it hands out is listened to. A file cut at the size
 * limit is refused whole, never handled as if it were complete.
 */
function multipartBody(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      if (typeof event.body !== 'string') throw unreadable();
      const body = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
      (event as { body: unknown }).body = await parseMultipart(body, event.headers?.['content-type'] ?? '');
    },
  };
}

function parseMultipart(body: Buffer, contentType: string): Promise<Record<string, string | UploadedFile>> {
  return new Promise((resolve, reject) => {
    let parser: MultipartParser;
    try {
      parser = Busboy({ headers: { 'content-type': contentType }, limits: MULTIPART_LIMITS });
    } catch {
      reject(unreadable()); // not multipart form data, or no boundary
      return;
    }
    const fields: Record<string, string | UploadedFile> = Object.create(null) as Record<string, string | UploadedFile>;
    parser.on('file', (name, stream, filename, encoding, mimetype) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => reject(tooLarge()));
      stream.on('error', () => reject(unreadable()));
      stream.on('end', () => {
        fields[name] = { filename, mimetype, encoding, content: Buffer.concat(chunks) };
      });
    });
    parser.on('field', (name: string, value: string) => {
      fields[name] = value;
    });
    parser.on('error', () => reject(unreadable()));
    parser.on('finish', () => resolve(fields));
    parser.end(body);
  });
}

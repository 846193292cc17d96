import type middy from '@middy/core';
import httpMultipartBodyParser from '@middy/http-multipart-body-parser';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '../../shared/errors';
import type { ResponseOf, RouteSpec } from '../../shared/route-kit';
import { type Handler, type Request, type SignedInAccess, wrapRoute } from './define-handler';
import type { HttpReply } from './http';
import { signedInCaller } from './signed-in-handler';

/**
 * What one multipart body may hold: a file of at most 5 MB (one byte more marks it truncated,
 * and it is refused), a few files, a bounded number of fields and parts. Parts past a cap are
 * dropped by the parser, so a flood of fields costs nothing.
 */
export const MULTIPART_LIMITS = { fileSize: 5 * 1024 * 1024 + 1, files: 2, fields: 40, parts: 45, fieldSize: 64 * 1024, headerPairs: 50 };

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
  return wrapRoute(spec, run, {
    caller: signedInCaller,
    multipart: [requireWholeMultipart(), httpMultipartBodyParser({ busboy: { limits: MULTIPART_LIMITS } }), refuseTruncatedFiles()],
  });
}

/**
 * A multipart body must end with its closing boundary. The parser does not listen for errors on
 * a file cut off mid-way, which would crash the function; such a body is refused first.
 */
function requireWholeMultipart(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }) => {
      const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(event.headers?.['content-type'] ?? '');
      const marker = boundary?.[1] ?? boundary?.[2];
      if (!marker || typeof event.body !== 'string') return; // the parser answers these itself
      const body = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
      const tail = body.subarray(Math.max(0, body.length - marker.length - 16)).toString('latin1').trimEnd();
      if (!tail.endsWith(`--${marker}--`)) {
        throw new AppError('BAD_REQUEST', 'The request body could not be read: the multipart form data is incomplete.');
      }
    },
  };
}

/** A file cut at the size limit is refused whole, never handled as if it were complete. */
function refuseTruncatedFiles(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }) => {
      const values = Object.values((event.body ?? {}) as unknown as Record<string, unknown>).flat();
      if (values.some((value) => typeof value === 'object' && value !== null && (value as { truncated?: boolean }).truncated)) {
        throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB.');
      }
    },
  };
}

import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { returns, route } from '@shared/route-kit';
import { ORIGIN_HEADER } from './origin-proof';
import { signSession } from './session';
import { readSessionStatesFrom } from './session-check';
import { defineUploadHandler, type UploadedFile } from './upload-handler';

const ORIGIN_SECRET = 'origin-secret-for-upload-handler-tests';
const boundary = 'maisonboundary';
let token: string;

beforeAll(async () => {
  process.env.JWT_SECRET = 'test-secret-of-sufficient-length-for-hs256';
  process.env.LOG_LEVEL = 'silent';
  process.env.ORIGIN_SECRET = ORIGIN_SECRET;
  readSessionStatesFrom(async (id) => (id === 'a1' ? { role: 'admin' as const, sessionVersion: 0 } : undefined));
  token = await signSession({ id: 'a1', username: 'admin', email: 'a@example.com', role: 'admin', sessionVersion: 0 }, 3600);
});

const upload = route({
  method: 'POST',
  path: '/up',
  access: 'admin',
  body: 'multipart',
  response: returns<{ note: string; file: string }>(),
});
const handler = defineUploadHandler(upload, ({ input }) => {
  const body = (input ?? {}) as { note?: string; file?: UploadedFile };
  return { note: body.note ?? '', file: `${body.file?.filename}:${body.file?.content.toString('utf8')}` };
});

function send(body: string) {
  return handler(
    {
      version: '2.0',
      routeKey: 'POST /up',
      rawPath: '/up',
      rawQueryString: '',
      isBase64Encoded: true,
      body: Buffer.from(body).toString('base64'),
      headers: {
        [ORIGIN_HEADER]: ORIGIN_SECRET,
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      requestContext: { http: { method: 'POST', path: '/up', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' } },
    } as unknown as APIGatewayProxyEventV2,
    { awsRequestId: 'req-1' } as Context,
  ) as Promise<{ statusCode: number; body: string }>;
}

const note = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`;
const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;

/** Errors nobody listened for, which would end the process (and a Lambda instance). */
const uncaught: unknown[] = [];
const record = (error: unknown) => uncaught.push(error);
process.on('uncaughtException', record);
afterEach(() => {
  uncaught.length = 0;
});

/** Lets the parser's deferred events fire, where an unheard error would surface. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('multipart bodies', () => {
  it('reads fields and files of a whole body', async () => {
    const res = await send(`${note}${fileHead}PK-bytes\r\n--${boundary}--\r\n`);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ note: 'hello', file: 'a.xlsx:PK-bytes' });
  });

  it('answers 400 when the closing boundary lacks the line break before it, and nothing is left unheard', async () => {
    // The body ends with its closing boundary, but the file part never ends: busboy reports it on the file's stream.
    const res = await send(`${note}${fileHead}PK-bytes--${boundary}--`);
    await settle();
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(/could not be read/);
    expect(uncaught).toEqual([]);
  });

  it('answers 400 when a body stops inside a file', async () => {
    const res = await send(`${note}${fileHead}PK-bytes and more`);
    await settle();
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(/could not be read/);
    expect(uncaught).toEqual([]);
  });

  it('answers 400 for a body that is not multipart form data at all', async () => {
    const res = await send('{"file": "x"}');
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(/could not be read/);
  });
});

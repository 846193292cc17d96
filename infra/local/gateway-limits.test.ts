import type { S3Client } from '@aws-sdk/client-s3';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSpec } from '@shared/route-kit';
import { createGateway, type Gateway } from './gateway';

/** The gateway with its real limits: API Gateway's 10 MB body, Lambda's 6 MB event and answer. */
const route = (method: RouteSpec['method'], path: string): RouteSpec => ({ method, path, access: 'public', response: undefined });
const routes = { echo: route('POST', '/api/echo/{id}'), hugeAnswer: route('GET', '/api/huge') };

let gateway: Gateway;
let base: string;
const logLevel = process.env.LOG_LEVEL;

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  gateway = createGateway({
    routes,
    handlersDir: fileURLToPath(new URL('./gateway-fixtures/', import.meta.url)),
    s3: () => ({}) as S3Client,
    imagesBucket: () => 'maison-images',
  });
  base = `http://127.0.0.1:${await gateway.listen(0, '127.0.0.1')}`;
});

afterAll(async () => {
  if (logLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = logLevel;
  await gateway.close();
});

const post = (body: Buffer, type: string) =>
  fetch(`${base}/api/echo/1`, { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(body) });

describe("Lambda's payload limits on the laptop", () => {
  it('refuses a 5 MB binary body, which base64 makes larger than a Lambda event may be', async () => {
    const answer = await post(Buffer.alloc(5 * 1024 * 1024, 1), 'image/png');
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: 'Request Entity Too Large' });
  });

  it('passes a 4 MB binary body (5.3 MB once encoded)', async () => {
    const answer = await post(Buffer.alloc(4 * 1024 * 1024, 1), 'application/octet-stream');
    expect(answer.status).toBe(201);
    expect((await answer.json()).isBase64Encoded).toBe(true);
  });

  it("refuses a body over API Gateway's 10 MB before reading it all", async () => {
    const answer = await post(Buffer.alloc(11 * 1024 * 1024, 1), 'application/octet-stream');
    expect(answer.status).toBe(413);
  });

  it('answers 500 for a function answer over 6 MB, as API Gateway does when Lambda refuses it', async () => {
    const answer = await fetch(`${base}/api/huge`);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ message: 'Internal Server Error' });
  });
});

describe('gateway logs', () => {
  it('keep tokens and addresses out of an unmatched path', async () => {
    const { loggablePath } = await import('./gateway');
    expect(loggablePath('/api/auth/verification-status/ann@example.com')).toBe('/api/auth/verification-status/…');
    expect(loggablePath('/api/x/0123456789abcdef0123456789abcdef')).toBe('/api/x/…');
    expect(loggablePath('/api/customer/cart')).toBe('/api/customer/cart');
  });
});

import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { AppError } from '@shared/errors';
import { returns, route } from '@shared/route-kit';
import { defineHandler } from './define-handler';
import { reply } from './http';
import { ORIGIN_HEADER } from './origin-proof';
import { signSession } from './session';
import { readSessionStatesFrom } from './session-check';
import { defineSignedInHandler } from './signed-in-handler';
import { defineUploadHandler } from './upload-handler';

beforeAll(() => {
  process.env.JWT_SECRET = 'test-secret-of-sufficient-length-for-hs256';
  process.env.LOG_LEVEL = 'silent';
  process.env.ORIGIN_SECRET = ORIGIN_SECRET;
  // The accounts these tests sign tokens for, as the table would answer (version 0).
  readSessionStatesFrom(
    async (id) => ({ u1: { role: 'user' as const, sessionVersion: 0 }, a1: { role: 'admin' as const, sessionVersion: 0 } })[id],
  );
});

const context = { awsRequestId: 'req-1' } as Context;
const ORIGIN_SECRET = 'origin-secret-for-define-handler-tests';

/** A request as CloudFront sends it: with the origin header (origin-proof.test.ts covers the rest). */
function event(overrides: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  const { headers, ...rest } = overrides;
  return {
    version: '2.0',
    routeKey: 'POST /t',
    rawPath: '/t',
    rawQueryString: '',
    headers: { [ORIGIN_HEADER]: ORIGIN_SECRET, ...headers },
    requestContext: { http: { method: 'POST', path: '/t', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' } },
    isBase64Encoded: false,
    ...rest,
  } as APIGatewayProxyEventV2;
}

const echo = route({
  method: 'POST',
  path: '/t',
  access: 'public',
  input: z.object({ name: z.string().check(z.minLength(2, 'Name is too short')) }),
  response: returns<{ hello: string }>(),
});

const userOnly = route({ method: 'GET', path: '/u', access: 'user', response: returns<{ id: string }>() });
const adminOnly = route({ method: 'GET', path: '/a', access: 'admin', response: returns<{ ok: boolean }>() });

const user = { id: 'u1', role: 'user' as const, username: 'ann', email: 'ann@example.com' };
const admin = { id: 'a1', role: 'admin' as const, username: 'root', email: 'root@example.com' };
const bearer = async (who: typeof user | typeof admin) => ({ authorization: `Bearer ${await signSession(who, 60)}` });

describe('defineHandler', () => {
  const handler = defineHandler(echo, ({ input }) => ({ hello: input.name }));

  it('parses and validates a JSON body, answering the handler result as JSON', async () => {
    const res = await handler(event({ body: '{"name":"Ann"}', headers: { 'Content-Type': 'application/json' } }), context);
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(res.body!)).toEqual({ hello: 'Ann' });
  });

  it('answers malformed JSON with a 400 and a clear message', async () => {
    const res = await handler(event({ body: '{"name":', headers: { 'content-type': 'application/json' } }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!)).toMatchObject({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });

  it('answers a validation failure with 400, the first message and field errors', async () => {
    const res = await handler(event({ body: '{"name":"A"}' }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!)).toEqual({ code: 'VALIDATION', message: 'Name is too short', fieldErrors: { name: 'Name is too short' } });
  });

  it('reads an empty body as {} so the missing fields are named', async () => {
    const res = await handler(event({ body: '' }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).fieldErrors).toHaveProperty('name');
  });

  it('decodes base64 bodies', async () => {
    const body = Buffer.from('{"name":"Bea"}').toString('base64');
    const res = await handler(event({ body, isBase64Encoded: true }), context);
    expect(JSON.parse(res.body!)).toEqual({ hello: 'Bea' });
  });

  it('refuses a user route without a session (401) and with the wrong role (403)', async () => {
    const h = defineSignedInHandler(userOnly, ({ user: who }) => ({ id: who.id }));
    expect((await h(event(), context)).statusCode).toBe(401);
    expect((await h(event({ headers: { authorization: 'Bearer not-a-token' } }), context)).statusCode).toBe(401);
    const wrongRole = await h(event({ headers: await bearer(admin) }), context);
    expect(wrongRole.statusCode).toBe(403);
    const ok = await h(event({ headers: await bearer(user) }), context);
    expect(JSON.parse(ok.body!)).toEqual({ id: 'u1' });
  });

  it('lets only admins through an admin route', async () => {
    const h = defineSignedInHandler(adminOnly, () => ({ ok: true }));
    expect((await h(event({ headers: await bearer(user) }), context)).statusCode).toBe(403);
    expect((await h(event({ headers: await bearer(admin) }), context)).statusCode).toBe(200);
  });

  it('refuses at load a signed-in route or an upload wrapped without its check or parser', () => {
    // The types refuse these too; the check at load holds for a spec whose type was widened.
    const upload = route({ method: 'POST', path: '/up', access: 'public', body: 'multipart', response: returns<{ hello: string }>() });
    for (const [spec, wrapper] of [
      [userOnly, 'defineSignedInHandler'],
      [upload, 'defineUploadHandler'],
    ] as const) {
      expect(() => defineHandler(spec as unknown as typeof echo, () => ({ hello: 'x' }))).toThrow(wrapper);
    }
  });

  it('maps AppError codes to statuses and keeps extra body fields', async () => {
    const h = defineHandler(echo, () => {
      throw new AppError('EMAIL_NOT_VERIFIED', 'Please verify your email before logging in.', {
        emailVerificationRequired: true,
        email: 'a@b.co',
      });
    });
    const res = await h(event({ body: '{"name":"Ann"}' }), context);
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body!)).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email before logging in.',
      emailVerificationRequired: true,
      email: 'a@b.co',
    });
  });

  it('answers an unexpected error with a generic 500 that leaks nothing, and logs it', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.LOG_LEVEL = 'info';
    const h = defineHandler(echo, () => {
      throw new Error('ddb connection string secret=abc');
    });
    const res = await h(event({ body: '{"name":"Ann"}' }), context);
    process.env.LOG_LEVEL = 'silent';
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret=abc');
    expect(JSON.parse(res.body!).message).toMatch(/Something went wrong/);
    expect(spy.mock.calls.flat().join('\n')).toContain('secret=abc');
    spy.mockRestore();
  });

  it('passes through a custom status, headers and cookies', async () => {
    const h = defineHandler(echo, () => reply({ created: true }, { status: 201, headers: { 'x-a': '1' }, cookies: ['b=2; HttpOnly'] }));
    const res = await h(event({ body: '{"name":"Ann"}' }), context);
    expect(res.statusCode).toBe(201);
    expect(res.headers?.['x-a']).toBe('1');
    expect(res.cookies).toEqual(['b=2; HttpOnly']);
  });
});

describe('cookies', () => {
  it('never fails on a malformed cookie header', async () => {
    const handler = defineHandler(
      route({ method: 'GET', path: '/c', access: 'public', response: returns<{ seen: string }>() }),
      ({ cookies }) => ({ seen: cookies.session ?? 'none' }),
    );
    const res = (await handler(event({ cookies: ['session=%E0%A4%A', 'broken', '=x', 'other=%zz'] }), context)) as {
      statusCode: number;
      body: string;
    };
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ seen: '%E0%A4%A' });
  });

  it('reads well-formed cookies, decoded', async () => {
    const { parseCookies } = await import('./define-handler');
    expect(parseCookies(['a=1; b=hello%20world', 'c=%F0%9F%8C%B9'])).toEqual({ a: '1', b: 'hello world', c: '🌹' });
    expect(Object.getPrototypeOf(parseCookies(['__proto__=x']))).toBeNull();
  });
});

describe('request logs', () => {
  it('name the route template and never the raw path, which carries tokens and addresses', async () => {
    const token = 'tok_abcdef0123456789abcdef0123456789';
    const spec = route({ method: 'GET', path: '/api/auth/verify-email/{token}', access: 'public', response: returns<{ ok: boolean }>() });
    const ok = defineHandler(spec, () => ({ ok: true }));
    const failing = defineHandler(spec, () => {
      throw new Error('boom');
    });
    const lines: string[] = [];
    const out = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const err = vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    process.env.LOG_LEVEL = 'info';
    try {
      const raw = `/api/auth/verify-email/${token}`;
      await ok(event({ rawPath: raw, pathParameters: { token } }), context);
      await failing(event({ rawPath: `${raw}/ann@example.com`, pathParameters: { token } }), context);
    } finally {
      process.env.LOG_LEVEL = 'silent';
      out.mockRestore();
      err.mockRestore();
    }
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain('ann@example.com');
    expect(lines.some((line) => line.includes('GET /api/auth/verify-email/{token}'))).toBe(true);
  });
});

describe('multipart bodies', () => {
  const upload = route({
    method: 'POST',
    path: '/up',
    access: 'admin',
    body: 'multipart',
    response: returns<{ fields: string[]; size: number }>(),
  });
  const handler = defineUploadHandler(upload, ({ input }) => {
    const body = (input ?? {}) as Record<string, unknown>;
    const file = body.file as { content?: Buffer } | undefined;
    return { fields: Object.keys(body), size: file?.content?.length ?? 0 };
  });
  const boundary = 'maisonboundary';
  const part = (name: string, value: string | Buffer, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n`,
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const send = async (body: Buffer) =>
    handler(
      event({
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(await bearer(admin)) },
        body: body.toString('base64'),
        isBase64Encoded: true,
      }),
      context,
    ) as Promise<{ statusCode: number; body: string }>;

  it('refuses a file over 5 MB instead of handling its truncated start', async () => {
    const res = await send(
      Buffer.concat([part('file', Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.bin'), Buffer.from(`--${boundary}--\r\n`)]),
    );
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body).message).toBe('The file is larger than 5 MB.');
  });

  it('answers 400 for a body cut off mid-file', async () => {
    const whole = Buffer.concat([part('file', Buffer.alloc(1000, 2), 'a.bin'), Buffer.from(`--${boundary}--\r\n`)]);
    const res = await send(whole.subarray(0, 600));
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(/could not be read/);
  });

  it('keeps at most 40 fields of a flood', async () => {
    const fields = Array.from({ length: 500 }, (_, i) => part(`f${i}`, 'x'));
    const res = await send(Buffer.concat([...fields, Buffer.from(`--${boundary}--\r\n`)]));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).fields.length).toBeLessThanOrEqual(40);
  });
});

import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { returns, route } from '@shared/route-kit';
import { clientAddress } from '../services/auth/client-address';
import { defineHandler } from './define-handler';
import { ORIGIN_HEADER } from './origin-proof';
import { defineSignedInHandler } from './signed-in-handler';
import { stubEnv, unstubEnvs } from '../test-support/env';

const SECRET = 'Zq8vX2mN4pL7rT1wY6bC3dF9gH5jK0sA2eU8iO4nM7qR1tV';
const context = { awsRequestId: 'req-1' } as Context;
beforeEach(() => {
  stubEnv('ORIGIN_SECRET', SECRET);
  stubEnv('ORIGIN_SECRET_ARN', undefined);
  stubEnv('AWS_LAMBDA_FUNCTION_NAME', undefined);
  stubEnv('LOG_LEVEL', 'silent');
});
afterEach(unstubEnvs);

function event(headers: Record<string, string>, body = '{"name":"Ann"}'): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /t',
    rawPath: '/t',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    requestContext: { http: { method: 'POST', path: '/t', protocol: 'HTTP/1.1', sourceIp: '192.0.2.9', userAgent: 'test' } },
    body,
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}

const spec = route({
  method: 'POST',
  path: '/t',
  access: 'public',
  input: z.object({ name: z.string() }),
  response: returns<{ client: string; seen: string[] }>(),
});
const signedIn = route({ method: 'POST', path: '/u', access: 'user', response: returns<{ ok: boolean }>() });

/** A route that records every run and answers the client address it would rate-limit. */
function spied() {
  const run = vi.fn(({ event: raw, headers }: { event: APIGatewayProxyEventV2; headers: Record<string, string | undefined> }) => ({
    client: clientAddress(raw),
    seen: Object.keys(headers),
  }));
  return { run, handler: defineHandler(spec, run) };
}

async function answer(response: Promise<unknown>) {
  const res = (await response) as { statusCode: number; body: string };
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
}

describe('the origin proof', () => {
  it('refuses a request without the origin header with 403, before the body is read or the route runs', async () => {
    const { run, handler } = spied();
    // Malformed JSON would be a 400, and no session on a user route a 401: the proof comes first.
    const refused = await answer(handler(event({}, '{"name":'), context));
    expect(refused).toEqual({
      status: 403,
      body: { success: false, code: 'FORBIDDEN', message: "Requests must come through the shop's website." },
    });
    expect((await answer(defineSignedInHandler(signedIn, () => ({ ok: true }))(event({}), context))).status).toBe(403);
    expect(run).not.toHaveBeenCalled();
  });

  it('refuses a wrong value, whatever its length', async () => {
    const { run, handler } = spied();
    for (const wrong of [`${SECRET.slice(0, -1)}x`, SECRET.slice(1), `${SECRET}x`, 'x', SECRET.toLowerCase()]) {
      expect((await answer(handler(event({ [ORIGIN_HEADER]: wrong }), context))).status).toBe(403);
    }
    expect(run).not.toHaveBeenCalled();
  });

  it('lets the right value through, under any header case, and hides it from the route', async () => {
    const { run, handler } = spied();
    const ok = await answer(handler(event({ 'X-Origin-Verify': SECRET }), context));
    expect(ok.status).toBe(200);
    expect(run).toHaveBeenCalledOnce();
    expect(ok.body.seen).not.toContain(ORIGIN_HEADER);
    expect(JSON.stringify(run.mock.calls[0]![0].event)).not.toContain(SECRET);
  });

  it('trusts the viewer address only once the request is proven', async () => {
    const { handler } = spied();
    const viewer = { 'cloudfront-viewer-address': '198.51.100.7:50123' };
    const proven = await answer(handler(event({ ...viewer, [ORIGIN_HEADER]: SECRET }), context));
    expect(proven.body.client).toBe('198.51.100.7');
    // A direct caller naming any address it likes is refused, and outside a handler the
    // unproven event's header is never read: API Gateway's source address counts.
    expect((await answer(handler(event(viewer), context))).status).toBe(403);
    expect(clientAddress(event(viewer))).toBe('192.0.2.9');
  });

  it('fails closed in Lambda when no secret is configured', async () => {
    stubEnv('ORIGIN_SECRET', undefined);
    stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'maison-t');
    const { run, handler } = spied();
    expect((await answer(handler(event({ [ORIGIN_HEADER]: 'anything' }), context))).status).toBe(500);
    expect((await answer(handler(event({}), context))).status).toBe(500);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs a handler called in-process with no secret configured, but unproven', async () => {
    stubEnv('ORIGIN_SECRET', undefined);
    const { run, handler } = spied();
    const res = await answer(handler(event({ 'cloudfront-viewer-address': '198.51.100.7:50123' }), context));
    expect(res.status).toBe(200);
    expect(res.body.client).toBe('192.0.2.9');
    expect(run).toHaveBeenCalledOnce();
  });
});

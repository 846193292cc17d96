import type { APIGatewayProxyEventV2, Context, DynamoDBRecord } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { returns, route } from '@shared/route-kit';
import { handleBatch } from '../events/on-table-change';
import { defineHandler } from './define-handler';
import { log } from './logger';
import { withLogContext } from './request-context';
import { signSession } from './session';
import { readSessionStatesFrom } from './session-check';
import { defineSignedInHandler } from './signed-in-handler';

let lines: Record<string, unknown>[] = [];

beforeEach(() => {
  lines = [];
  const keep = (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>);
  vi.spyOn(console, 'log').mockImplementation(keep);
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.stubEnv('LOG_LEVEL', 'info');
  vi.stubEnv('JWT_SECRET', 'test-secret-of-sufficient-length-for-hs256');
  vi.stubEnv('ORIGIN_SECRET', '');
  vi.stubEnv('ORIGIN_SECRET_ARN', '');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function event(path: string, headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    requestContext: { http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' } },
    isBase64Encoded: false,
  } as APIGatewayProxyEventV2;
}
const context = (awsRequestId: string) => ({ awsRequestId }) as Context;

describe('log lines', () => {
  it('are one JSON object each, with only their own fields outside an invocation', () => {
    log.info('started', { port: 3000 });
    expect(lines).toEqual([{ level: 'info', msg: 'started', time: expect.any(String), port: 3000 }]);
  });

  it('carry the context they were written in, nested contexts adding to it', async () => {
    await withLogContext({ requestId: 'r1' }, async () => {
      await sleep(1);
      await withLogContext({ eventId: 'e1' }, async () => log.warn('inner'));
      log.info('outer');
    });
    expect(lines.map(({ msg, requestId, eventId }) => ({ msg, requestId, eventId }))).toEqual([
      { msg: 'inner', requestId: 'r1', eventId: 'e1' },
      { msg: 'outer', requestId: 'r1', eventId: undefined },
    ]);
  });
});

describe('a route invocation', () => {
  const spec = route({ method: 'GET', path: '/api/things/{id}', access: 'public', response: returns<{ ok: boolean }>() });

  it('names its request id and route template on every line, the handler’s own included', async () => {
    const handler = defineHandler(spec, async () => {
      log.info('looking things up');
      return { ok: true };
    });
    await handler(event('/api/things/42'), context('req-a'));
    expect(lines.map((line) => line.msg)).toEqual(['looking things up', 'request']);
    for (const line of lines) expect(line).toMatchObject({ requestId: 'req-a', route: 'GET /api/things/{id}' });
  });

  it('does so for signed-in routes, and for an error a route did not expect', async () => {
    readSessionStatesFrom(async () => ({ role: 'user' as const, sessionVersion: 0 }));
    const mine = route({ method: 'GET', path: '/api/mine', access: 'user', response: returns<{ ok: boolean }>() });
    const handler = defineSignedInHandler(mine, () => {
      log.info('working');
      throw new Error('boom');
    });
    const token = await signSession({ id: 'u1', role: 'user', username: 'ann', email: 'ann@example.com' }, 60);
    await handler(event('/api/mine', { authorization: `Bearer ${token}` }), context('req-b'));
    expect(lines.map((line) => line.msg)).toEqual(['working', 'unhandled error', 'request']);
    for (const line of lines) expect(line).toMatchObject({ requestId: 'req-b', route: 'GET /api/mine' });
  });

  it('never mixes its fields with those of an invocation running at the same time', async () => {
    const handler = defineHandler(spec, async ({ event: { rawPath } }) => {
      log.info('before the wait', { rawPath });
      await sleep(rawPath.endsWith('slow') ? 20 : 1);
      log.info('after the wait', { rawPath });
      return { ok: true };
    });
    await Promise.all([handler(event('/api/things/slow'), context('req-slow')), handler(event('/api/things/fast'), context('req-fast'))]);
    expect(lines).toHaveLength(6);
    // The two invocations interleave: the fast one finishes while the slow one waits.
    expect(lines.map((line) => line.requestId)).toEqual(['req-slow', 'req-fast', 'req-fast', 'req-fast', 'req-slow', 'req-slow']);
    for (const line of lines.filter((l) => l.rawPath)) expect(line.requestId).toBe(`req-${String(line.rawPath).split('/').pop()}`);
  });
});

describe('a stream invocation', () => {
  const record = (id: string): DynamoDBRecord => ({
    eventID: id,
    eventName: 'INSERT',
    dynamodb: { NewImage: { pk: { S: id } }, SequenceNumber: id },
  });

  it('names the record on the lines its reactions write, and the request on every line', async () => {
    const perRecord = { name: 'mail', wants: () => true, run: async () => log.info('mailing') };
    const perBatch = { name: 'catalogue', wants: () => true, runOnce: async () => log.info('publishing') };
    await withLogContext({ requestId: 'stream-1' }, () => handleBatch({ Records: [record('e1'), record('e2')] }, [perRecord], [perBatch]));
    expect(lines.map(({ msg, requestId, eventId }) => ({ msg, requestId, eventId }))).toEqual([
      { msg: 'mailing', requestId: 'stream-1', eventId: 'e1' },
      { msg: 'mailing', requestId: 'stream-1', eventId: 'e2' },
      { msg: 'publishing', requestId: 'stream-1', eventId: undefined },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { accessLogTime, isTextBody, lambdaContext, parseQuery, throughCloudFront, toApiEvent } from './api-event';

const route = { routeKey: 'POST /api/orders/{id}/status', pathParameters: { id: 'o-1' } };
const now = new Date(Date.UTC(2025, 10, 22, 10, 4, 5));

function call(overrides: Partial<Parameters<typeof toApiEvent>[0]> = {}) {
  return {
    method: 'POST',
    url: '/api/orders/o-1/status?tab=paid&tab=shipped&q=a%20b',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', 'user-agent': 'tests', cookie: 'a=1; b=2' },
    sourceIp: '127.0.0.1',
    body: Buffer.from('{"status":"shipped"}'),
    ...overrides,
  };
}

describe('toApiEvent', () => {
  it('builds a payload 2.0 event with the route, raw and parsed query, and path parameters', () => {
    const event = toApiEvent(call(), route, now, 'req-1');
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/orders/{id}/status',
      rawPath: '/api/orders/o-1/status',
      rawQueryString: 'tab=paid&tab=shipped&q=a%20b',
      queryStringParameters: { tab: 'paid,shipped', q: 'a b' },
      pathParameters: { id: 'o-1' },
      body: '{"status":"shipped"}',
      isBase64Encoded: false,
      requestContext: {
        requestId: 'req-1',
        routeKey: 'POST /api/orders/{id}/status',
        stage: '$default',
        domainName: 'localhost:3000',
        timeEpoch: now.getTime(),
        time: '22/Nov/2025:10:04:05 +0000',
        http: { method: 'POST', path: '/api/orders/o-1/status', sourceIp: '127.0.0.1', userAgent: 'tests', protocol: 'HTTP/1.1' },
      },
    });
  });

  it('moves cookies out of the headers into their own list, as API Gateway does', () => {
    const event = toApiEvent(call(), route, now);
    expect(event.cookies).toEqual(['a=1', 'b=2']);
    expect(event.headers.cookie).toBeUndefined();
  });

  it('joins repeated headers with commas and keeps names lower-case', () => {
    const event = toApiEvent(call({ headers: { 'x-forwarded-for': ['1.1.1.1', '2.2.2.2'], Accept: 'text/html' } }), route, now);
    expect(event.headers).toEqual({ 'x-forwarded-for': '1.1.1.1,2.2.2.2', accept: 'text/html' });
  });

  it('sends multipart and binary bodies base64-encoded', () => {
    const bytes = Buffer.from([0, 255, 10, 13]);
    const event = toApiEvent(call({ headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: bytes }), route, now);
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64')).toEqual(bytes);
  });

  it('leaves out the body, query and parameters when there are none', () => {
    const event = toApiEvent(
      call({ url: '/api/customer/products', body: Buffer.alloc(0) }),
      { routeKey: 'GET /api/customer/products', pathParameters: {} },
      now,
    );
    expect(event).not.toHaveProperty('body');
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event).not.toHaveProperty('pathParameters');
    expect(event.rawQueryString).toBe('');
    expect(event.isBase64Encoded).toBe(false);
  });
});

describe('isTextBody', () => {
  it.each([
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/plain', true],
    ['application/x-www-form-urlencoded', true],
    [undefined, true],
    ['multipart/form-data; boundary=x', false],
    ['image/png', false],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false],
  ])('%s → %s', (type, text) => expect(isTextBody(type)).toBe(text));
});

describe('parseQuery', () => {
  it('decodes values and joins repeated names', () => {
    expect(parseQuery('a=1&a=2&b=%C3%A9&c')).toEqual({ a: '1,2', b: 'é', c: '' });
  });
});

describe('lambdaContext', () => {
  it('names the function and counts down the remaining time', () => {
    const context = lambdaContext('maison-list-products', 'req-9', 1000);
    expect(context.awsRequestId).toBe('req-9');
    expect(context.invokedFunctionArn).toMatch(/:function:maison-list-products$/);
    expect(context.getRemainingTimeInMillis()).toBeGreaterThan(900);
    expect(context.getRemainingTimeInMillis()).toBeLessThanOrEqual(1000);
  });
});

describe('accessLogTime', () => {
  it('pads the day and time', () => {
    expect(accessLogTime(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe('02/Jan/2024:03:04:05 +0000');
  });
});

describe('throughCloudFront', () => {
  const viewer = { address: '127.0.0.5', port: 50123 };

  it('adds the origin secret and the viewer address, overwriting what the caller sent', () => {
    const headers = throughCloudFront(
      { accept: 'text/html', 'x-origin-verify': 'guessed', 'cloudfront-viewer-address': '203.0.113.9:443' },
      viewer,
      'the-secret',
    );
    expect(headers).toEqual({ accept: 'text/html', 'x-origin-verify': 'the-secret', 'cloudfront-viewer-address': '127.0.0.5:50123' });
  });

  it("never passes on a caller's origin header, even with no secret to send", () => {
    expect(throughCloudFront({ 'x-origin-verify': 'guessed' }, viewer, undefined)).not.toHaveProperty('x-origin-verify');
  });
});

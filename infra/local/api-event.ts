import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { ORIGIN_HEADER } from '../../functions/commons/origin-proof';

/** What the gateway knows of an HTTP request once its body is read. */
export interface IncomingCall {
  method: string;
  /** Path and query as sent: `/api/orders/42?x=1`. */
  url: string;
  headers: IncomingHttpHeaders;
  sourceIp: string;
  body: Buffer;
}

/**
 * Builds the event API Gateway (HTTP API, payload 2.0) hands a Lambda: headers lower-cased and
 * joined with commas, cookies moved to their own list, the query both raw and parsed, and the
 * body as text, or base64 when it is binary or multipart (as API Gateway does).
 */
export function toApiEvent(
  call: IncomingCall,
  route: { routeKey: string; pathParameters: Record<string, string> },
  now = new Date(),
  requestId: string = randomUUID(),
): APIGatewayProxyEventV2 {
  const [rawPath = '/', rawQueryString = ''] = splitOnce(call.url, '?');
  const headers: Record<string, string> = {};
  let cookies: string[] = [];
  for (const [name, value] of Object.entries(call.headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (name === 'cookie') cookies = joined.split(/;\s*/).filter(Boolean);
    else headers[name.toLowerCase()] = joined;
  }
  const query = parseQuery(rawQueryString);
  const hasBody = call.body.length > 0;
  const binary = hasBody && !isTextBody(headers['content-type']);
  const [method] = route.routeKey.split(' ');
  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(route.pathParameters).length ? { pathParameters: route.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method: method ?? call.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: call.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: route.routeKey,
      stage: '$default',
      time: accessLogTime(now),
      timeEpoch: now.getTime(),
    },
    ...(hasBody ? { body: binary ? call.body.toString('base64') : call.body.toString('utf8') } : {}),
    isBase64Encoded: binary,
  };
}

/** The viewer's end of a connection, as CloudFront sees it. */
export interface Viewer {
  address: string;
  port: number;
}

/**
 * The headers CloudFront sends the API for a viewer's request: the viewer's address and port,
 * taken from the connection, in `cloudfront-viewer-address`, and the origin secret in the origin
 * header. Both overwrite whatever the viewer sent under those names, as CloudFront does, so a
 * caller can neither pick the address its rate limits count against nor pass its own proof.
 */
export function throughCloudFront(headers: IncomingHttpHeaders, viewer: Viewer, originSecret: string | undefined): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = { ...headers, 'cloudfront-viewer-address': `${viewer.address}:${viewer.port}` };
  delete forwarded[ORIGIN_HEADER];
  if (originSecret) forwarded[ORIGIN_HEADER] = originSecret;
  return forwarded;
}

/** Text is passed as is; anything else (images, spreadsheets, multipart forms) as base64. */
export function isTextBody(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!type) return true;
  return type.startsWith('text/') || /[/+](json|xml|javascript)$/.test(type) || type === 'application/x-www-form-urlencoded';
}

/** Repeated names are joined with commas, as API Gateway does. */
export function parseQuery(raw: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  return query;
}

/** A Lambda context for one invocation of the named function. */
export function lambdaContext(functionName: string, requestId: string, timeoutMs = 30_000): Context {
  const deadline = Date.now() + timeoutMs;
  const arn = `arn:aws:lambda:${process.env.AWS_REGION ?? 'us-east-1'}:000000000000:function:${functionName}`;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: arn,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `22/Nov/2025:10:40:00 +0000`, the format of `requestContext.time`. */
export function accessLogTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

import type { ServerResponse } from 'node:http';
import { BASE_SECURITY_HEADERS } from './security-headers';

/**
 * Answers a JSON body (or `raw`, already serialized) with the security headers every local
 * answer carries; returns the status for the request log.
 */
export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}, raw?: string): number {
  const body = raw ?? JSON.stringify(value);
  res
    .writeHead(status, {
      ...BASE_SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      ...headers,
    })
    .end(body);
  return status;
}

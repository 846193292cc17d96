import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_HEADER, originProof } from '../../commons/origin-proof';
import { clientAddress, ipv6Prefix64 } from './client-address';

const SECRET = 'origin-secret-for-client-address-tests';
const saved = process.env.ORIGIN_SECRET;
beforeAll(() => {
  process.env.ORIGIN_SECRET = SECRET;
  process.env.LOG_LEVEL = 'silent';
});
afterAll(() => {
  if (saved === undefined) delete process.env.ORIGIN_SECRET;
  else process.env.ORIGIN_SECRET = saved;
});

const event = (viewer?: string, sourceIp = '192.0.2.9') =>
  ({
    headers: viewer ? { 'cloudfront-viewer-address': viewer } : {},
    requestContext: { http: { sourceIp } },
  }) as unknown as APIGatewayProxyEventV2;

/** The event as the handler sees it once the origin proof passed: CloudFront sent it. */
async function throughCloudFront(viewer?: string, sourceIp?: string): Promise<APIGatewayProxyEventV2> {
  const proven = event(viewer, sourceIp);
  proven.headers[ORIGIN_HEADER] = SECRET;
  await originProof().before!({ event: proven } as never);
  return proven;
}

describe('client address for rate limits', () => {
  it('reads the viewer address CloudFront forwards, without its port', async () => {
    expect(clientAddress(await throughCloudFront('198.51.100.7:443'))).toBe('198.51.100.7');
    expect(clientAddress(await throughCloudFront())).toBe('192.0.2.9');
  });

  it('ignores a viewer address on a request that did not prove it came through CloudFront', () => {
    expect(clientAddress(event('198.51.100.7:443'))).toBe('192.0.2.9');
  });

  it('keys an IPv6 client by its /64, however it rotates inside it', async () => {
    const a = clientAddress(await throughCloudFront('2001:db8:1:2:aaaa:bbbb:cccc:dddd:443'));
    const b = clientAddress(await throughCloudFront('2001:db8:1:2::1:443'));
    expect(a).toBe('2001:db8:1:2::/64');
    expect(b).toBe(a);
    expect(clientAddress(await throughCloudFront('2001:db8:1:3::1:443'))).not.toBe(a);
    expect(clientAddress(event(undefined, '2001:0db8:0000:0002:0:0:0:1'))).toBe('2001:db8:0:2::/64');
  });

  it('writes out the /64 of compressed and IPv4-mapped forms', () => {
    expect(ipv6Prefix64('::1')).toBe('0:0:0:0::/64');
    expect(ipv6Prefix64('fe80::1:2')).toBe('fe80:0:0:0::/64');
    expect(ipv6Prefix64('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});

import { isIPv6 } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { cameThroughCloudFront } from '../../commons/origin-proof';

/**
 * The caller's key for per-client rate limits. Behind CloudFront every request comes from an
 * edge address, so the viewer's own address (the `CloudFront-Viewer-Address` header, `ip:port`)
 * is preferred when the distribution forwards it; otherwise API Gateway's source IP. The header
 * is read only on a request that proved it came through CloudFront (origin-proof.ts), which
 * overwrites a viewer's own: anyone else could name any address and never be limited. An IPv6
 * client is keyed by its /64: one subscriber usually holds the whole network and can rotate
 * addresses inside it at will.
 */
export function clientAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const viewer = cameThroughCloudFront(event) ? event.headers?.['cloudfront-viewer-address'] : undefined;
  const address = viewer ? viewer.replace(/:\d+$/, '') : (event.requestContext?.http?.sourceIp ?? 'unknown');
  return isIPv6(address) ? ipv6Prefix64(address) : address;
}

/** The first 64 bits of an IPv6 address, written out: `2001:db8:1:2::/64`. */
export function ipv6Prefix64(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4) takes two groups.
  const groupsRight = right.flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - groupsRight.length).fill('0'), ...groupsRight]
    : left.flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

import { describe, expect, it } from 'vitest';
import { clientAddress, ipv6Prefix64 } from './client-address';

const event = (viewer?: string, sourceIp = '192.0.2.9') => ({
  headers: viewer ? { 'cloudfront-viewer-address': viewer } : {},
  requestContext: { http: { sourceIp } },
}) as unknown as Parameters<typeof clientAddress>[0];

describe('client address for rate limits', () => {
  it('reads the viewer address CloudFront forwards, without its port', () => {
    expect(clientAddress(event('198.51.100.7:443'))).toBe('198.51.100.7');
    expect(clientAddress(event())).toBe('192.0.2.9');
  });

  it('keys an IPv6 client by its /64, however it rotates inside it', () => {
    const a = clientAddress(event('2001:db8:1:2:aaaa:bbbb:cccc:dddd:443'));
    const b = clientAddress(event('2001:db8:1:2::1:443'));
    expect(a).toBe('2001:db8:1:2::/64');
    expect(b).toBe(a);
    expect(clientAddress(event('2001:db8:1:3::1:443'))).not.toBe(a);
    expect(clientAddress(event(undefined, '2001:0db8:0000:0002:0:0:0:1'))).toBe('2001:db8:0:2::/64');
  });

  it('writes out the /64 of compressed and IPv4-mapped forms', () => {
    expect(ipv6Prefix64('::1')).toBe('0:0:0:0::/64');
    expect(ipv6Prefix64('fe80::1:2')).toBe('fe80:0:0:0::/64');
    expect(ipv6Prefix64('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});

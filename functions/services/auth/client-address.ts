import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The caller's IP address, for per-client rate limits. Behind CloudFront every request comes
 * from an edge address, so the viewer's own address (the `CloudFront-Viewer-Address` header,
 * `ip:port`) is preferred when the distribution forwards it; otherwise API Gateway's source IP.
 */
export function clientAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

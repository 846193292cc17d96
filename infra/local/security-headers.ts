/**
 * The site's Content-Security-Policy: our own origin only, plus what Stripe.js needs (its script
 * and frames, and its API for payment confirmation), and `blob:` images for the preview of a
 * picture an admin picks before uploading it (images only: no script or frame from a blob). Kept
 * in one place so the local gateway, the static and snapshot servers and the CloudFront response
 * headers policy send the same policy.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
  "connect-src 'self' https://api.stripe.com",
  "img-src 'self' data: blob: https://*.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every answer carries, as CloudFront adds them in AWS (HSTS only applies over HTTPS). */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** Pages of the app. */
export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  ...BASE_SECURITY_HEADERS,
  'content-security-policy': CONTENT_SECURITY_POLICY,
};

/**
 * Stored images, opened on their own: an uploaded SVG must not run script on our origin,
 * so it gets a sandbox that forbids everything but its own styles.
 */
export const IMAGE_SECURITY_HEADERS: Record<string, string> = {
  ...BASE_SECURITY_HEADERS,
  'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
};

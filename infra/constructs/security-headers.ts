import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { CONTENT_SECURITY_POLICY, IMAGE_SECURITY_HEADERS } from '../local/security-headers';
import { accountWideName } from './account-wide-name';

/**
 * The policies come from the same module the local server uses, so a page is held to the same
 * rules on a laptop and in AWS: our own origin plus what Stripe.js needs (its script, frames, API).
 */
const imageContentSecurityPolicy = IMAGE_SECURITY_HEADERS['content-security-policy']!;

function headersPolicy(scope: Construct, id: string, comment: string, contentSecurityPolicy: string) {
  return new ResponseHeadersPolicy(scope, id, {
    // Policies are global to the account: the stack and its region make the name unique, so two
    // stages, or one stage in two regions, never claim the same one.
    responseHeadersPolicyName: accountWideName(scope, id),
    comment,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy, override: true },
      strictTransportSecurity: { accessControlMaxAge: Duration.days(365 * 2), includeSubdomains: true, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    },
  });
}

/** Pages and API answers: CSP (self + Stripe, no framing), HSTS, no sniffing, a strict referrer. */
export function siteHeadersPolicy(scope: Construct, id: string): ResponseHeadersPolicy {
  return headersPolicy(scope, id, 'Maison pages and API: CSP self + Stripe, HSTS', CONTENT_SECURITY_POLICY);
}

/**
 * Stored images. An uploaded SVG opened on its own must not run script on our origin, so its
 * CSP forbids everything but its own styles and sandboxes the document.
 */
export function imageHeadersPolicy(scope: Construct, id: string): ResponseHeadersPolicy {
  return headersPolicy(scope, id, 'Maison images: sandboxed, no script', imageContentSecurityPolicy);
}

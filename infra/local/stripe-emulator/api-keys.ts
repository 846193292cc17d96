import type { IncomingHttpHeaders } from 'node:http';
import type { Params } from './form-params';
import { authenticationError } from './stripe-errors';

/** Any test-mode key is accepted: there is no account, only the key's kind matters. */
export interface ApiKey {
  kind: 'secret' | 'publishable';
  value: string;
}

const missingKeyMessage =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";

const redact = (key: string) => (key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : key);

function keyFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value = ''] = header.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() === 'bearer') return value;
  // Stripe also takes the key as the Basic-auth user name (`curl -u sk_test_…:`).
  if (scheme?.toLowerCase() === 'basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

/**
 * The caller's key: `Authorization: Bearer …` as the SDK sends it, or the `key` parameter as
 * Stripe.js sends it from the browser. A missing, live or malformed key answers 401.
 */
export function readApiKey(headers: IncomingHttpHeaders, params: Params): ApiKey {
  const fromParam = typeof params.key === 'string' ? params.key : undefined;
  const value = keyFromHeader(headers.authorization) || fromParam;
  if (!value) throw authenticationError(missingKeyMessage);
  if (/^(sk|rk)_test_\w+$/.test(value)) return { kind: 'secret', value };
  if (/^pk_test_\w+$/.test(value)) return { kind: 'publishable', value };
  if (/^(sk|rk|pk)_live_/.test(value)) {
    throw authenticationError('The local payment emulator only accepts test mode keys (sk_test_…, pk_test_…).');
  }
  throw authenticationError(`Invalid API Key provided: ${redact(value)}`);
}

export const publishableKeyRefused = () =>
  authenticationError('This API call cannot be made with a publishable API key. Please use a secret API key.');

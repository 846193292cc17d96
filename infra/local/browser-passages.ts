/**
 * What the site's origin lets a browser reach of the local stand-ins behind it, and nothing
 * more. The payment emulator and the local S3 trust any caller (any `sk_test_…` key lists every
 * intent with its client secret; s3rver takes unsigned PUT, LIST and DELETE), so the gateway
 * passes on only the calls the shop's own pages make, as Stripe and S3 would check them:
 *
 * - `/local-payments/…`: the local card form's confirm, `POST /v1/payment_intents/{id}/confirm`
 *   with a publishable key and the intent's client secret in a form body;
 * - `/local-s3/…`: GET and HEAD of a product picture, and the admin's presigned upload: a POST
 *   of a form to the bucket root whose policy is signed, unexpired, and names the form's key,
 *   under `uploads/`.
 */
import { createHmac } from 'node:crypto';

/** s3rver's one account (access key `S3RVER`) signs with this secret: the presigned policies are signed with it. */
export const LOCAL_S3_SECRET = 'S3RVER';

/** Pass the call on, or refuse it with this status and message. */
export type Passage = { pass: true } | { pass: false; status: 403 | 404; message: string };

const PASS: Passage = { pass: true };
const refuse = (status: 403 | 404, message: string): Passage => ({ pass: false, status, message });

/** The local card form's one call (web/src/features/cart/payments/emulator-confirm-request.ts). */
const CONFIRM_PATH = /^\/v1\/payment_intents\/pi_[A-Za-z0-9]+\/confirm$/;

/**
 * Whether a call under `/local-payments` may reach the payment emulator: only the confirm the
 * local card form makes, authorized by a publishable key and a client secret in its form body,
 * never a secret key (the gateway sends no Authorization header on).
 */
export function paymentsPassage(call: { method: string; path: string; search: string; contentType?: string; body: Buffer }): Passage {
  if (call.method !== 'POST' || !CONFIRM_PATH.test(call.path) || call.search) {
    return refuse(404, "The site passes only the card form's payment confirmation on to the local payment emulator.");
  }
  if (!/^application\/x-www-form-urlencoded\b/i.test(call.contentType ?? '')) return refuse(403, 'A payment confirmation is a form.');
  const form = new URLSearchParams(call.body.toString('utf8'));
  if (!/^pk_test_\w+$/.test(form.get('key') ?? '') || !form.get('client_secret')) {
    return refuse(403, "A payment confirmation from the browser carries a publishable key and the payment's client secret.");
  }
  return PASS;
}

/** The pictures the shop serves at `/images/…`; uploads wait under `uploads/` until a route checks them. */
const READABLE_PREFIX = 'products/';
const UPLOAD_PREFIX = 'uploads/';

/** The object key a `/<bucket>/<key>` path names in `bucket`, or undefined. */
function keyIn(path: string, bucket: string): string | undefined {
  if (!path.startsWith(`/${bucket}/`)) return undefined;
  try {
    const key = decodeURIComponent(path.slice(bucket.length + 2));
    return key && !key.split('/').some((part) => part === '..' || part === '.' || part === '') ? key : undefined;
  } catch {
    return undefined;
  }
}

/** The text fields of a multipart form (every part but files), by name. */
export function multipartFields(body: Buffer, contentType: string | undefined): Map<string, string> | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker || !/^multipart\/form-data\b/i.test(contentType ?? '')) return undefined;
  const fields = new Map<string, string>();
  const delimiter = Buffer.from(`--${marker}`);
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const headStart = at + delimiter.length + 2;
    const headEnd = body.indexOf('\r\n\r\n', headStart);
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headEnd);
    if (headEnd < 0 || next < 0) break;
    const head = body.toString('utf8', headStart, headEnd);
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (name !== undefined && !/filename=/i.test(head)) fields.set(name.toLowerCase(), body.toString('utf8', headEnd + 4, next));
    at = next + 2;
  }
  return fields;
}

interface PostPolicy {
  expiration?: string;
  conditions?: unknown[];
}

/** The value a policy pins a field to: `{ key: v }` or `["eq", "$key", v]`. */
function pinned(policy: PostPolicy, field: string): string | undefined {
  for (const condition of policy.conditions ?? []) {
    if (Array.isArray(condition) && condition[0] === 'eq' && String(condition[1]).toLowerCase() === `$${field}`)
      return String(condition[2]);
    if (condition && typeof condition === 'object' && !Array.isArray(condition)) {
      const entry = Object.entries(condition).find(([name]) => name.toLowerCase() === field);
      if (entry) return String(entry[1]);
    }
  }
  return undefined;
}

const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** The SigV4 signature of a POST policy (`X-Amz-Credential` is `<id>/<date>/<region>/s3/aws4_request`). */
function policySignature(policy: string, credential: string, secret: string): string {
  const [, date = '', region = '', service = ''] = credential.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return createHmac('sha256', key).update(policy).digest('hex');
}

/** Why a presigned upload form does not hold, as S3 would find it; undefined when it does. */
function uploadProblem(fields: Map<string, string>, bucket: string, secret: string, now: Date): string | undefined {
  const policyText = fields.get('policy');
  const credential = fields.get('x-amz-credential');
  const signature = fields.get('x-amz-signature');
  if (!policyText || !credential || !signature) return 'An upload needs a signed policy.';
  if (policySignature(policyText, credential, secret) !== signature) return "The upload policy's signature does not match.";
  let policy: PostPolicy;
  try {
    policy = JSON.parse(Buffer.from(policyText, 'base64').toString('utf8')) as PostPolicy;
  } catch {
    return 'The upload policy cannot be read.';
  }
  if (!policy.expiration || !(Date.parse(policy.expiration) > now.getTime())) return 'The upload policy has expired.';
  const key = fields.get('key');
  if (!key || pinned(policy, 'key') !== key || !key.startsWith(UPLOAD_PREFIX) || key.split('/').includes('..')) {
    return "The upload's key is not the one its policy names.";
  }
  if ((pinned(policy, 'bucket') ?? bucket) !== bucket) return 'The upload policy names another bucket.';
  return undefined;
}

/**
 * Whether a call under `/local-s3` may reach the local S3: GET or HEAD of a product picture, or
 * the admin's presigned upload (a form POSTed to the bucket root), never PUT, DELETE or a listing.
 */
export function s3Passage(
  call: { method: string; path: string; search: string; contentType?: string; body: Buffer },
  bucket: string,
  secret: string,
  now = new Date(),
): Passage {
  if (call.method === 'GET' || call.method === 'HEAD') {
    const key = keyIn(call.path, bucket);
    return key?.startsWith(READABLE_PREFIX) && !call.search
      ? PASS
      : refuse(404, 'The site passes on only reads of product pictures to the local S3.');
  }
  if (call.method !== 'POST' || call.search || (call.path !== `/${bucket}` && call.path !== `/${bucket}/`)) {
    return refuse(403, 'The site passes on only presigned uploads (a form POSTed to the bucket) to the local S3.');
  }
  const fields = multipartFields(call.body, call.contentType);
  if (!fields) return refuse(403, 'A presigned upload is a multipart form.');
  const problem = uploadProblem(fields, bucket, secret, now);
  return problem ? refuse(403, problem) : PASS;
}

import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RouteSpec, bodyKindOf, fillPath } from '@shared/route-kit';
import { routes } from '@shared/routes';
import { documentClient } from '../commons/clients';
import { tableName } from '../repositories/table';
import { createTestAdmin, createTestCustomer } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';
import { streamsSettled } from '../test-support/streams';

/**
 * Malformed input for every route, generated from the route table and each route's schemas,
 * sent through the local gateway as the caller the route admits (so validation is reached):
 * no answer is a 5xx, every refusal carries a `message`, and nothing is written.
 */
const cloud = useLocalCloud();
const PER_ROUTE = 200;

/** Values that are wrong for almost any field. */
const BAD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  true,
  false,
  '',
  ' ',
  '\u0000',
  '\u202e\u200b',
  'x'.repeat(70_000),
  '🌹'.repeat(2000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '{}',
  '[]',
  [],
  {},
  [1, 2, 3],
  { nested: { deep: true } },
  { __proto__: { polluted: true } },
  'NaN',
  '1e999',
  '-0',
  '2026-13-45',
  'a@',
  '@b.c',
  'ann@@example.com',
];

/** Whole bodies that are broken in shape. */
function shapeBreakers(): string[] {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  return [
    '',
    '{',
    '}',
    'null',
    '[]',
    '"text"',
    '123',
    'true',
    '{"a":',
    '{"a":1,}',
    '\u0000',
    deep(5000),
    `{"a":${deep(2000)}}`,
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    JSON.stringify({ x: 'y'.repeat(300_000) }),
    '\ufeff{}',
    '{"a":"\\ud800"}',
    'x'.repeat(1000),
  ];
}

/**
 * Multipart bodies broken in shape, each sent with the content type naming its boundary, as a
 * browser's form would be: cut inside a file, inside the part headers, before the closing
 * dashes, or closed with no line break before the closing boundary (busboy then reported the
 * unfinished file on a stream nobody listened to, and the process ended).
 */
function multipartBreakers(): { body: string; contentType: string }[] {
  const b = 'fuzzboundary';
  const file = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="products.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004 bytes`;
  const field = `--${b}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAmbre`;
  return [
    `${file}--${b}--`,
    `${file}--${b}--\r\n`,
    `${field}--${b}--`,
    `${field}\r\n${file}--${b}--`,
    file,
    `${file}\r\n--${b}`,
    `${file}\r\n--${b}-`,
    `--${b}\r\nContent-Disposition: form-data; name="file"; filename="products.xlsx"\r\n`,
    `--${b}\r\nContent-Disposition: form-da`,
    `${file}\n--${b}--\n`,
    `--${b}--`,
    `\r\n--${b}--\r\n`,
    `${file}${'x'.repeat(100_000)}--${b}--`,
  ].map((body) => ({ body, contentType: `multipart/form-data; boundary=${b}` }));
}

type Def = { type?: string; innerType?: { _zod: { def: Def } }; in?: { _zod: { def: Def } } };

/** A field's base type, through optional, default and pipe wrappers. */
function baseType(field: unknown): string {
  let def = (field as { _zod?: { def?: Def } })?._zod?.def;
  for (let i = 0; def && i < 5; i += 1) {
    const next = def.innerType ?? def.in;
    if (!next || !['optional', 'nullable', 'default', 'pipe'].includes(def.type ?? '')) break;
    def = next._zod.def;
  }
  return def?.type ?? 'unknown';
}

/** The fields a schema declares (zod/mini objects keep them in their definition), with their base types. */
function fieldsOf(schema: unknown): { name: string; type: string }[] {
  const shape = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape;
  return shape ? Object.entries(shape).map(([name, field]) => ({ name, type: baseType(field) })) : [];
}

/**
 * Values that are wrong for a field of this type. A free-text field takes any short string
 * (a brand may be called "<script>"), so it gets the wrong types, over-long text and text with
 * nothing visible in it instead.
 */
function badValuesFor(type: string): unknown[] {
  if (type === 'string')
    return BAD_VALUES.filter((v) => typeof v !== 'string').concat(['x'.repeat(70_000), '🌹'.repeat(20_000), '', '   ', '\u202e\u200b']);
  if (type === 'number' || type === 'int')
    return BAD_VALUES.filter((v) => typeof v !== 'number' || !Number.isFinite(v) || v < 0 || !Number.isInteger(v)).concat([1e12]);
  return BAD_VALUES;
}

/** A small seeded generator, so a failure repeats. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

interface Attempt {
  path: string;
  body?: string;
  contentType?: string;
  cookie?: string;
}

const SAMPLE_PARAMS: Record<string, string> = {
  productId: 'p',
  product_id: 'p',
  id: 'i',
  orderId: 'o',
  userId: 'u',
  status: 'pending',
  date: '1999-01-01',
  token: 't',
  email: 'nobody@example.com',
  code: 'NOSUCHCODE',
};
const BAD_PARAMS = [
  '%00',
  '..%2F..%2Fetc',
  'x'.repeat(3000),
  '%E0%A4%A',
  '%F0%9F%8C%B9',
  '%7B%7D',
  '%20',
  '__proto__',
  'constructor',
  '-1',
  '1e999',
];
const BAD_QUERIES = [
  'status=bogus',
  'page=-1',
  'page=1e999',
  'limit=0',
  'limit=abc',
  `search=${'x'.repeat(5000)}`,
  'page=1&page=2',
  '__proto__[x]=1',
  'status=%00',
  'search=%E0%A4%A',
];
const BAD_COOKIES = ['session=%E0%A4%A', '=', ';;;', 'a=b; a=c', `big=${'x'.repeat(8000)}`, '__proto__=1', 'a=\\x00'];
const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=bogus',
  '',
];

/** At least PER_ROUTE malformed attempts for one route, from its schema. */
function attemptsFor(name: string, spec: RouteSpec): Attempt[] {
  const rand = random([...name].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const path = fillPath(spec.path, SAMPLE_PARAMS);
  const kind = bodyKindOf(spec);
  const fields = fieldsOf(spec.input);
  const out: Attempt[] = [];
  const params = (spec.path.match(/\{(\w+)\}/g) ?? []).map((p) => p.slice(1, -1));
  for (const bad of BAD_PARAMS) {
    for (const param of params)
      out.push({
        path: spec.path.replace(/\{(\w+)\}/g, (_, n: string) => (n === param ? bad : encodeURIComponent(SAMPLE_PARAMS[n] ?? 'x'))),
      });
  }
  for (const query of BAD_QUERIES) out.push({ path: `${path}?${query}` });
  for (const cookie of BAD_COOKIES) out.push({ path, cookie });
  if (kind !== 'none') {
    for (const body of shapeBreakers())
      out.push({ path, body, contentType: kind === 'multipart' ? pick(CONTENT_TYPES) : 'application/json' });
    for (const contentType of CONTENT_TYPES) out.push({ path, body: '{}', contentType });
    if (kind === 'multipart') for (const { body, contentType } of multipartBreakers()) out.push({ path, body, contentType });
    for (const field of fields) {
      for (const value of badValuesFor(field.type))
        out.push({ path, body: JSON.stringify({ [field.name]: value }), contentType: 'application/json' });
    }
  }
  // Top up with random mixes: a few fields, each wrong, extra keys, odd types.
  while (out.length < PER_ROUTE) {
    const body: Record<string, unknown> = {};
    for (const field of fields.length ? fields : [{ name: 'a', type: 'unknown' }])
      if (rand() < 0.5) body[field.name] = pick(badValuesFor(field.type));
    if (rand() < 0.3) body[`extra_${Math.floor(rand() * 100)}`] = pick(BAD_VALUES);
    out.push(
      kind === 'none'
        ? { path: `${path}?${pick(BAD_QUERIES)}`, cookie: rand() < 0.3 ? pick(BAD_COOKIES) : undefined }
        : { path, body: JSON.stringify(body), contentType: pick(CONTENT_TYPES), cookie: rand() < 0.2 ? pick(BAD_COOKIES) : undefined },
    );
  }
  return out;
}

/** What the table holds, by key (stream-kept counters and markers left out: they change on their own). */
async function snapshot(): Promise<Map<string, string>> {
  const items = new Map<string, string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start, ConsistentRead: true }));
    for (const item of page.Items ?? []) {
      // Sign-in attempt counters are written by design, whatever the attempt looked like.
      if (['stats', 'appliedChange', 'stripeEvent', 'rate'].includes(String(item.type)) || String(item.pk).startsWith('STATS')) continue;
      items.set(`${item.pk}|${item.sk}`, JSON.stringify(item));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

let tokens: Record<string, string | undefined>;

beforeAll(async () => {
  const [customer, admin] = await Promise.all([createTestCustomer(), createTestAdmin()]);
  tokens = { user: customer.token, admin: admin.token, session: customer.token, public: undefined, 'stripe-signature': undefined };
});

describe('malformed input on every route', () => {
  it(`answers every route's ${PER_ROUTE}+ malformed inputs without a 5xx, with a message, and writes nothing`, async () => {
    // Mails queued by earlier tests may be sent (and removed) meanwhile; let them go first.
    await streamsSettled(cloud);
    const before = await snapshot();
    const failures: string[] = [];
    let sent = 0;
    for (const [name, spec] of Object.entries(routes) as [string, RouteSpec][]) {
      const attempts = attemptsFor(name, spec);
      let next = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < attempts.length) {
            const attempt = attempts[next++]!;
            const headers: Record<string, string> = { accept: 'application/json' };
            if (tokens[spec.access]) headers.authorization = `Bearer ${tokens[spec.access]}`;
            if (attempt.contentType) headers['content-type'] = attempt.contentType;
            if (attempt.cookie) headers.cookie = attempt.cookie;
            const response = await fetch(`${cloud.api}${attempt.path}`, { method: spec.method, headers, body: attempt.body });
            const text = await response.text();
            sent += 1;
            let message: unknown;
            try {
              message = (JSON.parse(text) as { message?: unknown }).message;
            } catch {
              message = undefined;
            }
            // The missing product page's route answers a page, whatever it is sent: its 404 is HTML.
            const page =
              name === 'productMissingPage' && response.status === 404 && /^text\/html/.test(response.headers.get('content-type') ?? '');
            if (response.status >= 500 || (response.status >= 400 && typeof message !== 'string' && !page)) {
              failures.push(
                `${name} ${spec.method} ${attempt.path.slice(0, 80)} [${attempt.contentType ?? ''}] ${String(attempt.body).slice(0, 60)} → ${response.status} ${text.slice(0, 80)}`,
              );
            }
          }
        }),
      );
    }
    const after = await snapshot();
    // The publishers' generation counter (SNAPSHOT#…) moves whenever the stream publishes the
    // catalogue or a product page for changes earlier tests made, still draining; no route writes it.
    const written = [...after].filter(([key, value]) => before.get(key) !== value && !key.startsWith('SNAPSHOT#')).map(([key]) => key);
    const removed = [...before.keys()].filter((key) => !after.has(key) && !key.startsWith('OUTBOX#'));
    console.log(`fuzzing: ${sent} malformed requests over ${Object.keys(routes).length} routes`);
    expect(sent).toBeGreaterThanOrEqual(Object.keys(routes).length * PER_ROUTE);
    expect(failures.slice(0, 20), `${failures.length} bad answers`).toEqual([]);
    expect(written, 'items written').toEqual([]);
    expect(removed, 'items removed').toEqual([]);
  }, 300_000);
});

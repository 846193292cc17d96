import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RouteSpec, bodyKindOf, fillPath } from '@shared/route-kit';
import { routes } from '@shared/routes';
import { signSession } from '../commons/session';
import { setUserRole } from '../repositories/users';
import { apiCall } from '../test-support/api-call';
import { createTestAdmin, createTestCustomer } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';

/**
 * Every route of the table, called as every kind of caller (a guest, a customer, an admin, and
 * tokens that are expired, signed with another key, unsigned, or of an ended session), answers
 * what its access rule says.
 * Generated from the route table: adding a route adds its rows. Bodies are empty, so no call
 * gets past validation into real work.
 */
const cloud = useLocalCloud();

type Caller = 'guest' | 'customer' | 'admin' | 'expired' | 'otherKey' | 'algNone' | 'stale';
const BAD_TOKENS: Caller[] = ['expired', 'otherKey', 'algNone', 'stale'];

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
let tokens: Record<Caller, string | undefined>;

beforeAll(async () => {
  const [customer, admin, demoted] = await Promise.all([createTestCustomer(), createTestAdmin(), createTestAdmin()]);
  // An admin's token from before the account's sessions were ended (its role set again moves
  // the session version on): well signed, unexpired, and stale.
  await setUserRole(demoted.id, 'admin');
  const identity = { id: customer.id, role: 'admin' as const, username: customer.username, email: customer.email };
  const now = Math.floor(Date.now() / 1000);
  tokens = {
    guest: undefined,
    customer: customer.token,
    admin: admin.token,
    expired: await signSession({ ...admin, role: 'admin' }, 60, new Date(Date.now() - 3600_000)),
    // A token claiming admin, signed with a key that is not the shop's.
    otherKey: await new SignJWT({ role: 'admin', username: identity.username, email: identity.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(identity.id)
      .setIssuer('maison')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('not-the-shop-key-but-long-enough-for-hs256')),
    // An unsigned token claiming admin.
    stale: demoted.token,
    algNone: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: identity.id, role: 'admin', iss: 'maison', iat: now, exp: now + 600 })}.`,
  };
});

const SAMPLE_PARAMS: Record<string, string> = {
  productId: 'no-such-product',
  product_id: 'no-such-product',
  id: 'no-such-id',
  orderId: 'no-such-order',
  userId: 'no-such-user',
  status: 'pending',
  date: '1999-01-01',
  token: 'no-such-token',
  email: 'nobody@example.com',
  code: 'NOSUCHCODE',
};

async function callAs(spec: RouteSpec, caller: Caller) {
  const kind = bodyKindOf(spec);
  const answer = await apiCall(cloud.api, spec.method, fillPath(spec.path, SAMPLE_PARAMS), {
    token: tokens[caller],
    ...(kind === 'json' ? { body: {} } : kind === 'none' ? {} : { rawBody: '' }),
  });
  return answer.status;
}

describe('the access matrix, from the route table', () => {
  for (const [name, spec] of Object.entries(routes) as [string, RouteSpec][]) {
    it(`${spec.method} ${spec.path} (${spec.access})`, async () => {
      const statuses = Object.fromEntries(
        await Promise.all(
          (['guest', 'customer', 'admin', ...BAD_TOKENS] as Caller[]).map(async (caller) => [caller, await callAs(spec, caller)] as const),
        ),
      ) as Record<Caller, number>;
      const context = `${name}: ${JSON.stringify(statuses)}`;
      switch (spec.access) {
        case 'public':
        case 'stripe-signature':
          // A token, good or forged, changes nothing about who may call; none gives more.
          for (const caller of ['customer', 'admin', ...BAD_TOKENS] as Caller[]) expect(statuses[caller], context).not.toBe(403);
          for (const caller of BAD_TOKENS) expect(statuses[caller], context).toBe(statuses.guest);
          break;
        case 'user':
          expect([statuses.guest, ...BAD_TOKENS.map((c) => statuses[c])], context).toEqual([401, 401, 401, 401, 401]);
          expect(statuses.admin, context).toBe(403);
          expect([401, 403], context).not.toContain(statuses.customer);
          break;
        case 'admin':
          expect([statuses.guest, ...BAD_TOKENS.map((c) => statuses[c])], context).toEqual([401, 401, 401, 401, 401]);
          expect(statuses.customer, context).toBe(403);
          expect([401, 403], context).not.toContain(statuses.admin);
          break;
        case 'session':
          expect([statuses.guest, ...BAD_TOKENS.map((c) => statuses[c])], context).toEqual([401, 401, 401, 401, 401]);
          expect([401, 403], context).not.toContain(statuses.customer);
          expect([401, 403], context).not.toContain(statuses.admin);
          break;
      }
      for (const status of Object.values(statuses)) expect(status, context).toBeLessThan(500);
    });
  }
});

import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_FORM_MESSAGES as m } from '@shared/admin/promotion-form';
import type { Promotion } from '@shared/cart/promo-codes';
import { documentClient } from '../commons/clients';
import { deletePromotion, getPromotion, PROMOTION_IN_USE_MESSAGE, promoKey } from '../repositories/promos';
import { tableName } from '../repositories/table';
import { apiCall } from '../test-support/api-call';
import { createTestAdmin, createTestCustomer, type TestAccount } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';

const cloud = useLocalCloud();
const PATH = '/api/admin/promotions';

let admin: TestAccount;
let customer: TestAccount;
const made: string[] = [];

/** A fresh code for a test, in lower case as an admin might type it, removed after the run. */
function freshCode(): string {
  const code = `test${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  made.push(code.toUpperCase());
  return code;
}

const asAdmin = (method: string, path: string, body?: unknown) => apiCall(cloud.api, method, path, { token: admin.token, body });
const spring = (code: string) => ({ code, kind: 'percent', value: 15, minSubtotal: 50 });

beforeAll(async () => {
  [admin, customer] = await Promise.all([createTestAdmin(), createTestCustomer()]);
});

afterAll(async () => {
  await Promise.all(made.map((code) => deletePromotion(code).catch(() => undefined)));
});

describe('the admin promotion routes', () => {
  it('create a code stored upper case, list it, change it, deactivate it and delete it', async () => {
    const typed = freshCode();
    const code = typed.toUpperCase();

    const created = await asAdmin('POST', PATH, {
      ...spring(` ${typed} `),
      startsAt: '2026-11-27T09:00',
      endsAt: '2026-11-30T23:59',
      maxUses: 100,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      message: `Promotion ${code} created`,
      promotion: {
        code,
        kind: 'percent',
        value: 15,
        minSubtotal: 50,
        startsAt: '2026-11-27T09:00',
        endsAt: '2026-11-30T23:59',
        maxUses: 100,
        maxUsesPerCustomer: null,
        firstOrderOnly: false,
        active: true,
        uses: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(await getPromotion(code)).toMatchObject({ code, claimed: 0 });

    const listed = await asAdmin('GET', PATH);
    expect(listed.status).toBe(200);
    expect(listed.body.success).toBe(true);
    const mine = (listed.body.promotions as Promotion[]).find((p) => p.code === code);
    expect(mine).toEqual(created.body.promotion);
    // The claims of checkouts being paid stay on the server.
    expect((listed.body.promotions as object[]).every((p) => !('claimed' in p))).toBe(true);
    const codes = (listed.body.promotions as Promotion[]).map((p) => p.code);
    expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b)));

    // A change replaces the rules: the limit left out is gone; the path's code may be typed in any case.
    const changed = await asAdmin('PUT', `${PATH}/${typed}`, {
      code: typed,
      kind: 'amount',
      value: 10,
      minSubtotal: null,
      maxUsesPerCustomer: 2,
      firstOrderOnly: true,
      active: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ success: true, message: `Promotion ${code} updated` });
    expect(changed.body.promotion).toEqual({
      ...created.body.promotion,
      kind: 'amount',
      value: 10,
      minSubtotal: null,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: 2,
      firstOrderOnly: true,
      updatedAt: expect.any(String),
    });
    expect('claimed' in changed.body.promotion).toBe(false);

    const paused = await asAdmin('PUT', `${PATH}/${code}`, { ...changed.body.promotion, active: false });
    expect([paused.status, paused.body.promotion.active]).toEqual([200, false]);
    expect((await getPromotion(code))?.active).toBe(false);

    const deleted = await asAdmin('DELETE', `${PATH}/${code}`);
    expect([deleted.status, deleted.body]).toEqual([200, { success: true, message: `Promotion ${code} deleted` }]);
    expect(await getPromotion(code)).toBeUndefined();
    const after = await asAdmin('GET', PATH);
    expect((after.body.promotions as Promotion[]).some((p) => p.code === code)).toBe(false);
  });

  it('refuses a code that exists, in any case, with 409 and a field error on the code', async () => {
    const code = freshCode();
    expect((await asAdmin('POST', PATH, spring(code))).status).toBe(201);
    const again = await asAdmin('POST', PATH, { ...spring(code.toUpperCase()), value: 20 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: `A promotion with the code ${code.toUpperCase()} already exists.` });
    expect(again.body.fieldErrors.code).toBe(again.body.message);
    expect((await getPromotion(code))?.value).toBe(15);
  });

  it('answers 404 for a code to change or delete that does not exist', async () => {
    const code = freshCode().toUpperCase();
    const change = await asAdmin('PUT', `${PATH}/${code}`, { kind: 'percent', value: 10, firstOrderOnly: false, active: true });
    expect([change.status, change.body.message]).toEqual([404, `No promotion has the code ${code}.`]);
    const remove = await asAdmin('DELETE', `${PATH}/${code}`);
    expect([remove.status, remove.body.message]).toEqual([404, `No promotion has the code ${code}.`]);
    expect(await getPromotion(code)).toBeUndefined();
  });

  it('keeps a code that checkouts being paid hold claims of: 409 with the reason, deleted once they are done', async () => {
    const code = freshCode().toUpperCase();
    expect((await asAdmin('POST', PATH, spring(code))).status).toBe(201);
    const claims = (by: number) =>
      documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: promoKey(code),
          UpdateExpression: 'ADD claimed :n',
          ExpressionAttributeValues: { ':n': by },
        }),
      );
    await claims(1);
    const refused = await asAdmin('DELETE', `${PATH}/${code}`);
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'CONFLICT', PROMOTION_IN_USE_MESSAGE]);
    expect(await getPromotion(code)).toBeDefined();
    await claims(-1);
    expect((await asAdmin('DELETE', `${PATH}/${code}`)).status).toBe(200);
  });

  it('lets only an admin in: 401 signed out, 403 for a customer, and nothing written', async () => {
    const code = freshCode();
    for (const [method, path, body] of [
      ['GET', PATH],
      ['POST', PATH, spring(code)],
      ['PUT', `${PATH}/${code}`, spring(code)],
      ['DELETE', `${PATH}/${code}`],
    ] as const) {
      const guest = await apiCall(cloud.api, method, path, { body });
      const shopper = await apiCall(cloud.api, method, path, { token: customer.token, body });
      expect([method, guest.status, shopper.status]).toEqual([method, 401, 403]);
      expect(typeof guest.body.message).toBe('string');
    }
    expect(await getPromotion(code)).toBeUndefined();
  });
});

describe('the promotion rules the routes refuse, each a 400 with its field error', () => {
  const valid = { code: 'NEVERSTORED', kind: 'percent', value: 15, firstOrderOnly: false, active: true };
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a code with other characters', { code: 'SPRING-15' }, 'code', m.codeShape],
    ['a code of spaces', { code: '   ' }, 'code', m.codeRequired],
    ['a code too long', { code: 'A'.repeat(41) }, 'code', m.codeTooLong],
    ['no code', { code: undefined }, 'code', m.codeRequired],
    ['an unknown kind', { kind: 'bogo' }, 'kind', m.kindInvalid],
    ['no value', { value: undefined }, 'value', m.valueRequired],
    ['a value as text', { value: '15' }, 'value', m.valueNotNumber],
    ['a percent of 0', { value: 0 }, 'value', m.percentInvalid],
    ['a percent over 90', { value: 91 }, 'value', m.percentInvalid],
    ['a percent with decimals', { value: 12.5 }, 'value', m.percentInvalid],
    ['an amount of 0', { kind: 'amount', value: 0 }, 'value', m.amountInvalid],
    ['an amount with part cents', { kind: 'amount', value: 10.005 }, 'value', m.amountInvalid],
    ['an amount over the most', { kind: 'amount', value: 10_000.01 }, 'value', m.amountInvalid],
    ['a minimum of 0', { minSubtotal: 0 }, 'minSubtotal', m.minSubtotalInvalid],
    ['a minimum with part cents', { minSubtotal: 49.999 }, 'minSubtotal', m.minSubtotalInvalid],
    ['a start that is no date', { startsAt: '2026-02-30T09:00' }, 'startsAt', m.dateInvalid],
    ['a start with seconds and a zone', { startsAt: '2026-11-27T09:00:00Z' }, 'startsAt', m.dateInvalid],
    ['an end at 24:00', { endsAt: '2026-11-27T24:00' }, 'endsAt', m.dateInvalid],
    ['an end before the start', { startsAt: '2026-11-27T09:00', endsAt: '2026-11-26T09:00' }, 'endsAt', m.endNotAfterStart],
    ['an end at the start', { startsAt: '2026-11-27T09:00', endsAt: '2026-11-27T09:00' }, 'endsAt', m.endNotAfterStart],
    ['a use limit of 0', { maxUses: 0 }, 'maxUses', m.usesInvalid],
    ['a use limit with decimals', { maxUses: 1.5 }, 'maxUses', m.usesInvalid],
    ['a per-customer limit of -1', { maxUsesPerCustomer: -1 }, 'maxUsesPerCustomer', m.usesInvalid],
    ['a flag as text', { active: 'yes' }, 'active', m.flagInvalid('Active')],
    ['first order only as a number', { firstOrderOnly: 1 }, 'firstOrderOnly', m.flagInvalid('First order only')],
  ];

  it.each(cases)('refuses %s when creating', async (_, change, field, message) => {
    const answer = await asAdmin('POST', PATH, { ...valid, ...change });
    expect([answer.status, answer.body.code, answer.body.fieldErrors?.[field]]).toEqual([400, 'VALIDATION', message]);
    expect(typeof answer.body.message).toBe('string');
  });

  it.each(cases.filter(([, change]) => !('code' in change)))('refuses %s when changing', async (_, change, field, message) => {
    const answer = await asAdmin('PUT', `${PATH}/NEVERSTORED`, { ...valid, ...change });
    expect([answer.status, answer.body.fieldErrors?.[field]]).toEqual([400, message]);
  });

  it('refuses a change whose body names another code, and a change without its flags', async () => {
    const other = await asAdmin('PUT', `${PATH}/NEVERSTORED`, { ...valid, code: 'SOMETHINGELSE' });
    expect([other.status, other.body.fieldErrors]).toEqual([400, { code: m.codeMismatch }]);
    const { active: _, firstOrderOnly: __, ...flagless } = valid;
    const partial = await asAdmin('PUT', `${PATH}/NEVERSTORED`, flagless);
    expect([partial.status, partial.body.fieldErrors]).toEqual([
      400,
      { firstOrderOnly: m.flagInvalid('First order only'), active: m.flagInvalid('Active') },
    ]);
  });

  it('refuses a path code that cannot exist with 400 naming the rule', async () => {
    for (const [method, body] of [
      ['PUT', valid],
      ['DELETE', undefined],
    ] as const) {
      const answer = await asAdmin(method, `${PATH}/${encodeURIComponent('spring 15!')}`, body);
      expect([method, answer.status, answer.body.fieldErrors]).toEqual([method, 400, { code: m.codeShape }]);
    }
  });

  it('refuses a body that is no JSON object with 400, never 500', async () => {
    for (const rawBody of ['', '[]', 'null', '{"code":', '"SPRING15"']) {
      const answer = await apiCall(cloud.api, 'POST', PATH, { token: admin.token, rawBody });
      expect([rawBody, answer.status]).toEqual([rawBody, 400]);
    }
    expect(await getPromotion('NEVERSTORED')).toBeUndefined();
  });
});

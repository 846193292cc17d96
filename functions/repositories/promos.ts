/**
 * Promotions: `PROMO#<CODE>` / `PROMO`, listed through gsi1 (`PROMOS` / code). Each holds its
 * rules, `uses` (paid orders that used it) and `claimed` (uses plus checkouts being paid with it:
 * a checkout claims a use when its stock is held, so the last use is never promised twice). A
 * customer's claims of a limited code are counted on `PROMO#<CODE>` / `USER#<id>`; a customer's
 * first paid order leaves `USER#<id>` / `PAIDORDER`, which first-order codes check.
 *
 * Access patterns: one promotion by code; all of them; create, change, delete one; the seeded
 * ones created if absent; a customer's claims of a code; the transaction parts that claim a use,
 * turn a claim into a use, give a claim back and give a use back.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { normalizePromoCode, type Promotion, type PromotionInput, perCustomerLimit, promotionWindow } from '@shared/cart/promo-codes';
import { AppError } from '@shared/errors';
import { documentClient } from '../commons/document-client';
import { env } from '../commons/env';
import { listOrdersByUser, type OrderRecord } from './orders';
import type { TransactItem } from './transact';
import { GSI1, isConditionFailure, queryAll, tableName } from './table';

export const promoKey = (code: string) => ({ pk: `PROMO#${normalizePromoCode(code)}`, sk: 'PROMO' });
const promoUseKey = (code: string, userId: string) => ({ pk: `PROMO#${normalizePromoCode(code)}`, sk: `USER#${userId}` });
const paidOrderMarkerKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'PAIDORDER' });

/** A promotion with its claims (uses plus checkouts being paid). */
export type StoredPromotion = Promotion & { claimed: number };

/** What a checkout claimed of a code, recorded on it so the claim is given back or used exactly once. */
export interface PromoClaim {
  code: string;
  /** A use was counted against the customer too (the code limits uses per customer). */
  perCustomer: boolean;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** A stored item as a promotion; rows from before promotions had rules (`percent`) read as percent codes. */
function toPromotion(item: Record<string, unknown>): StoredPromotion {
  const legacy = item.kind === undefined && typeof item.percent === 'number';
  return {
    code: String(item.code),
    kind: legacy ? 'percent' : item.kind === 'amount' ? 'amount' : 'percent',
    value: legacy ? Number(item.percent) : Number(item.value ?? 0),
    minSubtotal: num(item.minSubtotal),
    startsAt: text(item.startsAt),
    endsAt: text(item.endsAt),
    maxUses: num(item.maxUses),
    maxUsesPerCustomer: num(item.maxUsesPerCustomer),
    firstOrderOnly: item.firstOrderOnly === true,
    active: item.active !== false,
    uses: num(item.uses) ?? 0,
    claimed: num(item.claimed) ?? num(item.uses) ?? 0,
    createdAt: String(item.createdAt ?? ''),
    updatedAt: String(item.updatedAt ?? item.createdAt ?? ''),
  };
}

/** A promotion by code (case and surrounding spaces ignored), active or not, or undefined. */
export async function getPromotion(code: string): Promise<StoredPromotion | undefined> {
  const normalized = normalizePromoCode(code);
  if (!normalized) return undefined;
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: promoKey(normalized), ConsistentRead: true }));
  return out.Item ? toPromotion(out.Item) : undefined;
}

/** Every promotion, by code. */
export async function listPromotions(): Promise<StoredPromotion[]> {
  const items = await queryAll({
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': 'PROMOS' },
  });
  return items.map(toPromotion).sort((a, b) => a.code.localeCompare(b.code));
}

/** The rules as stored: absent limits are removed, and the window is kept as instants too, for the conditions. */
function storedRules(input: PromotionInput) {
  const { startsAtMs, endsAtMs } = promotionWindow(input, env.shopTimeZone);
  const set: Record<string, unknown> = {
    kind: input.kind,
    value: input.value,
    firstOrderOnly: input.firstOrderOnly,
    active: input.active,
  };
  const optional: Record<string, unknown> = {
    minSubtotal: input.minSubtotal,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    startsAtUtc: startsAtMs === null ? null : new Date(startsAtMs).toISOString(),
    endsAtUtc: endsAtMs === null ? null : new Date(endsAtMs).toISOString(),
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
  };
  const remove: string[] = [];
  for (const [name, value] of Object.entries(optional)) {
    if (value === null || value === undefined) remove.push(name);
    else set[name] = value;
  }
  return { set, remove };
}

const promotionExistsMessage = (code: string) => `A promotion with the code ${code} already exists.`;
const promotionNotFoundMessage = (code: string) => `No promotion has the code ${code}.`;

/** Creates a promotion; a 409 when its code is taken. */
export async function createPromotion(input: PromotionInput, now = new Date()): Promise<StoredPromotion> {
  const code = normalizePromoCode(input.code);
  const { set } = storedRules(input);
  const at = now.toISOString();
  const item = {
    ...promoKey(code),
    type: 'promo',
    gsi1pk: 'PROMOS',
    gsi1sk: code,
    code,
    ...set,
    uses: 0,
    claimed: 0,
    createdAt: at,
    updatedAt: at,
  };
  try {
    await documentClient().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (isConditionFailure(error))
      throw new AppError('CONFLICT', promotionExistsMessage(code), { fieldErrors: { code: promotionExistsMessage(code) } });
    throw error;
  }
  return toPromotion(item);
}

/** Changes a promotion's rules (never its code or counters); a 404 when there is none. */
export async function updatePromotion(code: string, input: Omit<PromotionInput, 'code'>, now = new Date()): Promise<StoredPromotion> {
  const normalized = normalizePromoCode(code);
  const { set, remove } = storedRules({ ...input, code: normalized });
  set.updatedAt = now.toISOString();
  // A row from before promotions had rules loses its old `percent`.
  remove.push('percent');
  const names = Object.keys(set);
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: promoKey(normalized),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: `SET ${names.map((n) => `#${n} = :${n}`).join(', ')}, gsi1pk = :list, gsi1sk = :code REMOVE ${remove.map((n) => `#${n}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries([...names, ...remove].map((n) => [`#${n}`, n])),
        ExpressionAttributeValues: { ...Object.fromEntries(names.map((n) => [`:${n}`, set[n]])), ':list': 'PROMOS', ':code': normalized },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toPromotion(out.Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('NOT_FOUND', promotionNotFoundMessage(normalized));
    throw error;
  }
}

export const PROMOTION_IN_USE_MESSAGE =
  'Shoppers are paying with this code right now. Deactivate it to stop new uses, and delete it once their checkouts are done.';

/** Deletes a promotion; a 404 when there is none, a 409 while checkouts being paid hold claims of it. */
export async function deletePromotion(code: string): Promise<void> {
  const normalized = normalizePromoCode(code);
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: promoKey(normalized),
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(claimed) OR attribute_not_exists(#uses) OR claimed <= #uses)',
        ExpressionAttributeNames: { '#uses': 'uses' },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = (error as { Item?: Record<string, unknown> }).Item;
    if (!existing) throw new AppError('NOT_FOUND', promotionNotFoundMessage(normalized));
    throw new AppError('CONFLICT', PROMOTION_IN_USE_MESSAGE);
  }
}

/**
 * Stores a seeded promotion unless its code exists (an operator's change is kept). A row from
 * before promotions had rules is given the seed's rules once (NEWUSER10 becomes first-order-only),
 * keeping its active flag. Answers whether it was created.
 */
export async function createPromoIfAbsent(input: PromotionInput, now = new Date()): Promise<boolean> {
  try {
    await createPromotion(input, now);
    return true;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
  }
  const { set } = storedRules(input);
  delete set.active;
  const names = Object.keys(set);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: promoKey(input.code),
        ConditionExpression: 'attribute_not_exists(kind)',
        UpdateExpression: `SET ${names.map((n) => `#${n} = :${n}`).join(', ')}, gsi1pk = :list, gsi1sk = :code, #uses = if_not_exists(#uses, :zero), claimed = if_not_exists(#uses, :zero), updatedAt = :at REMOVE #percent`,
        ExpressionAttributeNames: { ...Object.fromEntries(names.map((n) => [`#${n}`, n])), '#uses': 'uses', '#percent': 'percent' },
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((n) => [`:${n}`, set[n]])),
          ':list': 'PROMOS',
          ':code': normalizePromoCode(input.code),
          ':zero': 0,
          ':at': now.toISOString(),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return false;
}

/** The checkouts being paid and paid orders of one customer that used a code. */
export async function customerClaims(code: string, userId: string): Promise<number> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: promoUseKey(code, userId), ConsistentRead: true }));
  return num(out.Item?.claimed) ?? 0;
}

/** Whether a customer has had a paid order (the marker every completion leaves). */
async function hasPaidOrderMarker(userId: string): Promise<boolean> {
  const out = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: paidOrderMarkerKey(userId), ConsistentRead: true }),
  );
  return Boolean(out.Item);
}

/**
 * The transaction parts that claim one use of a code for a customer, under every rule the table
 * can check: the code is active, started and not ended, has a use left, the customer has a use
 * of it left, and (first-order codes) has no paid order. The first part is always the promotion.
 */
export function claimParts(
  promotion: StoredPromotion,
  userId: string,
  now: Date,
  options: { andUse?: boolean } = {},
): { parts: TransactItem[]; claim: PromoClaim } {
  const at = now.toISOString();
  const perCustomer = perCustomerLimit(promotion);
  const parts: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: promoKey(promotion.code),
        ConditionExpression:
          'attribute_exists(pk) AND active = :true' +
          ' AND (attribute_not_exists(startsAtUtc) OR startsAtUtc <= :now)' +
          ' AND (attribute_not_exists(endsAtUtc) OR endsAtUtc > :now)' +
          ' AND (attribute_not_exists(maxUses) OR attribute_not_exists(claimed) OR claimed < maxUses)',
        // A payment completing after its hold was released claims and uses in one step.
        UpdateExpression: options.andUse ? 'ADD claimed :one, #uses :one' : 'ADD claimed :one',
        ...(options.andUse ? { ExpressionAttributeNames: { '#uses': 'uses' } } : {}),
        ExpressionAttributeValues: { ':true': true, ':now': at, ':one': 1 },
      },
    },
  ];
  if (perCustomer !== null) {
    parts.push({
      Update: {
        TableName: tableName(),
        Key: promoUseKey(promotion.code, userId),
        ConditionExpression: 'attribute_not_exists(claimed) OR claimed < :max',
        UpdateExpression: 'SET #type = :type, code = :code, userId = :user ADD claimed :one',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':max': perCustomer, ':type': 'promoUse', ':code': promotion.code, ':user': userId, ':one': 1 },
      },
    });
  }
  if (promotion.firstOrderOnly) {
    parts.push({
      ConditionCheck: { TableName: tableName(), Key: paidOrderMarkerKey(userId), ConditionExpression: 'attribute_not_exists(pk)' },
    });
  }
  return { parts, claim: { code: promotion.code, perCustomer: perCustomer !== null } };
}

/** A late payment's promo claimed and used again under the code's rules as they are now, or null when the code is gone. */
export async function reclaimPromo(record: OrderRecord): Promise<TransactItem[] | null> {
  const promotion = record.promoClaim ? await getPromotion(record.promoClaim.code) : undefined;
  return promotion ? claimParts(promotion, record.userId, new Date(), { andUse: true }).parts : null;
}

/** The parts that give a checkout's claim back (its payment failed, was replaced, or its hold expired). */
export function unclaimParts(claim: PromoClaim, userId: string): TransactItem[] {
  return countParts(claim, userId, { claimed: -1 });
}

/** The part that turns a held claim into a use, when the checkout's payment succeeds. */
export function usePart(claim: PromoClaim): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: promoKey(claim.code),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'ADD #uses :one',
      ExpressionAttributeNames: { '#uses': 'uses' },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** The parts that give a paid order's use back (its order was cancelled). */
export function giveBackParts(claim: PromoClaim, userId: string): TransactItem[] {
  return countParts(claim, userId, { claimed: -1, uses: -1 });
}

function countParts(claim: PromoClaim, userId: string, by: { claimed: number; uses?: number }): TransactItem[] {
  const parts: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: promoKey(claim.code),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: by.uses ? 'ADD claimed :c, #uses :u' : 'ADD claimed :c',
        ...(by.uses ? { ExpressionAttributeNames: { '#uses': 'uses' } } : {}),
        ExpressionAttributeValues: { ':c': by.claimed, ...(by.uses ? { ':u': by.uses } : {}) },
      },
    },
  ];
  if (claim.perCustomer) {
    parts.push({
      Update: {
        TableName: tableName(),
        Key: promoUseKey(claim.code, userId),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'ADD claimed :c',
        ExpressionAttributeValues: { ':c': by.claimed },
      },
    });
  }
  return parts;
}

/** The part every completion writes: the customer has had a paid order. */
export function paidOrderMarkerPart(userId: string, now: Date): TransactItem {
  return { Put: { TableName: tableName(), Item: { ...paidOrderMarkerKey(userId), type: 'paidOrderMarker', at: now.toISOString() } } };
}

/** Whether a customer has had a paid order: the marker, or (orders from before it) a paid order of theirs. */
export async function customerHasPaidOrder(userId: string): Promise<boolean> {
  if (await hasPaidOrderMarker(userId)) return true;
  return (await listOrdersByUser(userId)).some((order) => order.paymentStatus === 'paid' || order.paymentStatus === 'refunded');
}

/**
 * Promo codes: pk `PROMO#<CODE>`, sk `PROMO`, with the percent off and whether the code is active.
 *
 * Access patterns: one promo by its (normalised) code; create the seeded ones if absent.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { normalizePromoCode, type Promo } from '../../shared/cart/promo-codes';
import { documentClient } from '../commons/document-client';
import { isConditionFailure, tableName } from './table';

export const promoKey = (code: string) => ({ pk: `PROMO#${normalizePromoCode(code)}`, sk: 'PROMO' });

/** An active promo by code (case and surrounding spaces ignored), or null. */
export async function getPromo(code: string): Promise<Promo | null> {
  const normalized = normalizePromoCode(code);
  if (!normalized) return null;
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: promoKey(normalized) }));
  const item = out.Item;
  if (!item || item.active === false || typeof item.percent !== 'number') return null;
  return { code: String(item.code), percent: item.percent };
}

/** Stores a promo unless its code exists already (an operator's change is kept); answers whether it was created. */
export async function createPromoIfAbsent(promo: Promo, now = new Date()): Promise<boolean> {
  try {
    await documentClient().send(new PutCommand({
      TableName: tableName(),
      Item: { ...promoKey(promo.code), type: 'promo', code: normalizePromoCode(promo.code), percent: promo.percent, active: true, createdAt: now.toISOString() },
      ConditionExpression: 'attribute_not_exists(pk)',
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

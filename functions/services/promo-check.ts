import {
  INVALID_PROMO_MESSAGE,
  PROMO_MESSAGES,
  perCustomerLimit,
  type PromoCustomer,
  promoRefusal,
  promoShortfallCents,
  belowMinimumMessage,
} from '@shared/cart/promo-codes';
import { AppError } from '@shared/errors';
import type { StoredPromotion } from '../repositories/promos';

export interface PromoCheckDeps {
  getPromotion(code: string): Promise<StoredPromotion | undefined>;
  /** A customer's claims of a code (checkouts being paid and paid orders). */
  customerClaims(code: string, userId: string): Promise<number>;
  hasPaidOrder(userId: string): Promise<boolean>;
  timeZone?: string;
  now?: () => Date;
}

/** A code checked for a customer: the promotion, and how far the cart is below its minimum (cents). */
export interface CheckedPromo {
  promotion: StoredPromotion;
  shortfallCents: number;
}

/**
 * A promo code checked against every rule for one customer (shared/cart/promo-codes.ts), on the
 * server. A refused code is a 400 naming the reason, at `field`. Below the minimum is a refusal
 * only where the cart must qualify now (checkout); applying a code to a cart that is still short
 * answers the shortfall, so the shopper is told how much more to add.
 */
export function createPromoCheck(deps: PromoCheckDeps) {
  const now = deps.now ?? (() => new Date());
  const refuse = (message: string, field: string) => new AppError('VALIDATION', message, { fieldErrors: { [field]: message } });

  async function customerOf(promotion: StoredPromotion, userId: string, subtotalCents: number): Promise<PromoCustomer> {
    const [usesOfCode, hasPaidOrder] = await Promise.all([
      perCustomerLimit(promotion) === null ? 0 : deps.customerClaims(promotion.code, userId),
      promotion.firstOrderOnly ? deps.hasPaidOrder(userId) : false,
    ]);
    return { subtotalCents, usesOfCode, hasPaidOrder };
  }

  return {
    async check(
      userId: string,
      code: string,
      subtotalCents: number,
      options: { field: string; mustQualify: boolean },
    ): Promise<CheckedPromo> {
      const promotion = await deps.getPromotion(code);
      if (!promotion) throw refuse(INVALID_PROMO_MESSAGE, options.field);
      const customer = await customerOf(promotion, userId, subtotalCents);
      // Every rule but the minimum first: those the shopper cannot meet by adding to the cart.
      const reason = promoRefusal(promotion, { ...customer, subtotalCents: Number.MAX_SAFE_INTEGER }, now(), deps.timeZone);
      if (reason) throw refuse(reason, options.field);
      const shortfallCents = promoShortfallCents(promotion, subtotalCents);
      if (shortfallCents > 0 && options.mustQualify) throw refuse(belowMinimumMessage(shortfallCents), options.field);
      return { promotion, shortfallCents };
    },

    /** Why a code is refused now, read again after the table refused its claim (a race for its last use). */
    async reasonNow(userId: string, code: string, subtotalCents: number): Promise<string> {
      const promotion = await deps.getPromotion(code);
      if (!promotion) return INVALID_PROMO_MESSAGE;
      return promoRefusal(promotion, await customerOf(promotion, userId, subtotalCents), now(), deps.timeZone) ?? PROMO_MESSAGES.usedUp;
    },
  };
}

export type PromoCheck = ReturnType<typeof createPromoCheck>;

/**
 * Promotions are server data the merchant owns (the table holds them; infra/seed/promo-codes.ts
 * lists the first ones), so the storefront's bundle never lists them. What lives here is how a
 * code is read, what a promotion is, what it takes off a cart, and why a code is refused: the
 * same rules on the cart page, in the apply-promo route and at checkout.
 */
import { formatCents, formatMoney, toCents } from '../format/money';
import { DEFAULT_SHOP_TIME_ZONE, shopWallClockInstant } from '../format/shop-day';

export type PromoKind = 'percent' | 'amount';

/** A promo as the cart prices it: its canonical code, what it takes off, and the subtotal it needs. */
export interface Promo {
  code: string;
  kind: PromoKind;
  /** Percent off (1–90) for `percent`; dollars off for `amount`. */
  value: number;
  /** The subtotal (dollars, before discount) the code needs, or null. */
  minSubtotal: number | null;
}

/** A promotion as the merchant manages it (`/admin/promotions`). */
export interface Promotion extends Promo {
  /** When it starts and ends, as wall-clock time in the shop's time zone (`2026-11-27T09:00`), or null. */
  startsAt: string | null;
  endsAt: string | null;
  /** Total paid orders it may be used by, or null. */
  maxUses: number | null;
  /** Paid orders one customer may use it for, or null. */
  maxUsesPerCustomer: number | null;
  /** Only for a customer's first paid order. */
  firstOrderOnly: boolean;
  active: boolean;
  /** Paid orders that used it (a cancelled order gives its use back); read-only. */
  uses: number;
  createdAt: string;
  updatedAt: string;
}

/** What the admin sends to create or change a promotion: all but the code's counters. */
export type PromotionInput = Omit<Promotion, 'uses' | 'createdAt' | 'updatedAt'>;

/**
 * A promotion's rules with no limits (a percent code, any subtotal, any time, any customer,
 * active), with `fields` saying what differs: the seeded codes and the tests start here.
 */
export function promotionRules(fields: Pick<PromotionInput, 'code'> & Partial<PromotionInput>): PromotionInput {
  return {
    kind: 'percent',
    value: 10,
    minSubtotal: null,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerCustomer: null,
    firstOrderOnly: false,
    active: true,
    ...fields,
  };
}

/** The message for an unknown code (spec 02 §5). */
export const INVALID_PROMO_MESSAGE = 'Invalid promo code';

/** The most characters a promo code may have. */
export const PROMO_CODE_MAX_LENGTH = 40;
/** The largest percent a code may take off. */
export const MAX_PROMO_PERCENT = 90;
/** The largest amount (dollars) a code may take off. */
export const MAX_PROMO_AMOUNT = 10_000;

/** A code as it is stored and compared: surrounding spaces dropped, upper case (' spring15 ' → 'SPRING15'). */
export function normalizePromoCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** The Apply button is enabled only when the input holds something besides spaces. */
export function canApplyPromo(input: string | null | undefined): boolean {
  return (input ?? '').trim() !== '';
}

/** How a promo reads on the cart page: '15% off', '$10.00 off'. */
export function promoValueText(promo: Pick<Promo, 'kind' | 'value'>): string {
  return promo.kind === 'percent' ? `${promo.value}% off` : `${formatMoney(promo.value)} off`;
}

/** How many more cents the subtotal needs before the code applies (0 when it applies). */
export function promoShortfallCents(promo: Pick<Promo, 'minSubtotal'>, subtotalCents: number): number {
  const min = promo.minSubtotal ? toCents(promo.minSubtotal) : 0;
  return Math.max(0, min - subtotalCents);
}

/** "Add $X more to use this code." */
export const belowMinimumMessage = (shortfallCents: number) => `Add ${formatCents(shortfallCents)} more to use this code.`;

/**
 * What a promo takes off a subtotal, in cents: nothing below its minimum; a percent rounded half
 * up to the cent; an amount never more than the subtotal.
 */
export function promoDiscountCents(promo: Promo, subtotalCents: number): number {
  if (subtotalCents <= 0 || promoShortfallCents(promo, subtotalCents) > 0) return 0;
  if (promo.kind === 'percent') return Math.round((subtotalCents * promo.value) / 100);
  return Math.min(subtotalCents, toCents(promo.value));
}

/** The refusals a shopper may read, one per rule. */
export const PROMO_MESSAGES = {
  inactive: 'This code is no longer active.',
  usedUp: 'This code has been used up.',
  firstOrderOnly: 'This code is only for your first order.',
  alreadyUsed: 'You have already used this code.',
  usedTimes: (times: number) => `You have already used this code ${times} times.`,
  startsOn: (date: string) => `This code starts on ${date}.`,
  expiredOn: (date: string) => `This code expired on ${date}.`,
  belowMinimum: belowMinimumMessage,
} as const;

/** A moment as a shopper reads it in the shop's time zone: 'Nov 30, 2026, 11:59 PM'. */
function shopMoment(instant: number, timeZone: string): string {
  return new Date(instant).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

/** A promotion's start and end as instants (ms), from its wall-clock times in the shop's zone. */
export function promotionWindow(promotion: Pick<Promotion, 'startsAt' | 'endsAt'>, timeZone = DEFAULT_SHOP_TIME_ZONE) {
  return {
    startsAtMs: promotion.startsAt ? shopWallClockInstant(promotion.startsAt, timeZone) : null,
    endsAtMs: promotion.endsAt ? shopWallClockInstant(promotion.endsAt, timeZone) : null,
  };
}

/** What a customer brings to a code: their subtotal, their paid orders, their uses of this code. */
export interface PromoCustomer {
  subtotalCents: number;
  hasPaidOrder: boolean;
  /** Paid orders (and checkouts being paid) of this customer that used the code. */
  usesOfCode: number;
}

/**
 * Why a code is refused for a customer now, or null when it applies. The rules in order: active,
 * started, not ended, total uses, first order, the customer's uses, the minimum subtotal.
 * Total uses count checkouts being paid (`claimed`), so a code's last use is never promised twice.
 */
export function promoRefusal(
  promotion: Pick<Promotion, 'active' | 'startsAt' | 'endsAt' | 'maxUses' | 'maxUsesPerCustomer' | 'firstOrderOnly' | 'minSubtotal'> & {
    claimed?: number;
    uses?: number;
  },
  customer: PromoCustomer,
  now: Date,
  timeZone = DEFAULT_SHOP_TIME_ZONE,
): string | null {
  if (!promotion.active) return PROMO_MESSAGES.inactive;
  const { startsAtMs, endsAtMs } = promotionWindow(promotion, timeZone);
  if (startsAtMs !== null && now.getTime() < startsAtMs) return PROMO_MESSAGES.startsOn(shopMoment(startsAtMs, timeZone));
  if (endsAtMs !== null && now.getTime() >= endsAtMs) return PROMO_MESSAGES.expiredOn(shopMoment(endsAtMs, timeZone));
  const taken = Math.max(promotion.claimed ?? 0, promotion.uses ?? 0);
  if (promotion.maxUses !== null && taken >= promotion.maxUses) return PROMO_MESSAGES.usedUp;
  if (promotion.firstOrderOnly && customer.hasPaidOrder) return PROMO_MESSAGES.firstOrderOnly;
  const perCustomer = perCustomerLimit(promotion);
  if (perCustomer !== null && customer.usesOfCode >= perCustomer) {
    return customer.usesOfCode === 1 ? PROMO_MESSAGES.alreadyUsed : PROMO_MESSAGES.usedTimes(customer.usesOfCode);
  }
  const shortfall = promoShortfallCents(promotion, customer.subtotalCents);
  if (shortfall > 0) return PROMO_MESSAGES.belowMinimum(shortfall);
  return null;
}

/** The uses one customer may make of a code: its own limit, and 1 for a first-order code. */
export function perCustomerLimit(promotion: Pick<Promotion, 'maxUsesPerCustomer' | 'firstOrderOnly'>): number | null {
  if (promotion.firstOrderOnly) return Math.min(1, promotion.maxUsesPerCustomer ?? 1);
  return promotion.maxUsesPerCustomer;
}

/** The promo a cart prices with, from a promotion. */
export function promoOf(promotion: Pick<Promotion, 'code' | 'kind' | 'value' | 'minSubtotal'>): Promo {
  return { code: promotion.code, kind: promotion.kind, value: promotion.value, minSubtotal: promotion.minSubtotal };
}

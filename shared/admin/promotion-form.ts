/**
 * A promotion as the admin's form and the promotion routes take it: one schema for the screen's
 * checks and the server's, so both refuse the same things with the same words.
 */
import * as z from 'zod/mini';
import { MAX_PROMO_AMOUNT, MAX_PROMO_PERCENT, PROMO_CODE_MAX_LENGTH, type PromoKind } from '../cart/promo-codes';
import { formatMoney } from '../format/money';
import { shopWallClockInstant } from '../format/shop-day';

/** The kinds of promotion, in the form's order. */
const PROMO_KINDS = ['percent', 'amount'] as const satisfies readonly PromoKind[];

/** The largest minimum subtotal (dollars) a code may ask for. */
const MAX_PROMO_MIN_SUBTOTAL = 1_000_000;
/** The largest use limit (total or per customer) a code may have. */
const MAX_PROMO_USES = 1_000_000;

/** The refusals of the promotion form, the same on the screen and in the routes' `fieldErrors`. */
export const PROMOTION_FORM_MESSAGES = {
  codeRequired: 'Code is required',
  codeShape: 'Code may use letters A–Z and digits 0–9 only',
  codeTooLong: `Code must be at most ${PROMO_CODE_MAX_LENGTH} characters`,
  codeMismatch: 'The code in the body must be the code of the promotion being changed',
  kindInvalid: 'Kind must be percent or amount',
  valueRequired: 'Value is required',
  valueNotNumber: 'Value must be a number',
  percentInvalid: `Percent off must be a whole number from 1 to ${MAX_PROMO_PERCENT}`,
  amountInvalid: `Amount off must be more than $0 and at most ${formatMoney(MAX_PROMO_AMOUNT)}, with at most 2 decimals`,
  minSubtotalInvalid: `Minimum subtotal must be more than $0 and at most ${formatMoney(MAX_PROMO_MIN_SUBTOTAL)}, with at most 2 decimals`,
  dateInvalid: 'Enter a date and time like 2026-11-27T09:00',
  endNotAfterStart: 'The end must be after the start',
  usesInvalid: `Enter a whole number from 1 to ${MAX_PROMO_USES.toLocaleString('en-US')}, or leave it empty`,
  flagInvalid: (name: string) => `${name} must be true or false`,
} as const;

const m = PROMOTION_FORM_MESSAGES;

const hasCents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** A code as stored: spaces around it dropped, upper case, letters A–Z and digits only ('spring15' → 'SPRING15'). */
export const promoCodeSchema = z
  .string({ error: m.codeRequired })
  .check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, m.codeRequired),
    z.maxLength(PROMO_CODE_MAX_LENGTH, m.codeTooLong),
    z.regex(/^[A-Z0-9]+$/, m.codeShape),
  );

/** Whether a value is a percent off the form accepts: a whole number from 1 to 90. */
export const isPromoPercent = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_PROMO_PERCENT;

/** Whether a value is an amount off the form accepts: dollars above 0, whole cents, at most MAX_PROMO_AMOUNT. */
export const isPromoAmount = (value: number) => Number.isFinite(value) && value > 0 && value <= MAX_PROMO_AMOUNT && hasCents(value);

/** Whether a text is a wall-clock time `YYYY-MM-DDTHH:mm` that exists on the calendar. */
export const isWallClockTime = (value: string) => !Number.isNaN(shopWallClockInstant(value));

/** An optional figure: absent or null is none (null), else it must pass `valid`. */
const optionalFigure = (valid: (n: number) => boolean, message: string) =>
  z._default(z.nullable(z.number({ error: message }).check(z.refine(valid, message))), null);

const wallClock = z._default(z.nullable(z.string({ error: m.dateInvalid }).check(z.refine(isWallClockTime, m.dateInvalid))), null);

const flag = (name: string) => z.boolean({ error: m.flagInvalid(name) });

/** The rules of a promotion: everything the admin sets but its code. */
const rules = {
  kind: z.enum(PROMO_KINDS, { error: m.kindInvalid }),
  /** Checked against the kind below: percent or dollars. */
  value: z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? m.valueRequired : m.valueNotNumber) }),
  minSubtotal: optionalFigure((n) => Number.isFinite(n) && n > 0 && n <= MAX_PROMO_MIN_SUBTOTAL && hasCents(n), m.minSubtotalInvalid),
  startsAt: wallClock,
  endsAt: wallClock,
  maxUses: optionalFigure((n) => Number.isInteger(n) && n >= 1 && n <= MAX_PROMO_USES, m.usesInvalid),
  maxUsesPerCustomer: optionalFigure((n) => Number.isInteger(n) && n >= 1 && n <= MAX_PROMO_USES, m.usesInvalid),
};

/** The checks across fields: the value for its kind, and the end after the start (wall-clock times compare as text). */
const acrossFields = z.superRefine((input: { kind: PromoKind; value: number; startsAt: string | null; endsAt: string | null }, ctx) => {
  if (input.kind === 'percent' && !isPromoPercent(input.value))
    ctx.addIssue({ code: 'custom', message: m.percentInvalid, path: ['value'], input: input.value });
  if (input.kind === 'amount' && !isPromoAmount(input.value))
    ctx.addIssue({ code: 'custom', message: m.amountInvalid, path: ['value'], input: input.value });
  const { startsAt, endsAt } = input;
  if (startsAt && endsAt && isWallClockTime(startsAt) && isWallClockTime(endsAt) && endsAt <= startsAt) {
    ctx.addIssue({ code: 'custom', message: m.endNotAfterStart, path: ['endsAt'], input: endsAt });
  }
});

/** A new promotion: a code and its rules; a new code is active and for any order unless said otherwise. */
export const createPromotionSchema = z
  .object({
    code: promoCodeSchema,
    ...rules,
    firstOrderOnly: z._default(flag('First order only'), false),
    active: z._default(flag('Active'), true),
  })
  .check(acrossFields);

/**
 * A promotion's rules replaced: every rule is sent (an absent limit is no limit). The flags are
 * required, so a client that leaves one out never turns a paused code back on by accident. The
 * code comes from the path; one in the body must be the same.
 */
export const updatePromotionSchema = z
  .object({
    code: z.optional(promoCodeSchema),
    ...rules,
    firstOrderOnly: flag('First order only'),
    active: flag('Active'),
  })
  .check(acrossFields);

import { createPromotionSchema, updatePromotionSchema } from '@shared/admin/promotion-form';
import type { PromoKind, Promotion, PromotionInput } from '@shared/cart/promo-codes';

/** The promotion form as typed: text fields as the inputs hold them, the two flags as ticks. */
export interface PromotionFormValues {
  code: string;
  kind: PromoKind;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  firstOrderOnly: boolean;
  active: boolean;
}

export type PromotionField = keyof PromotionFormValues;
export type PromotionFieldErrors = Partial<Record<PromotionField, string>>;

/** A new promotion's form: a percent code, active, for any order. */
export const EMPTY_PROMOTION_FORM: PromotionFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  firstOrderOnly: false,
  active: true,
};

const text = (value: number | string | null) => (value === null ? '' : String(value));

/** A promotion as the edit form shows it. */
export function promotionToFormValues(promotion: Promotion): PromotionFormValues {
  return {
    code: promotion.code,
    kind: promotion.kind,
    value: text(promotion.value),
    minSubtotal: text(promotion.minSubtotal),
    startsAt: text(promotion.startsAt),
    endsAt: text(promotion.endsAt),
    maxUses: text(promotion.maxUses),
    maxUsesPerCustomer: text(promotion.maxUsesPerCustomer),
    firstOrderOnly: promotion.firstOrderOnly,
    active: promotion.active,
  };
}

/** A typed figure as the API takes it: empty is none (null), anything else a number (NaN when it is not one). */
const figure = (typed: string) => (typed.trim() === '' ? null : Number(typed.trim()));

/** The form as the routes take it: figures as numbers, empty fields as null. */
function formValuesToInput(values: PromotionFormValues): Record<PromotionField, unknown> {
  return {
    code: values.code,
    kind: values.kind,
    // A value left empty is missing, so it is refused as required rather than read as none.
    value: figure(values.value) ?? undefined,
    minSubtotal: figure(values.minSubtotal),
    startsAt: values.startsAt || null,
    endsAt: values.endsAt || null,
    maxUses: figure(values.maxUses),
    maxUsesPerCustomer: figure(values.maxUsesPerCustomer),
    firstOrderOnly: values.firstOrderOnly,
    active: values.active,
  };
}

const isField = (name: string): name is PromotionField => name in EMPTY_PROMOTION_FORM;

/**
 * Checks the form with the routes' own schema: what to send, or the first message per field
 * (the same texts the server answers with in `fieldErrors`). An edit leaves the code to the path.
 */
export function checkPromotionForm(
  values: PromotionFormValues,
  editing: boolean,
): { ok: true; input: PromotionInput } | { ok: false; errors: PromotionFieldErrors } {
  const input = formValuesToInput(values);
  const parsed = editing ? updatePromotionSchema.safeParse({ ...input, code: undefined }) : createPromotionSchema.safeParse(input);
  if (parsed.success) return { ok: true, input: { ...parsed.data, code: parsed.data.code ?? values.code } };
  const errors: PromotionFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The server's `fieldErrors` narrowed to the form's fields; anything else is left to the form's message. */
export function promotionFieldErrorsOf(body: unknown): PromotionFieldErrors {
  const raw = typeof body === 'object' && body !== null ? (body as { fieldErrors?: unknown }).fieldErrors : undefined;
  if (typeof raw !== 'object' || raw === null) return {};
  const errors: PromotionFieldErrors = {};
  for (const [field, message] of Object.entries(raw)) {
    if (isField(field) && typeof message === 'string' && message.trim()) errors[field] = message;
  }
  return errors;
}

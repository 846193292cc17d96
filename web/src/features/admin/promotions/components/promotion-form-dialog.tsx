import { type FormEvent, useRef, useState } from 'react';
import { MAX_PROMO_PERCENT, type PromoKind, type Promotion, type PromotionInput } from '@shared/cart/promo-codes';
import { FormAlert, SelectField, useFocusFirstInvalid } from '@/components/form-field';
import { AdminDialog } from '../../shared/admin-dialog';
import { PromotionCheckField, PromotionInputField } from './promotion-inputs';
import {
  EMPTY_PROMOTION_FORM,
  type PromotionField,
  type PromotionFieldErrors,
  type PromotionFormValues,
  checkPromotionForm,
  promotionToFormValues,
} from './promotion-form-values';
import { PROMOTION_TEXTS } from './promotion-texts';
import type { SaveOutcome } from './use-promotions';

/** How the value field reads for each kind: its label, its unit in the box, its step and its note. */
const VALUE_FIELD: Record<
  PromoKind,
  { label: string; prefix?: string; suffix?: string; step: number; min: number; inputMode: 'numeric' | 'decimal'; note: string }
> = {
  percent: {
    label: 'Percent off',
    suffix: '%',
    step: 1,
    min: 1,
    inputMode: 'numeric',
    note: `A whole percent, from 1 to ${MAX_PROMO_PERCENT}.`,
  },
  amount: {
    label: 'Amount off',
    prefix: '$',
    step: 0.01,
    min: 0.01,
    inputMode: 'decimal',
    note: 'Dollars off the subtotal, never more than it.',
  },
};

const SHOP_TIME = "in the shop's time zone";

/**
 * Add a promotion, or edit one (its code stays as it is). The form is checked with the routes'
 * own schema before it is sent; the server's field errors land on their fields, anything else in
 * the dialog's alert, and the dialog stays open with what was typed.
 */
export function PromotionFormDialog({
  editing,
  onSave,
  onClose,
}: {
  editing: Promotion | null;
  onSave: (input: PromotionInput) => Promise<SaveOutcome>;
  onClose: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const [values, setValues] = useState<PromotionFormValues>(() => (editing ? promotionToFormValues(editing) : EMPTY_PROMOTION_FORM));
  const [errors, setErrors] = useState<PromotionFieldErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const valueField = VALUE_FIELD[values.kind];

  const change = <F extends PromotionField>(field: F, value: PromotionFormValues[F], alsoClear: PromotionField[] = []) => {
    setValues((now) => ({ ...now, [field]: value }));
    setErrors((now) => {
      const next = { ...now };
      for (const name of [field, ...alsoClear]) delete next[name];
      return next;
    });
  };
  const typed = (field: Exclude<PromotionField, 'kind' | 'firstOrderOnly' | 'active'>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    readOnly: busy,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError('');
    const checked = checkPromotionForm(values, Boolean(editing));
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    const outcome = await onSave(checked.input);
    if (outcome.ok) return;
    setBusy(false);
    setErrors(outcome.errors);
    setFormError(outcome.message);
    if (Object.keys(outcome.errors).length) focusFirstInvalid();
  };

  return (
    <AdminDialog
      title={editing ? PROMOTION_TEXTS.editTitle(editing.code) : PROMOTION_TEXTS.addTitle}
      wide
      busy={busy}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--ghost button--small" onClick={onClose} disabled={busy}>
            {PROMOTION_TEXTS.cancel}
          </button>
          <button type="submit" form="promotion-form" className="button button--small" disabled={busy} aria-busy={busy}>
            {busy ? PROMOTION_TEXTS.saving : PROMOTION_TEXTS.save}
          </button>
        </>
      }
    >
      <form id="promotion-form" ref={form} className="promo-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={formError} />
        <div className="promo-form__grid">
          <PromotionInputField
            label="Code"
            type="text"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            data-autofocus={editing ? undefined : true}
            note={editing ? 'A code stays as it is; add a new one to change it.' : 'Letters A–Z and digits only; saved in capitals.'}
            {...typed('code')}
            readOnly={busy || Boolean(editing)}
            aria-readonly={editing ? true : undefined}
          />
          <SelectField
            label="Kind"
            name="kind"
            value={values.kind}
            error={errors.kind}
            disabled={busy}
            onChange={(event) => change('kind', event.target.value as PromoKind, ['value'])}
          >
            <option value="percent">Percent off</option>
            <option value="amount">Amount off</option>
          </SelectField>
          <PromotionInputField
            label={valueField.label}
            type="number"
            required
            min={valueField.min}
            step={valueField.step}
            inputMode={valueField.inputMode}
            prefix={valueField.prefix}
            suffix={valueField.suffix}
            note={valueField.note}
            data-autofocus={editing ? true : undefined}
            {...typed('value')}
          />
          <PromotionInputField
            label="Minimum subtotal"
            type="number"
            min={0.01}
            step={0.01}
            inputMode="decimal"
            prefix="$"
            note="Optional. Dollars the cart's subtotal must reach; empty means any."
            {...typed('minSubtotal')}
          />
          <PromotionInputField
            label={`Starts (${SHOP_TIME})`}
            type="datetime-local"
            note="Optional; empty means it applies now."
            {...typed('startsAt')}
          />
          <PromotionInputField
            label={`Ends (${SHOP_TIME})`}
            type="datetime-local"
            note="Optional; empty means it never ends."
            {...typed('endsAt')}
          />
          <PromotionInputField
            label="Total uses"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            note="Optional. Paid orders it may be used by in all; empty means no limit."
            {...typed('maxUses')}
          />
          <PromotionInputField
            label="Uses per customer"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            note="Optional; empty means no limit."
            {...typed('maxUsesPerCustomer')}
          />
        </div>
        <PromotionCheckField
          label="First order only"
          name="firstOrderOnly"
          note="Only for a customer's first paid order."
          checked={values.firstOrderOnly}
          error={errors.firstOrderOnly}
          disabled={busy}
          onChange={(event) => change('firstOrderOnly', event.target.checked)}
        />
        <PromotionCheckField
          label="Active"
          name="active"
          note="Shoppers can apply an active code; an inactive one is refused."
          checked={values.active}
          error={errors.active}
          disabled={busy}
          onChange={(event) => change('active', event.target.checked)}
        />
      </form>
    </AdminDialog>
  );
}

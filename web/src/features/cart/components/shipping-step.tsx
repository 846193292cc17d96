import { type FormEvent, useRef, useState } from 'react';
import { type FieldErrors, clearFieldError, isValid } from '@shared/format/field-errors';
import { SHIPPING_COUNTRY, type ShippingField, ZIP_LENGTH, formatUsZip, validateShippingForm } from '@shared/orders/shipping-form';
import { PHONE_MAX_LENGTH, formatUsPhone } from '@shared/orders/us-phone';
import { US_STATES } from '@shared/orders/us-states';
import type { ShippingAddress } from '@shared/types';
import { SelectField, TextField, useFocusFirstInvalid } from '@/components/form-field';

interface ShippingStepProps {
  address: ShippingAddress;
  onChange: (address: ShippingAddress) => void;
  onBack: () => void;
  /** Creates the payment intent; resolves with a failure message, or null when checkout moved on. */
  onContinue: () => Promise<string | null>;
}

/**
 * Step 2 (spec 02 §5): the shipping address. Every field is checked on Continue to Payment and
 * each error clears when its field is edited. The values live in the page, so they survive going
 * back to the cart or coming back from payment.
 */
export function ShippingStep({ address, onChange, onBack, onContinue }: ShippingStepProps) {
  const [errors, setErrors] = useState<FieldErrors<ShippingField>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const set = (field: ShippingField, value: string) => {
    onChange({ ...address, [field]: value });
    setErrors((now) => clearFieldError(now, field));
  };
  const text = (field: ShippingField) => ({
    name: field,
    value: address[field] ?? '',
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure('');
    const found = validateShippingForm(address);
    setErrors(found);
    if (!isValid(found)) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    const message = await onContinue();
    // On success this step is gone; only a failure comes back here.
    if (message) {
      setFailure(message);
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="shipping-form" noValidate onSubmit={onSubmit} aria-labelledby="shipping-title">
      <h2 id="shipping-title" className="checkout-section-title">
        Shipping Address
      </h2>
      <div className="shipping-form__grid">
        <TextField label="Full Name" autoComplete="name" {...text('fullName')} />
        <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="(555) 123-4567"
          maxLength={PHONE_MAX_LENGTH}
          {...text('phone')}
          onChange={(event) => set('phone', formatUsPhone(event.target.value))}
        />
        <div className="shipping-form__wide">
          <TextField label="Address Line 1" autoComplete="address-line1" {...text('addressLine1')} />
        </div>
        <div className="shipping-form__wide">
          <TextField
            label="Address Line 2"
            autoComplete="address-line2"
            placeholder="Apartment, suite, etc. (optional)"
            {...text('addressLine2')}
          />
        </div>
        <TextField label="City" autoComplete="address-level2" {...text('city')} />
        <SelectField label="State" autoComplete="address-level1" {...text('state')}>
          <option value="">Select a state</option>
          {US_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
        <TextField
          label="ZIP Code"
          autoComplete="postal-code"
          inputMode="numeric"
          placeholder="12345"
          maxLength={ZIP_LENGTH}
          {...text('zipCode')}
          onChange={(event) => set('zipCode', formatUsZip(event.target.value))}
        />
        <TextField label="Country" name="country" value={SHIPPING_COUNTRY} readOnly autoComplete="off" />
      </div>
      <p className="form-message" role="alert">
        {failure}
      </p>
      <div className="checkout-actions">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={busy}>
          Back to Cart
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Preparing payment…' : 'Continue to Payment'}
        </button>
      </div>
    </form>
  );
}

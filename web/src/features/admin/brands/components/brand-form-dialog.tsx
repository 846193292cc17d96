import { type FormEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { BRAND_MESSAGES } from '../brand-messages';
import { brandNameError, normalizeBrandName } from '../brand-name';
import { TextField, useFocusFirstInvalid } from '@/components/form-field';
import { useModal } from '@/components/use-modal';
import { ActionBanner } from '../../shared/action-banner';
import type { BrandRow } from '../api/list-all-brands';

export interface BrandFormDialogProps {
  /** The brand being renamed; none to add one. */
  brand?: BrandRow;
  /** The loaded brands, to refuse a name already taken before asking the server. */
  brands: readonly BrandRow[];
  /** Saves the trimmed name; resolves with the failure text, or null once saved. */
  onSave: (brandName: string) => Promise<string | null>;
  onClose: () => void;
}

/**
 * Add or rename a brand (spec 02 §2, §5): the name is required and trimmed, and a name another
 * brand has, ignoring case, is refused here; the server's refusal (409 and the rest) shows in
 * the dialog's alert so the admin can correct the name without losing it.
 */
export function BrandFormDialog({ brand, brands, onSave, onClose }: BrandFormDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const [name, setName] = useState(brand?.brandName ?? '');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const focusInvalid = useFocusFirstInvalid(form);
  useModal(panel, () => !busy && onClose());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = brandNameError(name, brands, brand?.id);
    if (problem) {
      setError(problem);
      setFailure('');
      focusInvalid();
      return;
    }
    const trimmed = normalizeBrandName(name);
    if (brand && trimmed === brand.brandName) return onClose();
    setBusy(true);
    setFailure('');
    const failed = await onSave(trimmed);
    if (failed) {
      setFailure(failed);
      setBusy(false);
    }
  };

  return createPortal(
    <div
      className="list-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div ref={panel} className="list-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{brand ? BRAND_MESSAGES.editTitle : BRAND_MESSAGES.addTitle}</h2>
        <form ref={form} className="list-dialog__form" noValidate onSubmit={(event) => void submit(event)}>
          <ActionBanner message={failure} />
          <TextField
            data-autofocus
            label={BRAND_MESSAGES.nameLabel}
            name="brandName"
            value={name}
            error={error || undefined}
            autoComplete="off"
            required
            readOnly={busy}
            onChange={(event) => {
              setName(event.target.value);
              setError('');
            }}
          />
          <div className="list-dialog__actions">
            <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
              {BRAND_MESSAGES.cancel}
            </button>
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {busy ? BRAND_MESSAGES.saving : BRAND_MESSAGES.save}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}

import { type FormEvent, useRef, useState } from 'react';
import { CONCENTRATIONS, SCENT_FAMILIES } from '@shared/catalog/scent-profile';
import { CATEGORIES, type Product } from '@shared/types';
import { FormAlert, SelectField, TextField, useFocusFirstInvalid } from '@/components/form-field';
import { AdminDialog } from '../../shared/admin-dialog';
import { InputField, TextAreaField } from './form-inputs';
import { ImageField } from './image-field';
import { NotesField } from './notes-field';
import { useBrandNames } from './use-brand-names';
import { useProductForm } from './use-product-form';

/** Add a product, or edit one (its product ID stays as it is). */
export function ProductFormDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Product | null;
  onClose: () => void;
  onSaved: (product: Product) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const brands = useBrandNames();
  const [image, setImage] = useState<File | null>(null);
  const { values, errors, formError, phase, progress, change, submit } = useProductForm(editing, onSaved);
  const busy = phase !== 'idle';
  const brandNames = values.brand && !brands.names.includes(values.brand) ? [values.brand, ...brands.names] : brands.names;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await submit(image))) focusFirstInvalid();
  };
  const bind = (field: keyof typeof values) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <AdminDialog
      title={editing ? `Edit ${editing.name}` : 'Add Product'}
      wide
      busy={busy}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--ghost button--small" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form="product-form" className="button button--small" disabled={busy} aria-busy={busy}>
            {phase === 'uploading'
              ? `Uploading image… ${progress}%`
              : phase === 'saving'
                ? 'Saving…'
                : editing
                  ? 'Save Changes'
                  : 'Add Product'}
          </button>
        </>
      }
    >
      <form id="product-form" ref={form} className="product-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormAlert message={formError} />
        <div className="product-form__grid">
          <TextField
            label="Product ID"
            required
            readOnly={Boolean(editing)}
            aria-readonly={editing ? true : undefined}
            autoComplete="off"
            {...bind('product_id')}
          />
          <TextField label="Name" required autoComplete="off" {...bind('name')} />
          <div className="product-form__brand">
            <SelectField label="Brand" required disabled={brands.loading} {...bind('brand')}>
              <option value="">{brands.loading ? 'Loading brands…' : 'Choose a brand'}</option>
              {brandNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </SelectField>
            {brands.error && (
              <p className="form-field__error" role="alert">
                {brands.error}{' '}
                <button type="button" className="text-button" onClick={brands.retry}>
                  Retry
                </button>
              </p>
            )}
          </div>
          <SelectField label="Category" required {...bind('category')}>
            <option value="">Choose a category</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </SelectField>
          <InputField label="Cost price ($)" type="number" required min={0} step={0.01} inputMode="decimal" {...bind('cost_price')} />
          <InputField label="Retail price ($)" type="number" required min={0} step={0.01} inputMode="decimal" {...bind('retail_price')} />
          <InputField label="Rating (0–5)" type="number" min={0} max={5} step={0.1} inputMode="decimal" {...bind('rating')} />
          <InputField
            label="Stock quantity"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            note="Optional; empty means 0."
            {...bind('stock_quantity')}
          />
        </div>
        <InputField label="Tags" type="text" autoComplete="off" note="Comma-separated, e.g. floral, rose, evening" {...bind('tags')} />
        <TextAreaField label="Description" rows={4} {...bind('description')} />
        <fieldset className="product-form__profile">
          <legend>Fragrance profile</legend>
          <div className="product-form__grid">
            <SelectField label="Scent family" {...bind('scent_family')}>
              <option value="">None</option>
              {SCENT_FAMILIES.map((family) => (
                <option key={family} value={family}>
                  {family}
                </option>
              ))}
            </SelectField>
            <SelectField label="Concentration" {...bind('concentration')}>
              <option value="">None</option>
              {CONCENTRATIONS.map((concentration) => (
                <option key={concentration} value={concentration}>
                  {concentration}
                </option>
              ))}
            </SelectField>
          </div>
          <NotesField label="Top notes" {...bind('top_notes')} />
          <NotesField label="Heart notes" {...bind('heart_notes')} />
          <NotesField label="Base notes" {...bind('base_notes')} />
        </fieldset>
        <ImageField current={editing?.image_url} file={image} onFile={setImage} progress={progress} uploading={phase === 'uploading'} />
      </form>
    </AdminDialog>
  );
}

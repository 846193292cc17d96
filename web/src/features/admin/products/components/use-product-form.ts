import { useRef, useState } from 'react';
import { PRODUCT_FORM_MESSAGES } from '@shared/admin/product-form';
import {
  EMPTY_PRODUCT_FORM,
  type ProductFormField,
  type ProductFormValues,
  checkProductForm,
  productFieldErrorsOf,
  productToFormValues,
} from '../product-form-values';
import { currentStockOf } from '@shared/admin/stock-edit';
import type { Product } from '@shared/types';
import { ApiError } from '@/lib/api-client';
import { createProduct, updateProduct } from '../api/save-product';
import { uploadProductImage } from '../api/upload-product-image';

export type SavePhase = 'idle' | 'uploading' | 'saving';

/**
 * The add/edit form's state and its save: check with the one schema, send a chosen picture
 * straight to the bucket (with progress), then the form with the picture's key. Server field
 * errors land on their fields; anything else is the form's message.
 */
export function useProductForm(editing: Product | null, onSaved: (product: Product) => void) {
  const [values, setValues] = useState<ProductFormValues>(() => (editing ? productToFormValues(editing) : EMPTY_PRODUCT_FORM));
  const [errors, setErrors] = useState<Partial<Record<ProductFormField, string>>>({});
  const [formError, setFormError] = useState('');
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [progress, setProgress] = useState(0);
  // A picture already in the bucket is not sent twice when a save is tried again.
  const uploaded = useRef<{ file: File; key: string } | null>(null);
  // The stock this form was loaded with; after a sale moved it, the stock the server named.
  const stockSeen = useRef(editing?.stock_quantity ?? 0);

  const change = (field: ProductFormField, value: string) => {
    setValues((now) => ({ ...now, [field]: value }));
    setErrors((now) => {
      if (!(field in now)) return now;
      const next = { ...now };
      delete next[field];
      return next;
    });
  };

  /** Saves; returns false when the form has errors to show (the caller focuses the first). */
  const submit = async (image: File | null): Promise<boolean> => {
    setFormError('');
    const checked = checkProductForm(editing ? { ...values, product_id: editing.product_id } : values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return false;
    }
    const failed = editing ? PRODUCT_FORM_MESSAGES.updateFailed : PRODUCT_FORM_MESSAGES.addFailed;
    let imageKey: string | undefined;
    try {
      if (image) {
        if (uploaded.current?.file !== image) {
          setPhase('uploading');
          setProgress(0);
          uploaded.current = { file: image, key: await uploadProductImage(image, setProgress) };
        }
        imageKey = uploaded.current.key;
      }
      setPhase('saving');
      const saved = editing
        ? await updateProduct(editing.product_id, checked.product, stockSeen.current, imageKey)
        : await createProduct(checked.product, imageKey);
      setPhase('idle');
      onSaved(saved);
      return true;
    } catch (error) {
      setPhase('idle');
      if (error instanceof ApiError) {
        // The stock moved since the form was loaded: its message names the stock now, and saving again applies the typed figure over it.
        stockSeen.current = currentStockOf(error.body) ?? stockSeen.current;
        const fieldErrors = productFieldErrorsOf(error.body);
        setErrors(fieldErrors);
        setFormError(error.serverMessage ?? failed);
        return Object.keys(fieldErrors).length === 0;
      }
      setFormError(error instanceof Error && error.message && !(error instanceof TypeError) ? error.message : failed);
      return true;
    }
  };

  return { values, errors, formError, phase, progress, change, submit };
}

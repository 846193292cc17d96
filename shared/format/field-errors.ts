/** A form's errors, one message per field; a field without an error is absent. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** True when the form has no errors. */
export function isValid(errors: FieldErrors): boolean {
  return Object.values(errors).every((message) => !message);
}

/** The first error in field order, for forms that show a single message; null when valid. */
export function firstError(errors: FieldErrors): string | null {
  return Object.values(errors).find((message): message is string => Boolean(message)) ?? null;
}

/** Clears one field's error when the field is edited (spec 02 §5); the same object when it had none. */
export function clearFieldError<F extends string>(errors: FieldErrors<F>, field: NoInfer<F>): FieldErrors<F> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

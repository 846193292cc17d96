import { BRAND_MESSAGES } from './brand-messages';

/** The longest brand name the server takes (shared/routes/admin.ts). */
const BRAND_NAME_MAX = 100;

/** The name as it is saved: trimmed (spec 02 §5). */
export function normalizeBrandName(name: string | null | undefined): string {
  return (name ?? '').trim();
}

/** Two names are the same brand when they match after trimming, ignoring case ('  dior ' is 'Dior'). */
export function sameBrandName(a: string | null | undefined, b: string | null | undefined): boolean {
  return normalizeBrandName(a).toLocaleLowerCase('en-US') === normalizeBrandName(b).toLocaleLowerCase('en-US');
}

/** The brand already holding `name` ignoring case, other than the one being edited (`exceptId`). */
export function findBrandNamed<B extends { id: string; brandName: string }>(
  brands: readonly B[],
  name: string,
  exceptId?: string,
): B | undefined {
  return brands.find((brand) => brand.id !== exceptId && sameBrandName(brand.brandName, name));
}

/** The message for a name already taken. */
function brandNameTakenMessage(existing: string): string {
  return `A brand named "${existing}" already exists`;
}

/**
 * What is wrong with a brand name in the form, or null: required, at most 100 characters after
 * trimming, and not the name of another brand ignoring case. Renaming a brand to its own name in
 * another case ('dior' to 'Dior') is allowed.
 */
export function brandNameError(
  name: string | null | undefined,
  brands: readonly { id: string; brandName: string }[],
  exceptId?: string,
): string | null {
  const trimmed = normalizeBrandName(name);
  if (!trimmed) return BRAND_MESSAGES.nameRequired;
  if (trimmed.length > BRAND_NAME_MAX) return BRAND_MESSAGES.nameTooLong;
  const taken = findBrandNamed(brands, trimmed, exceptId);
  return taken ? brandNameTakenMessage(taken.brandName) : null;
}

import type { Params } from './form-params';
import { optionalStringList } from './params';
import { invalidRequest } from './stripe-errors';

/** Looks up the object behind an id field, e.g. `latest_charge` → the charge. */
export type Expanders = Record<string, (id: string) => unknown>;

/**
 * Stripe's `expand[]`: replaces the named id fields with the objects they point at. Only
 * one level, and only the fields listed in `expanders`; anything else fails as Stripe does.
 */
export function applyExpand<T extends object>(object: T, params: Params, expanders: Expanders): T {
  const paths = optionalStringList(params, 'expand') ?? [];
  if (paths.length === 0) return object;
  const expanded = { ...object } as Record<string, unknown>;
  for (const path of paths) {
    const expander = Object.hasOwn(expanders, path) ? expanders[path] : undefined;
    if (!expander) throw invalidRequest(`This property cannot be expanded (${path}).`, undefined, 'expand');
    const id = expanded[path];
    if (typeof id === 'string') expanded[path] = expander(id);
  }
  return expanded as T;
}

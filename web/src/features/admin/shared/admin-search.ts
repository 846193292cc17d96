import { normalizeQuery } from '@/lib/catalog/search';

/** The brands whose name contains the query, ignoring case and surrounding spaces; an empty query keeps all. */
export function searchBrands<B extends { brandName: string }>(brands: readonly B[], query: string | null | undefined): B[] {
  const needle = normalizeQuery(query);
  return needle ? brands.filter((brand) => brand.brandName.toLowerCase().includes(needle)) : [...brands];
}

/** The brands in name order, ignoring case and accents ('dior' next to 'Dior', 'Émile' beside 'Emile'). */
export function sortBrandsByName<B extends { brandName: string }>(brands: readonly B[]): B[] {
  return [...brands].sort((a, b) => a.brandName.localeCompare(b.brandName, 'en-US', { sensitivity: 'base' }));
}

/** The subscribers whose email contains the query, ignoring case; an empty query keeps all. */
export function searchSubscribers<S extends { email: string }>(subscribers: readonly S[], query: string | null | undefined): S[] {
  const needle = normalizeQuery(query);
  return needle ? subscribers.filter((subscriber) => subscriber.email.toLowerCase().includes(needle)) : [...subscribers];
}

/** The subscribers newest first; an unreadable date goes last. */
export function sortSubscribersNewestFirst<S extends { createdAt: string }>(subscribers: readonly S[]): S[] {
  const time = (value: string) => {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
  };
  return [...subscribers].sort((a, b) => time(b.createdAt) - time(a.createdAt));
}

/**
 * A list's count line: '12 brands' for the whole list, 'Showing 3 of 12 brands' while a search
 * narrows it. `noun` is the singular and plural, e.g. ['brand', 'brands'].
 */
export function listCountLabel(shown: number, total: number, [one, many]: readonly [string, string]): string {
  const word = total === 1 ? one : many;
  return shown === total ? `${total} ${word}` : `Showing ${shown} of ${total} ${word}`;
}

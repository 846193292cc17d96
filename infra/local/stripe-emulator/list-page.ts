import type { Params } from './form-params';
import { optionalInteger, optionalString } from './params';
import { invalidRequest, resourceMissing } from './stripe-errors';

export interface ListPage<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/**
 * One page of a Stripe list (`limit` 1–100, default 10; `starting_after` / `ending_before`
 * cursors), from items already ordered newest first. `kind` names the object in errors.
 */
export function listPage<T extends { id: string }>(items: T[], params: Params, url: string, kind: string): ListPage<T> {
  const limit = optionalInteger(params, 'limit', 1) ?? 10;
  if (limit > 100) throw invalidRequest('This value must be less than or equal to 100.', 'parameter_invalid_integer', 'limit');
  const startingAfter = optionalString(params, 'starting_after');
  const endingBefore = optionalString(params, 'ending_before');
  const indexOf = (id: string, param: string) => {
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) throw resourceMissing(kind, id, param);
    return index;
  };
  if (endingBefore) {
    const end = indexOf(endingBefore, 'ending_before');
    const start = Math.max(0, end - limit);
    return { object: 'list', data: items.slice(start, end), has_more: start > 0, url };
  }
  const start = startingAfter ? indexOf(startingAfter, 'starting_after') + 1 : 0;
  return { object: 'list', data: items.slice(start, start + limit), has_more: start + limit < items.length, url };
}

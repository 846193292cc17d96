import type { TableNeeds } from '@shared/route-kit';

/**
 * What the hold release may do on the table: read the hold index and the checkouts, and give
 * stock and promo claims back (checkout, product and promotion updates in one transaction).
 */
export const HOLD_RELEASE_TABLE: readonly TableNeeds[] = [
  { actions: ['Query'], keys: ['HOLDS#*'] },
  { actions: ['GetItem', 'UpdateItem'], keys: ['ORDER#*', 'PRODUCT#*', 'PROMO#*'] },
];

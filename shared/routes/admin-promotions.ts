/**
 * The admin's promotion routes (`/admin/promotions`): list, create, change and delete the codes
 * shoppers apply. A file of their own, so a promotion function's bundle carries these schemas
 * and not the whole admin area's (shared/routes/admin.ts lists them all).
 */
import * as z from 'zod/mini';
import { createPromotionSchema, promoCodeSchema, updatePromotionSchema } from '../admin/promotion-form';
import type { Promotion } from '../cart/promo-codes';
import { returns, route, type TableNeeds } from '../route-kit';
import * as endpoints from './admin-endpoints';

/** The code in a path: any case, stored upper case; a code that cannot exist is a 400 naming the rule. */
const codeParams = z.object({ code: promoCodeSchema });

/**
 * Each route's own repository call (functions/repositories/promos.ts), so each is granted only it:
 * the list queries the index partition, the writes touch one promotion item.
 */
const listTable: TableNeeds = { actions: ['Query'], keys: ['PROMOS'] };
const createTable: TableNeeds = { actions: ['PutItem'], keys: ['PROMO#*'] };
const updateTable: TableNeeds = { actions: ['UpdateItem'], keys: ['PROMO#*'] };
const deleteTable: TableNeeds = { actions: ['DeleteItem'], keys: ['PROMO#*'] };

/** Admin only, on the server too; part of `adminRoutes`. */
export const adminPromotionRoutes = {
  listPromotions: route({
    ...endpoints.listPromotions,
    access: 'admin',
    needs: { table: listTable },
    response: returns<{ success: true; promotions: Promotion[] }>(),
  }),
  /** A new code; 409 with a field error on `code` when the code exists. Answers 201. */
  createPromotion: route({
    ...endpoints.createPromotion,
    access: 'admin',
    input: createPromotionSchema,
    needs: { table: createTable },
    response: returns<{ success: true; promotion: Promotion; message: string }>(),
  }),
  /** Replaces a code's rules (never its code or its uses); 404 when there is none. */
  updatePromotion: route({
    ...endpoints.updatePromotion,
    access: 'admin',
    params: codeParams,
    input: updatePromotionSchema,
    needs: { table: updateTable },
    response: returns<{ success: true; promotion: Promotion; message: string }>(),
  }),
  /** 404 when there is none; 409 while checkouts being paid hold claims of it (deactivate it instead). */
  deletePromotion: route({
    ...endpoints.deletePromotion,
    access: 'admin',
    params: codeParams,
    needs: { table: deleteTable },
    response: returns<{ success: true; message: string }>(),
  }),
};

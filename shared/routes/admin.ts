import * as z from 'zod/mini';
import { adminProductRoutes, id } from './admin-products';
import { adminPromotionRoutes } from './admin-promotions';
import { returns, route, type TableNeeds } from '../route-kit';
import { ORDER_STATUSES, type Brand, type Order, type StatusCounts, type Subscriber } from '../types';
import * as endpoints from './admin-endpoints';

/** The dashboard figures (spec 02 §3), kept as counters from the table stream; revenue in dollars. */
export interface DashboardStats {
  /** Customers (role user). */
  totalUsers: number;
  /** Paid orders (confirmed or later, cancelled ones included). */
  totalOrders: number;
  /** Customers without a paid order. */
  nonOrderUsers: number;
  /** Paid orders not yet delivered or cancelled. */
  nonDeliveredOrders: number;
  /** Revenue of paid orders less refunds and cancellations, in dollars. */
  totalRevenue: number;
  /** Units sold (the "Products Sold" card). */
  totalProducts: number;
  /** The last 30 days, oldest first, in the shop's time zone: paid orders and revenue (dollars) per day. */
  daily: { date: string; orders: number; revenue: number }[];
  /**
   * Every active promotion, most used this month first (then by code): its paid orders this shop
   * month and the discount they got (dollars), counted while the order is paid and not cancelled,
   * and its all-time uses.
   */
  promotions: { code: string; uses: number; discountGiven: number; totalUses: number }[];
}

/** A user as the admin sees it: never a hash, a salt or a token. */
export interface AdminUser {
  _id: string;
  id: string;
  username: string;
  email: string;
  role: 'user' | 'admin';
  emailVerified: boolean;
  createdAt: string;
  /** Paid orders, cancelled ones included (kept by the stream's counters). */
  orderCount: number;
  /** Dollars spent on paid orders that were not cancelled. */
  totalSpent: number;
}

/** An admin order list: the orders of a tab, and the count of every tab. */
export interface AdminOrdersAnswer {
  success: true;
  orders: Order[];
  statusCounts: StatusCounts & { 'non-delivered': number };
}

const brandName = z.string({ error: 'Brand name is required' }).check(
  z.trim(),
  z.minLength(1, 'Brand name is required'),
  // A name of only invisible characters (zero-width spaces, direction marks) is no name.
  z.regex(/[\p{L}\p{N}]/u, 'Brand name is required'),
  z.maxLength(100, 'Brand name must be at most 100 characters'),
);

const orderStatus = z.enum(ORDER_STATUSES, { error: `Status must be one of: ${ORDER_STATUSES.join(', ')}` });

/** A calendar date `YYYY-MM-DD` (the shop's time zone). */
const isoDate = z.string({ error: 'Date is required' }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must look like 2026-01-31'));

/** The brands list (gsi1 `BRANDS`) with each brand's product count (gsi1 `PRODUCTS`). */
const brandListTable: TableNeeds = { actions: ['GetItem', 'Query'], keys: ['BRANDS', 'PRODUCTS'] };
/** A new brand and its name guard, written together. */
const brandCreateTable: TableNeeds = { actions: ['GetItem', 'PutItem'], keys: ['BRAND#*', 'BRANDNAME#*'] };
/** A rename: the brand, its name guard moved, and the products carrying the old name. */
const brandRenameTable: TableNeeds = {
  actions: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
  keys: ['BRAND#*', 'BRANDNAME#*', 'PRODUCTS', 'PRODUCT#*'],
};
/** A delete: the brand and its name guard, once no product (gsi1 `PRODUCTS`) carries its name. */
const brandDeleteTable: TableNeeds = { actions: ['GetItem', 'Query', 'DeleteItem'], keys: ['BRAND#*', 'BRANDNAME#*', 'PRODUCTS'] };
/** The order tabs: orders by status (gsi2) and the stream-kept status counters. */
const orderListsTable: TableNeeds = { actions: ['GetItem', 'Query'], keys: ['STATUS#*', 'STATS'] };
/** A status change: the order, its restock, its promo use given back and its mail. */
const statusChangeTable: TableNeeds = {
  actions: ['GetItem', 'PutItem', 'UpdateItem'],
  keys: ['ORDER#*', 'PRODUCT#*', 'PROMO#*', 'OUTBOX#*'],
};
/** Orders of a day, across the status index's partitions. */
const orderExportTable: TableNeeds = { actions: ['Query'], keys: ['STATUS#*'] };
const subscriberListTable: TableNeeds = { actions: ['Query'], keys: ['SUBSCRIBERS'] };
/** The dashboard: the stream-kept counters (totals, days, this month's promo codes) and the promotions list (gsi1). */
const statsTable: TableNeeds = { actions: ['GetItem', 'Query'], keys: ['STATS', 'STATS#DAY', 'STATS#PROMO', 'PROMOS'] };

/** The admin area: products, brands, stock, promotions, orders, users, subscribers, stats. Admin only, on the server too. */
export const adminRoutes = {
  getStats: route({
    ...endpoints.getStats,
    access: 'admin',
    needs: { table: statsTable },
    response: returns<DashboardStats>(),
  }),

  ...adminProductRoutes,

  listAllBrands: route({
    ...endpoints.listAllBrands,
    access: 'admin',
    needs: { table: brandListTable },
    response: returns<(Brand & { _id: string; productCount: number })[]>(),
  }),
  createBrand: route({
    ...endpoints.createBrand,
    access: 'admin',
    input: z.object({ brandName }),
    needs: { table: brandCreateTable },
    response: returns<Brand & { _id: string }>(),
  }),
  updateBrand: route({
    ...endpoints.updateBrand,
    access: 'admin',
    params: z.object({ id: id('Brand id') }),
    input: z.object({ brandName }),
    needs: { table: brandRenameTable },
    response: returns<Brand & { _id: string; productsUpdated: number }>(),
  }),
  deleteBrand: route({
    ...endpoints.deleteBrand,
    access: 'admin',
    params: z.object({ id: id('Brand id') }),
    needs: { table: brandDeleteTable },
    response: returns<{ success: true; message: string }>(),
  }),

  ...adminPromotionRoutes,

  listNonDeliveredOrders: route({
    ...endpoints.listNonDeliveredOrders,
    access: 'admin',
    needs: { table: orderListsTable },
    response: returns<AdminOrdersAnswer>(),
  }),
  listOrdersInStatus: route({
    ...endpoints.listOrdersInStatus,
    access: 'admin',
    params: z.object({ status: orderStatus }),
    needs: { table: orderListsTable },
    response: returns<AdminOrdersAnswer>(),
  }),
  changeOrderStatus: route({
    ...endpoints.changeOrderStatus,
    access: 'admin',
    params: z.object({ id: id('Order id') }),
    input: z.object({ newStatus: orderStatus }),
    needs: { table: statusChangeTable, payments: 'sdk' },
    response: returns<{ success: true; order: Order; message: string }>(),
  }),
  exportTodayOrders: route({
    ...endpoints.exportTodayOrders,
    access: 'admin',
    needs: { table: orderExportTable, spreadsheets: true },
    response: returns<Blob>(),
  }),
  exportOrdersByDate: route({
    ...endpoints.exportOrdersByDate,
    access: 'admin',
    params: z.object({ date: isoDate }),
    needs: { table: orderExportTable, spreadsheets: true },
    response: returns<Blob>(),
  }),
  listUserOrders: route({
    ...endpoints.listUserOrders,
    access: 'admin',
    params: z.object({ userId: id('User id') }),
    needs: { table: { actions: ['Query'], keys: ['USER#*#ORDERS'] } },
    response: returns<{ success: true; orders: Order[] }>(),
  }),
  getAllUsers: route({
    ...endpoints.getAllUsers,
    access: 'admin',
    // The accounts (gsi1), and every customer's order figures, kept by the stream in one partition.
    needs: { table: { actions: ['Query'], keys: ['USERS', 'STATS#CUSTOMERS'] } },
    response: returns<AdminUser[]>(),
  }),

  listSubscribers: route({
    ...endpoints.listSubscribers,
    access: 'admin',
    needs: { table: subscriberListTable },
    response: returns<Subscriber[]>(),
  }),
  removeSubscriber: route({
    ...endpoints.removeSubscriber,
    access: 'admin',
    params: z.object({ id: id('Subscriber id') }),
    needs: { table: { actions: ['Query', 'DeleteItem'], keys: ['SUBSCRIBER_ID#*', 'SUBSCRIBER#*'] } },
    response: returns<{ success: true; message: string }>(),
  }),
  exportSubscribers: route({
    ...endpoints.exportSubscribers,
    access: 'admin',
    needs: { table: subscriberListTable, spreadsheets: true },
    response: returns<Blob>(),
  }),
};

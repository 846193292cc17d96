import * as z from 'zod/mini';
import { productFormSchema } from '../admin/product-form';
import { returns, route } from '../route-kit';
import { ORDER_STATUSES, type Brand, type Order, type Product, type StatusCounts, type Subscriber } from '../types';

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
}

/** One refused spreadsheet row: its row number (as the spreadsheet shows it), the column, the value and why. */
export interface RowError {
  row: number;
  column: string;
  value: string;
  reason: string;
}

/** The bulk upload's answer (spec 02 §3), with the rows it refused. */
export interface BulkUploadResult {
  success: boolean;
  message: string;
  inserted: number;
  updated: number;
  errors: RowError[];
}

/** An admin order list: the orders of a tab, and the count of every tab. */
export interface AdminOrdersAnswer {
  success: true;
  orders: Order[];
  statusCounts: StatusCounts & { 'non-delivered': number };
}

/** Bulk upload limits: at most this many bytes and data rows per spreadsheet (API Gateway gives 30 s). */
export const BULK_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 5000 } as const;

const id = (name: string) =>
  z.string({ error: `${name} is required` }).check(z.trim(), z.minLength(1, `${name} is required`), z.maxLength(200, `${name} is too long`));

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

/**
 * A product form sent as multipart (spec 02 §7): the fields, plus either a small `image` file
 * or the `imageKey` of a picture uploaded straight to the bucket with `createProductImageUpload`.
 */
const productMultipart = z.extend(productFormSchema, {
  imageKey: z.optional(z.string().check(z.maxLength(300))),
  image: z.optional(z.unknown()),
});

/** The admin area: products, brands, stock, orders, users, subscribers, stats. Admin only, on the server too. */
export const adminRoutes = {
  getStats: route({ method: 'GET', path: '/api/stats', access: 'admin', needs: { table: 'read' }, response: returns<DashboardStats>() }),

  listAdminProducts: route({ method: 'GET', path: '/api/admin/products', access: 'admin', needs: { table: 'read' }, response: returns<Product[]>() }),
  createProduct: route({
    method: 'POST', path: '/api/admin/products', access: 'admin', body: 'multipart', input: productMultipart,
    needs: { table: 'write', images: 'write' }, response: returns<Product>(),
  }),
  updateProduct: route({
    method: 'PUT', path: '/api/admin/products/{product_id}', access: 'admin', body: 'multipart',
    params: z.object({ product_id: id('Product id') }), input: productMultipart,
    needs: { table: 'write', images: 'write' }, response: returns<Product>(),
  }),
  deleteProduct: route({
    method: 'DELETE', path: '/api/admin/products/{product_id}', access: 'admin', params: z.object({ product_id: id('Product id') }),
    needs: { table: 'write' }, response: returns<{ success: true; message: string }>(),
  }),
  /** A short-lived presigned POST straight to the images bucket: at most 5 MB, an image type. */
  createProductImageUpload: route({
    method: 'POST', path: '/api/admin/product-images', access: 'admin',
    input: z.object({ contentType: z.enum(['image/png', 'image/jpeg', 'image/webp', 'image/gif'], { error: 'Please select an image file' }) }),
    // The table is read only to check the admin's session.
    needs: { table: 'read', images: 'write' },
    response: returns<{ url: string; fields: Record<string, string>; key: string; maxBytes: number; expiresInSeconds: number }>(),
  }),
  updateProductQty: route({
    method: 'POST', path: '/api/admin/UpdateProductQty', access: 'admin',
    input: z.looseObject({
      product_id: id('Product id'),
      stock_quantity: z.int({ error: 'Please enter a valid stock quantity' }).check(z.gte(0, 'Please enter a valid stock quantity'), z.lte(1_000_000, 'Please enter a valid stock quantity')),
    }),
    needs: { table: 'write' }, response: returns<Product>(),
  }),
  bulkUploadProducts: route({
    method: 'POST', path: '/api/Bulkproducts/upload', access: 'admin', body: 'multipart',
    needs: { table: 'write', spreadsheets: true }, response: returns<BulkUploadResult>(),
  }),
  bulkDownloadProducts: route({ method: 'GET', path: '/api/Bulkproducts/download', access: 'admin', needs: { table: 'read', spreadsheets: true }, response: returns<Blob>() }),

  listAllBrands: route({ method: 'GET', path: '/api/admin/brands/all', access: 'admin', needs: { table: 'read' }, response: returns<(Brand & { _id: string; productCount: number })[]>() }),
  createBrand: route({
    method: 'POST', path: '/api/admin/brands', access: 'admin', input: z.object({ brandName }),
    needs: { table: 'write' }, response: returns<Brand & { _id: string }>(),
  }),
  updateBrand: route({
    method: 'PUT', path: '/api/admin/brands/{id}', access: 'admin', params: z.object({ id: id('Brand id') }), input: z.object({ brandName }),
    needs: { table: 'write' }, response: returns<Brand & { _id: string; productsUpdated: number }>(),
  }),
  deleteBrand: route({
    method: 'DELETE', path: '/api/admin/brands/{id}', access: 'admin', params: z.object({ id: id('Brand id') }),
    needs: { table: 'write' }, response: returns<{ success: true; message: string }>(),
  }),

  listNonDeliveredOrders: route({ method: 'GET', path: '/api/orders/non-delivered', access: 'admin', needs: { table: 'read' }, response: returns<AdminOrdersAnswer>() }),
  listOrdersInStatus: route({
    method: 'GET', path: '/api/orders/status/{status}', access: 'admin', params: z.object({ status: orderStatus }),
    needs: { table: 'read' }, response: returns<AdminOrdersAnswer>(),
  }),
  changeOrderStatus: route({
    method: 'PATCH', path: '/api/orders/{id}/status', access: 'admin', params: z.object({ id: id('Order id') }),
    input: z.object({ newStatus: orderStatus }),
    needs: { table: 'write', payments: 'sdk' }, response: returns<{ success: true; order: Order; message: string }>(),
  }),
  exportTodayOrders: route({ method: 'GET', path: '/api/orders/export/today', access: 'admin', needs: { table: 'read', spreadsheets: true }, response: returns<Blob>() }),
  exportOrdersByDate: route({
    method: 'GET', path: '/api/orders/export/date/{date}', access: 'admin', params: z.object({ date: isoDate }),
    needs: { table: 'read', spreadsheets: true }, response: returns<Blob>(),
  }),
  listUserOrders: route({
    method: 'GET', path: '/api/orders/{userId}/orders', access: 'admin', params: z.object({ userId: id('User id') }),
    needs: { table: 'read' }, response: returns<{ success: true; orders: Order[] }>(),
  }),
  getAllUsers: route({ method: 'GET', path: '/api/admin/getAllUsers', access: 'admin', needs: { table: 'read' }, response: returns<AdminUser[]>() }),

  listSubscribers: route({ method: 'GET', path: '/api/subscribers', access: 'admin', needs: { table: 'read' }, response: returns<Subscriber[]>() }),
  unsubscribe: route({
    method: 'GET', path: '/api/subscribers/unsubscribe/{id}', access: 'admin', params: z.object({ id: id('Subscriber id') }),
    needs: { table: 'write' }, response: returns<{ success: true; message: string }>(),
  }),
  exportSubscribers: route({ method: 'GET', path: '/api/subscribers/export', access: 'admin', needs: { table: 'read', spreadsheets: true }, response: returns<Blob>() }),
};

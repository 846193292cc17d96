import type { PaymentGateway } from '../payments/payment-gateway';
import { applyStatusChange, recordRefund } from '../repositories/order-status';
import { getOrderRecord, listOrdersByStatus } from '../repositories/orders';
import { getProduct } from '../repositories/products';
import { readTotals } from '../repositories/stats';
import { createAdminOrders } from './admin-orders';

const noPayments: PaymentGateway = new Proxy({} as PaymentGateway, {
  get: () => () => Promise.reject(new Error('This function has no payment provider')),
});

/**
 * The admin's orders as deployed. The list routes pass no payment provider (so the Stripe SDK
 * stays out of their bundles); the status change passes Stripe.
 */
export const liveAdminOrders = (payments: PaymentGateway = noPayments) =>
  createAdminOrders({
    listOrdersByStatus: (status) => listOrdersByStatus(status),
    readTotals,
    getOrderRecord,
    getProduct,
    applyStatusChange,
    recordRefund,
    payments,
  });

import * as checkouts from '../repositories/checkouts';
import { recordRefund } from '../repositories/order-status';
import { getOrderRecord } from '../repositories/orders';
import { createPaymentCompletion } from '../services/payment-completion';
import { stripeGateway } from './payment-gateway';

/** The completion as deployed: the table and Stripe (the emulator on the laptop). */
export const paymentCompletion = createPaymentCompletion({ ...checkouts, getOrderRecord, recordRefund, payments: stripeGateway });

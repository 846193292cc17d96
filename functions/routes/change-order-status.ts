import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { stripeGateway } from '../payments/payment-gateway';
import { applyStatusChange, recordRefund } from '../repositories/order-status';
import { getOrderRecord } from '../repositories/orders';
import { getProduct } from '../repositories/products';
import { createStatusChange } from '../services/admin-orders';

const changeStatus = createStatusChange({ getOrderRecord, getProduct, applyStatusChange, recordRefund, payments: stripeGateway });

export const handler = defineSignedInHandler(adminRoutes.changeOrderStatus, ({ params, input }) =>
  changeStatus(params.id, input.newStatus),
);

import { paymentRoutes } from '../../shared/routes/payments';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { stripeGateway } from '../payments/payment-gateway';
import * as checkouts from '../repositories/checkouts';
import { getProduct } from '../repositories/products';
import { getPromo } from '../repositories/promos';
import { createCheckoutService } from '../services/checkout';

const checkout = createCheckoutService({ ...checkouts, getProduct, getPromo, payments: stripeGateway });

export const handler = defineSignedInHandler(paymentRoutes.createPaymentIntent, ({ input, user }) => checkout.createPaymentIntent(user, input));

import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { stripeGateway } from '../payments/payment-gateway';
import * as checkouts from '../repositories/checkouts';
import { getProduct } from '../repositories/products';
import { getPromo } from '../repositories/promos';
import { createCheckoutService } from '../services/checkout';

const checkout = createCheckoutService({ ...checkouts, getProduct, getPromo, payments: stripeGateway });

export const handler = defineHandler(routes.createPaymentIntent, ({ input, user }) => checkout.createPaymentIntent(user, input));

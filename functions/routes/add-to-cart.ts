import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import * as cartLines from '../repositories/cart';
import { getProduct } from '../repositories/products';
import { createCartService } from '../services/cart';

const cart = createCartService({ ...cartLines, getProduct });

export const handler = defineHandler(routes.addToCart, ({ input, user }) =>
  cart.add(user.id, input.productId, input.quantity));

import { customerRoutes } from '@shared/routes/customer';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { addToCartLine, getCartLine, listCartLines } from '../repositories/cart';
import { getProduct } from '../repositories/products';
import { createCartAdd } from '../services/cart';

const addToCart = createCartAdd({ getProduct, addToCartLine, getCartLine, listCartLines });

export const handler = defineSignedInHandler(customerRoutes.addToCart, ({ input, user }) =>
  addToCart(user.id, input.productId, input.quantity),
);

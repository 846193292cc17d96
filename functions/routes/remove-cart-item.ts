import { customerRoutes } from '@shared/routes/customer';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listCartLines, removeCartLine } from '../repositories/cart';
import { getProduct } from '../repositories/products';
import { createCartRemoval } from '../services/cart';

const removeFromCart = createCartRemoval({ removeCartLine, listCartLines, getProduct });

export const handler = defineSignedInHandler(customerRoutes.removeCartItem, ({ params, user }) =>
  removeFromCart(user.id, params.productId),
);

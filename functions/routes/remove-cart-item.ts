import { customerRoutes } from '@shared/routes/customer';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import * as cartLines from '../repositories/cart';
import { getProduct } from '../repositories/products';
import { createCartService } from '../services/cart';

const cart = createCartService({ ...cartLines, getProduct });

export const handler = defineSignedInHandler(customerRoutes.removeCartItem, ({ params, user }) => cart.remove(user.id, params.productId));

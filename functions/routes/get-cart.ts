import { customerRoutes } from '@shared/routes/customer';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listCartLines } from '../repositories/cart';
import { getProduct } from '../repositories/products';
import { createCartView } from '../services/cart';

const viewCart = createCartView({ listCartLines, getProduct });

export const handler = defineSignedInHandler(customerRoutes.getCart, ({ user }) => viewCart(user.id));

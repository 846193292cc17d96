import { customerRoutes } from '@shared/routes/customer';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { getCartLine, listCartLines, setCartLineQuantity } from '../repositories/cart';
import { getProduct } from '../repositories/products';
import { createCartQuantityChange } from '../services/cart';

const setCartQuantity = createCartQuantityChange({ getProduct, getCartLine, setCartLineQuantity, listCartLines });

export const handler = defineSignedInHandler(customerRoutes.updateCartItem, ({ input, user }) =>
  setCartQuantity(user.id, input.productId, input.quantity),
);

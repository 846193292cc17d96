import { customerRoutes } from '@shared/routes/customer';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { getProduct } from '../repositories/products';
import { addWishLine, listWishLines } from '../repositories/wishlist';
import { createWishlistAdd } from '../services/wishlist';

const addToWishlist = createWishlistAdd({ getProduct, addWishLine, listWishLines });

export const handler = defineSignedInHandler(customerRoutes.addToWishlist, ({ input, user }) => addToWishlist(user.id, input.productId));

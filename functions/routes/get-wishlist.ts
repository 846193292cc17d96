import { customerRoutes } from '@shared/routes/customer';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { getProduct } from '../repositories/products';
import { listWishLines } from '../repositories/wishlist';
import { createWishlistView } from '../services/wishlist';

const viewWishlist = createWishlistView({ listWishLines, getProduct });

export const handler = defineSignedInHandler(customerRoutes.getWishlist, ({ user }) => viewWishlist(user.id));

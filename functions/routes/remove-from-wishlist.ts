import { customerRoutes } from '@shared/routes/customer';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { removeWishLine } from '../repositories/wishlist';
import { createWishlistRemoval } from '../services/wishlist';

const removeFromWishlist = createWishlistRemoval({ removeWishLine });

export const handler = defineSignedInHandler(customerRoutes.removeFromWishlist, ({ params, user }) =>
  removeFromWishlist(user.id, params.productId),
);

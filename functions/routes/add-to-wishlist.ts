import { customerRoutes } from '@shared/routes/customer';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { getProduct } from '../repositories/products';
import * as wishLines from '../repositories/wishlist';
import { createWishlistService } from '../services/wishlist';

const wishlist = createWishlistService({ ...wishLines, getProduct });

export const handler = defineSignedInHandler(customerRoutes.addToWishlist, ({ input, user }) => wishlist.add(user.id, input.productId));

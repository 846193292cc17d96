import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { getProduct } from '../repositories/products';
import * as wishLines from '../repositories/wishlist';
import { createWishlistService } from '../services/wishlist';

const wishlist = createWishlistService({ ...wishLines, getProduct });

export const handler = defineHandler(routes.getWishlist, ({ user }) => wishlist.view(user.id));

import { alertRoutes } from '@shared/routes/alerts';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { getProduct } from '../repositories/products';
import { listWishLines } from '../repositories/wishlist';
import { createAlertList } from '../services/wish-alert-settings';

const listAlerts = createAlertList({ getProduct, listWishLines });

export const handler = defineSignedInHandler(alertRoutes.getWishlistAlerts, ({ user }) => listAlerts(user.id));

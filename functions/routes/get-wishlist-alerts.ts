import { alertRoutes } from '@shared/routes/alerts';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { getProduct } from '../repositories/products';
import { setWishAlert } from '../repositories/wish-alerts';
import { listWishLines } from '../repositories/wishlist';
import { createAlertSettings } from '../services/wish-alert-settings';

const settings = createAlertSettings({ getProduct, listWishLines, setWishAlert });

export const handler = defineSignedInHandler(alertRoutes.getWishlistAlerts, ({ user }) => settings.view(user.id));

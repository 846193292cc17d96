import { alertRoutes } from '@shared/routes/alerts';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { getProduct } from '../repositories/products';
import { setWishAlert } from '../repositories/wish-alerts';
import { listWishLines } from '../repositories/wishlist';
import { createAlertSetting } from '../services/wish-alert-settings';

const setAlert = createAlertSetting({ getProduct, listWishLines, setWishAlert });

export const handler = defineSignedInHandler(alertRoutes.setWishlistAlert, ({ input, user }) =>
  setAlert(user.id, input.productId, input.on),
);

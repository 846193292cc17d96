import type { Product } from '../../../../../shared/types';
import { savePendingAction } from '../../../lib/session';
import { useOpenAuth } from '../../../lib/use-open-auth';

/**
 * The card's add-to-cart (always 1). A guest's attempt is kept as the pending action and the
 * login opens (spec 01 §4); the signed-in path is wired with the cart feature.
 */
export function useAddToCart(signedIn: boolean): (product: Product) => void {
  const openAuth = useOpenAuth();
  return (product) => {
    if (signedIn) return;
    savePendingAction({ type: 'ADD_TO_CART', data: { productId: product.product_id, quantity: 1 } });
    openAuth('login');
  };
}

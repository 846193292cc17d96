import type { Product } from '@shared/types';
import { savePendingAction } from '@/lib/session';
import { useOpenAuth } from '@/lib/use-open-auth';
import { useSession } from '@/lib/use-session';
import type { ActionResult } from '../shop-actions';

// The calls and their toasts arrive with the first press, not with the page.
const loadActions = () => import('../shop-actions');

/** What a card or the popup can do with a product; `null` means the guest was sent to sign in. */
export interface ProductActions {
  signedIn: boolean;
  addToCart: (product: Product, quantity: number) => Promise<ActionResult | null>;
  toggleWishlist: (product: Product) => Promise<ActionResult | null>;
  /** Out of stock: save it with its alert on, to be emailed when it is back. */
  notifyMe: (product: Product) => Promise<ActionResult | null>;
}

/**
 * Add to cart, the wishlist toggle and "Notify me". A guest's attempt is kept as the pending action and the
 * login opens (spec 01 §4); the runner does it after they sign in.
 */
export function useProductActions(): ProductActions {
  const signedIn = useSession() !== null;
  const openAuth = useOpenAuth();
  return {
    signedIn,
    addToCart: async (product, quantity) => {
      if (signedIn) return (await loadActions()).addToCartWithToast(product.product_id, quantity);
      savePendingAction({ type: 'ADD_TO_CART', data: { productId: product.product_id, quantity } });
      openAuth('login');
      return null;
    },
    toggleWishlist: async (product) => {
      if (signedIn) return (await loadActions()).toggleWishlistWithToast(product.product_id);
      savePendingAction({ type: 'TOGGLE_WISHLIST', data: { productId: product.product_id } });
      openAuth('login');
      return null;
    },
    notifyMe: async (product) => {
      if (signedIn) return (await loadActions()).notifyMeWithToast(product.product_id);
      savePendingAction({ type: 'NOTIFY_ME', data: { productId: product.product_id } });
      openAuth('login');
      return null;
    },
  };
}

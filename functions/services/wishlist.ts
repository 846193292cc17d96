import { AppError } from '@shared/errors';
import type { Product } from '@shared/types';
import type { WishLine } from '../repositories/wishlist';
import { publicProduct } from './catalog';

/** What showing the wishlist reads: the customer's entries and the catalogue. */
interface WishlistViewDeps {
  getProduct(productId: string): Promise<Product | undefined>;
  listWishLines(userId: string): Promise<WishLine[]>;
}

/** The saved products, most recently saved first; deleted products are left out. */
async function savedProducts(deps: WishlistViewDeps, userId: string): Promise<Product[]> {
  const lines = await deps.listWishLines(userId);
  lines.sort((a, b) => b.addedAt.localeCompare(a.addedAt));
  const found = await Promise.all(lines.map((line) => deps.getProduct(line.productId)));
  // A customer sees what the shop shows anyone: never a purchase cost below retail.
  return found.filter((product): product is Product => product !== undefined).map(publicProduct);
}

/** The signed-in customer's saved products, one factory per operation; the owner's id always comes from the session. */
export function createWishlistView(deps: WishlistViewDeps) {
  return async function viewWishlist(userId: string): Promise<{ products: Product[] }> {
    return { products: await savedProducts(deps, userId) };
  };
}

/** Saves a product; saving it again changes nothing. */
export function createWishlistAdd(
  deps: WishlistViewDeps & { addWishLine(userId: string, productId: string, now: Date): Promise<void>; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  return async function addToWishlist(userId: string, productId: string): Promise<{ success: true; message: string; products: Product[] }> {
    if (!(await deps.getProduct(productId))) throw new AppError('NOT_FOUND', 'Product not found');
    await deps.addWishLine(userId, productId, now());
    return { success: true, message: 'Added to wishlist', products: await savedProducts(deps, userId) };
  };
}

/** Forgets a product; forgetting one that is not saved succeeds too. */
export function createWishlistRemoval(deps: { removeWishLine(userId: string, productId: string): Promise<void> }) {
  return async function removeFromWishlist(userId: string, productId: string): Promise<{ success: true; message: string }> {
    await deps.removeWishLine(userId, productId);
    return { success: true, message: 'Removed from wishlist' };
  };
}

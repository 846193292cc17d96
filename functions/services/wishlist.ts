import { AppError } from '@shared/errors';
import type { Product } from '@shared/types';
import type { WishLine } from '../repositories/wishlist';
import { publicProduct } from './catalog';

/** What the wishlist needs: the catalogue and the customer's entries. */
export interface WishlistDeps {
  getProduct(productId: string): Promise<Product | undefined>;
  listWishLines(userId: string): Promise<WishLine[]>;
  addWishLine(userId: string, productId: string, now: Date): Promise<void>;
  removeWishLine(userId: string, productId: string): Promise<void>;
  now?: () => Date;
}

/** The signed-in customer's saved products; the owner's id always comes from the session. */
export function createWishlistService(deps: WishlistDeps) {
  const now = deps.now ?? (() => new Date());

  /** The saved products, most recently saved first; deleted products are left out. */
  async function products(userId: string): Promise<Product[]> {
    const lines = await deps.listWishLines(userId);
    lines.sort((a, b) => b.addedAt.localeCompare(a.addedAt));
    const found = await Promise.all(lines.map((line) => deps.getProduct(line.productId)));
    // A customer sees what the shop shows anyone: never a purchase cost below retail.
    return found.filter((product): product is Product => product !== undefined).map(publicProduct);
  }

  return {
    async view(userId: string): Promise<{ products: Product[] }> {
      return { products: await products(userId) };
    },

    /** Saves a product; saving it again changes nothing. */
    async add(userId: string, productId: string): Promise<{ success: true; message: string; products: Product[] }> {
      if (!(await deps.getProduct(productId))) throw new AppError('NOT_FOUND', 'Product not found');
      await deps.addWishLine(userId, productId, now());
      return { success: true, message: 'Added to wishlist', products: await products(userId) };
    },

    /** Forgets a product; forgetting one that is not saved succeeds too. */
    async remove(userId: string, productId: string): Promise<{ success: true; message: string }> {
      await deps.removeWishLine(userId, productId);
      return { success: true, message: 'Removed from wishlist' };
    },
  };
}

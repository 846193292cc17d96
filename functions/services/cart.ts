import { stockLimitMessage } from '@shared/cart/quantity-rules';
import { AppError } from '@shared/errors';
import { MAX_CART_LINE_QUANTITY, type CartLineAnswer } from '@shared/routes/customer';
import type { CartItem, Product } from '@shared/types';
import type { CartLine } from '../repositories/cart';
import { publicProduct } from './catalog';

/** What the cart needs: the catalogue and the customer's lines (the table in AWS, fakes in tests). */
export interface CartDeps {
  getProduct(productId: string): Promise<Product | undefined>;
  listCartLines(userId: string): Promise<CartLine[]>;
  getCartLine(userId: string, productId: string): Promise<CartLine | undefined>;
  addToCartLine(userId: string, productId: string, quantity: number, limit: number, now: Date): Promise<CartLine | undefined>;
  setCartLineQuantity(userId: string, productId: string, quantity: number, now: Date): Promise<CartLine | undefined>;
  removeCartLine(userId: string, productId: string): Promise<void>;
  now?: () => Date;
}

export interface CartView {
  items: CartItem[];
  /** The sum of the shown lines' quantities, for the header badge. */
  count: number;
}

/**
 * The signed-in customer's cart. Every call takes the owner's id from the session, so a
 * customer only ever reads or changes their own lines. Stock and the per-line cap are checked
 * here; the add is also guarded by a conditional write, so racing tabs cannot pass them.
 */
export function createCartService(deps: CartDeps) {
  const now = deps.now ?? (() => new Date());

  async function view(userId: string): Promise<CartView> {
    const lines = await deps.listCartLines(userId);
    lines.sort((a, b) => a.addedAt.localeCompare(b.addedAt));
    const products = await Promise.all(lines.map((line) => deps.getProduct(line.productId)));
    // A line whose product was deleted is not shown (and not counted); checkout ignores it too.
    const items = lines.flatMap((line, i) => {
      const product = products[i];
      return product && line.quantity > 0 ? [{ productId: line.productId, quantity: line.quantity, product: publicProduct(product) }] : [];
    });
    return { items, count: items.reduce((sum, item) => sum + item.quantity, 0) };
  }

  async function productInStock(productId: string): Promise<Product> {
    const product = await deps.getProduct(productId);
    if (!product) throw new AppError('NOT_FOUND', 'Product not found');
    if (product.stock_quantity <= 0) throw new AppError('OUT_OF_STOCK', 'This product is out of stock', { available: 0 });
    return product;
  }

  async function answer(userId: string, line: CartLine, product: Product, message: string): Promise<CartLineAnswer> {
    const { count } = await view(userId);
    return { success: true, message, item: { productId: line.productId, quantity: line.quantity, product: publicProduct(product) }, count };
  }

  return {
    view,

    /** Adds to a line's quantity (creating the line); the result may not pass the stock or the cap. */
    async add(userId: string, productId: string, quantity: number): Promise<CartLineAnswer> {
      const product = await productInStock(productId);
      const limit = Math.min(product.stock_quantity, MAX_CART_LINE_QUANTITY);
      const line = await deps.addToCartLine(userId, productId, quantity, limit, now());
      if (!line) {
        const inCart = (await deps.getCartLine(userId, productId))?.quantity ?? 0;
        throw limitError(product, inCart);
      }
      return answer(userId, line, product, 'Added to cart');
    },

    /** Sets the quantity of a line already in the cart. */
    async setQuantity(userId: string, productId: string, quantity: number): Promise<CartLineAnswer> {
      const product = await productInStock(productId);
      if (quantity > product.stock_quantity || quantity > MAX_CART_LINE_QUANTITY) {
        const inCart = (await deps.getCartLine(userId, productId))?.quantity ?? 0;
        throw limitError(product, inCart);
      }
      const line = await deps.setCartLineQuantity(userId, productId, quantity, now());
      if (!line) throw new AppError('NOT_FOUND', 'This item is not in your cart');
      return answer(userId, line, product, 'Cart updated');
    },

    /** Removes a line; removing one that is not there succeeds too. */
    async remove(userId: string, productId: string): Promise<{ success: true; message: string; count: number }> {
      await deps.removeCartLine(userId, productId);
      const { count } = await view(userId);
      return { success: true, message: 'Removed from cart', count };
    },
  };
}

/** The refusal for a quantity past the stock (the spec's message) or past the per-line cap. */
function limitError(product: Product, inCart: number): AppError {
  if (product.stock_quantity <= MAX_CART_LINE_QUANTITY) {
    return new AppError('OUT_OF_STOCK', stockLimitMessage(product.stock_quantity), { available: product.stock_quantity, inCart });
  }
  return new AppError('CONFLICT', `You can have at most ${MAX_CART_LINE_QUANTITY} of one product in your cart`, {
    limit: MAX_CART_LINE_QUANTITY,
    inCart,
  });
}

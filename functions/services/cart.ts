import { stockLimitMessage } from '@shared/cart/quantity-rules';
import { AppError } from '@shared/errors';
import { MAX_CART_LINE_QUANTITY, type CartLineAnswer } from '@shared/routes/customer';
import type { CartItem, Product } from '@shared/types';
import type { CartLine } from '../repositories/cart';
import { publicProduct } from './catalog';

/** What showing the cart reads: the customer's lines and the catalogue (the table in AWS, fakes in tests). */
interface CartViewDeps {
  getProduct(productId: string): Promise<Product | undefined>;
  listCartLines(userId: string): Promise<CartLine[]>;
}

export interface CartView {
  items: CartItem[];
  /** The sum of the shown lines' quantities, for the header badge. */
  count: number;
}

/**
 * The signed-in customer's cart, one factory per operation. Every call takes the owner's id from
 * the session, so a customer only ever reads or changes their own lines. Stock and the per-line
 * cap are checked here; the add is also guarded by a conditional write, so racing tabs cannot pass them.
 */
export function createCartView(deps: CartViewDeps) {
  return async function viewCart(userId: string): Promise<CartView> {
    const lines = await deps.listCartLines(userId);
    lines.sort((a, b) => a.addedAt.localeCompare(b.addedAt));
    const products = await Promise.all(lines.map((line) => deps.getProduct(line.productId)));
    // A line whose product was deleted is not shown (and not counted); checkout ignores it too.
    const items = lines.flatMap((line, i) => {
      const product = products[i];
      return product && line.quantity > 0 ? [{ productId: line.productId, quantity: line.quantity, product: publicProduct(product) }] : [];
    });
    return { items, count: items.reduce((sum, item) => sum + item.quantity, 0) };
  };
}

async function productInStock(deps: CartViewDeps, productId: string): Promise<Product> {
  const product = await deps.getProduct(productId);
  if (!product) throw new AppError('NOT_FOUND', 'Product not found');
  if (product.stock_quantity <= 0) throw new AppError('OUT_OF_STOCK', 'This product is out of stock', { available: 0 });
  return product;
}

async function answer(deps: CartViewDeps, userId: string, line: CartLine, product: Product, message: string): Promise<CartLineAnswer> {
  const { count } = await createCartView(deps)(userId);
  return { success: true, message, item: { productId: line.productId, quantity: line.quantity, product: publicProduct(product) }, count };
}

interface CartAddDeps extends CartViewDeps {
  getCartLine(userId: string, productId: string): Promise<CartLine | undefined>;
  addToCartLine(userId: string, productId: string, quantity: number, limit: number, now: Date): Promise<CartLine | undefined>;
  now?: () => Date;
}

/** Adds to a line's quantity (creating the line); the result may not pass the stock or the cap. */
export function createCartAdd(deps: CartAddDeps) {
  const now = deps.now ?? (() => new Date());
  return async function addToCart(userId: string, productId: string, quantity: number): Promise<CartLineAnswer> {
    const product = await productInStock(deps, productId);
    const limit = Math.min(product.stock_quantity, MAX_CART_LINE_QUANTITY);
    const line = await deps.addToCartLine(userId, productId, quantity, limit, now());
    if (!line) {
      const inCart = (await deps.getCartLine(userId, productId))?.quantity ?? 0;
      throw limitError(product, inCart);
    }
    return answer(deps, userId, line, product, 'Added to cart');
  };
}

interface CartQuantityDeps extends CartViewDeps {
  getCartLine(userId: string, productId: string): Promise<CartLine | undefined>;
  setCartLineQuantity(userId: string, productId: string, quantity: number, now: Date): Promise<CartLine | undefined>;
  now?: () => Date;
}

/** Sets the quantity of a line already in the cart. */
export function createCartQuantityChange(deps: CartQuantityDeps) {
  const now = deps.now ?? (() => new Date());
  return async function setCartQuantity(userId: string, productId: string, quantity: number): Promise<CartLineAnswer> {
    const product = await productInStock(deps, productId);
    if (quantity > product.stock_quantity || quantity > MAX_CART_LINE_QUANTITY) {
      const inCart = (await deps.getCartLine(userId, productId))?.quantity ?? 0;
      throw limitError(product, inCart);
    }
    const line = await deps.setCartLineQuantity(userId, productId, quantity, now());
    if (!line) throw new AppError('NOT_FOUND', 'This item is not in your cart');
    return answer(deps, userId, line, product, 'Cart updated');
  };
}

/** Removes a line; removing one that is not there succeeds too. The answer counts what is left. */
export function createCartRemoval(deps: CartViewDeps & { removeCartLine(userId: string, productId: string): Promise<void> }) {
  const viewCart = createCartView(deps);
  return async function removeFromCart(userId: string, productId: string): Promise<{ success: true; message: string; count: number }> {
    await deps.removeCartLine(userId, productId);
    const { count } = await viewCart(userId);
    return { success: true, message: 'Removed from cart', count };
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

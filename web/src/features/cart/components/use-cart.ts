import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type CartLine, toCartLines } from '../cart-line';
import { CHECKOUT_MESSAGES } from '@shared/cart/checkout-messages';
import { CART_MESSAGE_CLEAR_MS, quantityChange } from '@shared/cart/quantity-rules';
import { serverMessageOr } from '@shared/format/server-message';
import type { CartItem } from '@shared/types';
import { ApiError } from '@/lib/api-client';
import { cartQuery } from '@/lib/cart/cart-query';
import { removeCartItem } from '@/lib/cart/remove-cart-item';
import { updateCartItem } from '@/lib/cart/update-cart-item';
import { useRouteQuery } from '@/lib/use-route-query';
import { useTransientMessage } from './use-transient-message';

type Edit = (items: CartItem[]) => CartItem[];

type CartState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; lines: CartLine[] };

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

/** The server's refusal of a quantity above the stock left ('Only {n} items available in stock'), not of a sold-out product. */
const isStockLimit = (error: unknown) => error instanceof ApiError && error.code === 'OUT_OF_STOCK' && (error.count('available') ?? 0) > 0;

/**
 * The cart's lines and what changes them (spec 02 §4, §8). Quantity changes and removals show at
 * once in the cached cart; a failure says so and loads the cart again from the server, keeping
 * the lines on screen meanwhile. `notice` is the banner over the lines: the stock limit (cleared
 * after 3 s) or a failure.
 */
export function useCart() {
  const client = useQueryClient();
  const { query, reload: retry } = useRouteQuery(cartQuery());
  const notice = useTransientMessage(CART_MESSAGE_CLEAR_MS);
  const { queryKey } = cartQuery();
  // Changes shown before the server has answered them; an answer loaded after one replaces it.
  // Each is idempotent, so one that the cache already holds may be applied again.
  const [edits, setEdits] = useState<readonly { at: number; change: Edit }[]>([]);
  const pending = edits.filter((edit) => edit.at >= query.dataUpdatedAt);

  const state: CartState = query.data
    ? { status: 'ready', lines: toCartLines(pending.reduce((items, edit) => edit.change(items), query.data.items)) }
    : query.isError
      ? { status: 'error', message: serverMessageOr(serverMessage(query.error), CHECKOUT_MESSAGES.loadFailed) }
      : { status: 'loading' };

  /** Shows a change at once and puts it in the cached cart once the server has taken it; a failure reloads the cart. */
  const patch = async (change: Edit, send: () => Promise<unknown>, failure: (error: unknown) => void) => {
    setEdits([...pending, { at: Date.now(), change }]);
    try {
      await send();
      client.setQueryData(queryKey, (answer) => answer && { ...answer, items: change(answer.items) });
    } catch (error) {
      failure(error);
      reload();
    }
  };
  /** Loads the lines again, keeping them on screen meanwhile. */
  const reload = () => void client.invalidateQueries({ queryKey });

  const setQuantity = async (line: CartLine, requested: number) => {
    const change = quantityChange(requested, line.stockQuantity);
    if (change.kind === 'ignore') return;
    if (change.kind === 'too-many') {
      notice.show(change.message);
      return;
    }
    await patch(
      (items) => items.map((item) => (item.productId === line.productId ? { ...item, quantity: change.quantity } : item)),
      () => updateCartItem(line.productId, change.quantity),
      // The stock went down since the cart loaded: the stock limit clears after 3 s like the
      // page's own (spec 02 §5); any other failure stays.
      (error) => notice.show(serverMessageOr(serverMessage(error), CHECKOUT_MESSAGES.updateFailed), { sticky: !isStockLimit(error) }),
    );
  };

  const remove = (line: CartLine) =>
    patch(
      (items) => items.filter((item) => item.productId !== line.productId),
      () => removeCartItem(line.productId),
      (error) => notice.show(serverMessageOr(serverMessage(error), CHECKOUT_MESSAGES.removeFailed), { sticky: true }),
    );

  return {
    state,
    notice: notice.message,
    clearNotice: notice.clear,
    setQuantity,
    remove,
    retry,
    /** Loads the lines again, keeping them on screen meanwhile (their stock changed on the server). */
    reload,
  };
}

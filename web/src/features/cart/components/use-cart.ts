import { useCallback, useEffect, useRef, useState } from 'react';
import { type CartLine, toCartLines } from '../cart-line';
import { CHECKOUT_MESSAGES } from '@shared/cart/checkout-messages';
import { CART_MESSAGE_CLEAR_MS, quantityChange } from '@shared/cart/quantity-rules';
import { serverMessageOr } from '@shared/format/server-message';
import { ApiError } from '@/lib/api-client';
import { getCart } from '@/lib/cart/get-cart';
import { removeCartItem } from '@/lib/cart/remove-cart-item';
import { updateCartItem } from '@/lib/cart/update-cart-item';
import { useTransientMessage } from './use-transient-message';

export type CartState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; lines: CartLine[] };

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

/**
 * The cart's lines and what changes them (spec 02 §4, §8). Quantity changes and removals show at
 * once; a failure says so and loads the cart again from the server. `notice` is the banner over
 * the lines: the stock limit (cleared after 3 s) or a failure.
 */
export function useCart() {
  const [state, setState] = useState<CartState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const notice = useTransientMessage(CART_MESSAGE_CLEAR_MS);
  const controller = useRef<AbortController | null>(null);

  // `quiet` reloads keep the lines on screen (after a failed change) instead of the skeleton.
  const load = useCallback((quiet: boolean) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    if (!quiet) setState({ status: 'loading' });
    getCart(current.signal).then(
      (answer) => setState({ status: 'ready', lines: toCartLines(answer?.items) }),
      (error: unknown) => {
        if (current.signal.aborted || quiet) return;
        setState({ status: 'error', message: serverMessageOr(serverMessage(error), CHECKOUT_MESSAGES.loadFailed) });
      },
    );
  }, []);

  useEffect(() => {
    load(false);
    return () => controller.current?.abort();
  }, [load, attempt]);

  const patch = (change: (lines: CartLine[]) => CartLine[]) =>
    setState((now) => (now.status === 'ready' ? { status: 'ready', lines: change(now.lines) } : now));

  const setQuantity = async (line: CartLine, requested: number) => {
    const change = quantityChange(requested, line.stockQuantity);
    if (change.kind === 'ignore') return;
    if (change.kind === 'too-many') {
      notice.show(change.message);
      return;
    }
    patch((lines) => lines.map((l) => (l.productId === line.productId ? { ...l, quantity: change.quantity } : l)));
    try {
      await updateCartItem(line.productId, change.quantity);
    } catch (error) {
      // The stock went down since the cart loaded: the server's 'Only {n} items available in
      // stock' clears after 3 s like the page's own (spec 02 §5); any other failure stays.
      const stockLimit =
        error instanceof ApiError && error.status === 409 && /^Only \d+ items available in stock$/.test(error.serverMessage ?? '');
      notice.show(serverMessageOr(serverMessage(error), CHECKOUT_MESSAGES.updateFailed), { sticky: !stockLimit });
      load(true);
    }
  };

  const remove = async (line: CartLine) => {
    patch((lines) => lines.filter((l) => l.productId !== line.productId));
    try {
      await removeCartItem(line.productId);
    } catch (error) {
      notice.show(serverMessageOr(serverMessage(error), CHECKOUT_MESSAGES.removeFailed), { sticky: true });
      load(true);
    }
  };

  return {
    state,
    notice: notice.message,
    clearNotice: notice.clear,
    setQuantity,
    remove,
    retry: () => setAttempt((n) => n + 1),
    /** Loads the lines again, keeping them on screen meanwhile (their stock changed on the server). */
    reload: () => load(true),
  };
}

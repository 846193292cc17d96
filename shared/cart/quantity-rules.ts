import { counted } from '../format/count';
/** The most of one product a cart line may hold; the cart and checkout routes refuse more. */
export const MAX_CART_LINE_QUANTITY = 99;

/** What is wrong with a quantity: the popup shows these and the cart routes answer with them. */
export const QUANTITY_MESSAGES = {
  required: 'Enter a quantity',
  whole: 'Quantity must be a whole number',
  atLeastOne: 'Quantity must be at least 1',
  atMost: `Quantity must be at most ${MAX_CART_LINE_QUANTITY}`,
} as const;

/** How long the stock and promo banners stay before clearing (spec 02 §5, §9). */
export const CART_MESSAGE_CLEAR_MS = 3000;

/** The minus button is disabled at 1. */
export function canDecrease(quantity: number): boolean {
  return quantity > 1;
}

/** The plus button is disabled once the quantity reaches the stock. */
export function canIncrease(quantity: number, stock: number): boolean {
  return quantity < stock;
}

/** The message for a request above stock: 'Only {n} items available in stock' ('Only 1 item …' for one). */
export function stockLimitMessage(stock: number): string {
  return `Only ${counted(stock, 'item')} available in stock`;
}

/** What to do with a requested quantity. */
export type QuantityChange = { kind: 'ignore' } | { kind: 'too-many'; message: string } | { kind: 'set'; quantity: number };

/** A quantity update: below 1 (or not a whole number) is ignored; above stock is refused with the stock message; else set. */
export function quantityChange(requested: number, stock: number): QuantityChange {
  if (!Number.isInteger(requested) || requested < 1) return { kind: 'ignore' };
  if (requested > stock) return { kind: 'too-many', message: stockLimitMessage(Math.max(0, stock)) };
  return { kind: 'set', quantity: requested };
}

/** The popup's quantity as typed: a whole number from 1 to 99, or the message saying what is wrong. */
export type PopupQuantity = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * Reads the popup's quantity input exactly as typed (spec 01 §2: "the number is used as typed"):
 * nothing is rounded or raised to 1 behind the shopper's back; a value that cannot be added gets
 * its message instead.
 */
export function popupQuantity(input: string): PopupQuantity {
  const text = input.trim();
  if (text === '') return { ok: false, message: QUANTITY_MESSAGES.required };
  const value = Number(text);
  if (!Number.isInteger(value)) return { ok: false, message: QUANTITY_MESSAGES.whole };
  if (value < 1) return { ok: false, message: QUANTITY_MESSAGES.atLeastOne };
  if (value > MAX_CART_LINE_QUANTITY) return { ok: false, message: QUANTITY_MESSAGES.atMost };
  return { ok: true, quantity: value };
}

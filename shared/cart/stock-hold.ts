/**
 * Stock is held while a shopper pays: opening the payment takes the lines' units out of stock
 * for a while (functions/repositories/checkouts.ts). A cart whose lines cannot all be held is
 * refused before any payment is opened, with the lines and the stock left.
 */

/** A line that could not be held: what the shopper asked for and what is left to sell. */
export interface ShortLine {
  productId: string;
  name: string;
  requested: number;
  available: number;
}

/** One line as the shopper reads it: "Sauvage: only 1 left" / "Sauvage: sold out". */
function shortLineText(line: ShortLine): string {
  return line.available > 0 ? `${line.name}: only ${line.available} left` : `${line.name}: sold out`;
}

/** The refusal: "Not enough stock for your order. Sauvage: only 1 left; Bleu: sold out. Please update your cart." */
export function stockHoldMessage(lines: readonly ShortLine[]): string {
  return `Not enough stock for your order. ${lines.map(shortLineText).join('; ')}. Please update your cart.`;
}

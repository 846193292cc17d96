/** What a guest tried before signing in, run after login (spec 01 §4). */
export type PendingAction =
  | { type: 'ADD_TO_CART'; data: { productId: string; quantity: number } }
  | { type: 'TOGGLE_WISHLIST'; data: { productId: string } }
  | { type: 'NOTIFY_ME'; data: { productId: string } };

/** Reads a stored pending action (JSON text); anything malformed gives null, so a stale value never runs. */
export function parsePendingAction(stored: string | null | undefined): PendingAction | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, data } = value as { type?: unknown; data?: { productId?: unknown; quantity?: unknown } };
  const productId = data?.productId;
  if (typeof productId !== 'string' || !productId) return null;
  if (type === 'TOGGLE_WISHLIST' || type === 'NOTIFY_ME') return { type, data: { productId } };
  if (type === 'ADD_TO_CART') {
    const quantity = data?.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
    return { type, data: { productId, quantity } };
  }
  return null;
}

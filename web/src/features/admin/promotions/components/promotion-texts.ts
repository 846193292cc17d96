import type { Promotion } from '@shared/cart/promo-codes';
import { formatMoney } from '@shared/format/money';
import { serverMessageOr } from '@shared/format/server-message';

/** The promotions screen's texts. */
export const PROMOTION_TEXTS = {
  title: 'Promotions',
  loading: 'Loading promotions…',
  loadFailedTitle: 'Promotions could not be loaded',
  loadFailed: 'Failed to fetch promotions. Please try again.',
  emptyTitle: 'No promotions yet',
  emptyHint: 'Add a code shoppers can apply in their cart: a percent or an amount off, with a minimum, dates and limits if you like.',
  add: 'Add Promotion',
  addTitle: 'Add Promotion',
  editTitle: (code: string) => `Edit ${code}`,
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  deleteConfirm: 'Are you sure you want to delete this promotion?',
  toggled: (code: string, active: boolean) => `${code} is now ${active ? 'active' : 'inactive'}`,
  unknownError: 'Unknown error',
} as const;

/** What an admin did to a promotion, as a failure names it. */
export type PromotionAction = 'add' | 'update' | 'delete' | 'activate' | 'deactivate';

/** 'Failed to delete promotion: {server message or error}'. */
export function promotionFailureMessage(action: PromotionAction, detail: unknown): string {
  return `Failed to ${action} promotion: ${serverMessageOr(detail, PROMOTION_TEXTS.unknownError)}`;
}

/** A wall-clock time as the list shows it, read as it is written (it is the shop's time already): 'Nov 27, 2026, 9:00 AM'. */
function wallClockText(local: string): string {
  const [day = '', time = ''] = local.split('T');
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const at = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(at)) return local;
  return new Date(at).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** When a code applies: 'Always', 'From …', 'Until …', or '… – …'. */
export function windowText({ startsAt, endsAt }: Pick<Promotion, 'startsAt' | 'endsAt'>): string {
  if (startsAt && endsAt) return `${wallClockText(startsAt)} – ${wallClockText(endsAt)}`;
  if (startsAt) return `From ${wallClockText(startsAt)}`;
  if (endsAt) return `Until ${wallClockText(endsAt)}`;
  return 'Always';
}

/** Paid orders that used a code: '3', or '3 of 100' when limited. */
export function usesText({ uses, maxUses }: Pick<Promotion, 'uses' | 'maxUses'>): string {
  return maxUses === null ? `${uses}` : `${uses} of ${maxUses}`;
}

/** The subtotal a code needs: '$50.00', or 'None'. */
export function minimumText({ minSubtotal }: Pick<Promotion, 'minSubtotal'>): string {
  return minSubtotal ? formatMoney(minSubtotal) : 'None';
}

/** Uses one customer may make: '2', or 'No limit'. */
export function perCustomerText({ maxUsesPerCustomer }: Pick<Promotion, 'maxUsesPerCustomer'>): string {
  return maxUsesPerCustomer === null ? 'No limit' : `${maxUsesPerCustomer}`;
}

/** How many codes, and how many of them are active: '3 promotions · 2 active'. */
export function promotionCountText(promotions: readonly Pick<Promotion, 'active'>[]): string {
  const active = promotions.filter((p) => p.active).length;
  const total = `${promotions.length} ${promotions.length === 1 ? 'promotion' : 'promotions'}`;
  return promotions.length ? `${total} · ${active} active` : total;
}

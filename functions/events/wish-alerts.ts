import type { Product } from '@shared/types';
import { shopDay } from '@shared/format/shop-day';
import { toCents } from '@shared/format/money';
import { alertsFor, type ProductState } from '@shared/wishlist/alerts';
import { env } from '../commons/env';
import { log } from '../commons/logger';
import { mapLimit } from '../commons/map-limit';
import type { QueuedMail } from '../mail/mail-types';
import { advanceAlertJob, type AlertJob, alertJobOf, type AlertJobSpec, getAlertJob, startAlertJob } from '../repositories/alert-jobs';
import { getUsersByIds } from '../repositories/alert-recipients';
import { putMailPart } from '../repositories/outbox';
import { getProduct } from '../repositories/products';
import { transactWithRetry } from '../repositories/transact';
import { type AlertClaim, claimAlertPart, watchersPage } from '../repositories/wish-alerts';
import type { Reaction, TableChange } from './reactions';

/** Customers emailed per stream record: one batch read of their profiles, a few seconds of work at most. */
const ALERT_PAGE_SIZE = 100;

/** How many customers of a page are queued at once. */
const QUEUE_CONCURRENCY = 10;

export interface WishAlertDeps {
  startJob(spec: AlertJobSpec): Promise<void>;
  getJob(id: string): Promise<AlertJob | undefined>;
  advanceJob(id: string, page: number, cursor: Record<string, unknown> | undefined): Promise<void>;
  getProduct(productId: string): Promise<Product | undefined>;
  watchersPage(
    productId: string,
    limit: number,
    start?: Record<string, unknown>,
  ): Promise<{ userIds: string[]; next?: Record<string, unknown> }>;
  getCustomers(ids: string[]): Promise<{ id: string; email: string; username: string; emailVerified: boolean }[]>;
  /** Claims the customer's entry for this alert and queues the mail, together; false when the claim was taken or the alert is off. */
  queueAlert(userId: string, productId: string, claim: AlertClaim, mail: QueuedMail): Promise<boolean>;
  /** The shop day now: a price drop emails a customer at most once in it. */
  today(): string;
  pageSize?: number;
}

/** A product's stock and price from a stream image, or undefined when the image lacks them. */
function stateOf(item: Record<string, unknown> | undefined): ProductState | undefined {
  const stock = Number(item?.stock);
  const retailCents = Number(item?.retailCents);
  return Number.isFinite(stock) && Number.isFinite(retailCents) ? { stock, retailCents } : undefined;
}

const isProductEdit = (change: TableChange) =>
  change.event === 'MODIFY' && change.oldItem?.type === 'product' && change.newItem?.type === 'product';
const isJobStep = (change: TableChange) => (change.event === 'INSERT' || change.event === 'MODIFY') && change.newItem?.type === 'alertJob';

/**
 * Wishlist alerts from the table stream. A product edit whose stock goes from none to some, or
 * whose price falls, starts a job (one per stream record, so a redelivered edit starts nothing
 * new); each job record then queues one page of emails and moves the job on, which is the next
 * record. Every email is queued in one transaction with a claim on the customer's wishlist entry
 * (this restock, or today's price drop), so repeated pages, records or edits queue it once.
 */
export function createWishAlertReaction(deps: WishAlertDeps): Reaction {
  const pageSize = deps.pageSize ?? ALERT_PAGE_SIZE;

  async function jobsFor(change: TableChange): Promise<void> {
    const before = stateOf(change.oldItem);
    const after = stateOf(change.newItem);
    const productId = change.newItem?.productId;
    if (!before || !after || typeof productId !== 'string') return;
    const changeId = change.eventId ?? `${productId}@${String(change.newItem?.updatedAt ?? '')}`;
    for (const kind of alertsFor(before, after)) {
      const id = `${changeId}-${kind}`;
      await deps.startJob(
        kind === 'back-in-stock'
          ? { id, kind, productId, restockId: changeId }
          : { id, kind, productId, day: deps.today(), oldCents: before.retailCents, newCents: after.retailCents },
      );
    }
  }

  async function runPage(job: AlertJob): Promise<void> {
    const product = await deps.getProduct(job.productId);
    // Sold out again (or gone) before this page: the rest of the restock is not announced.
    if (!product || product.stock_quantity <= 0) {
      await deps.advanceJob(job.id, job.page, undefined);
      return;
    }
    if (job.kind === 'price-drop' && toCents(product.retail_price) >= job.oldCents) {
      await deps.advanceJob(job.id, job.page, undefined);
      return;
    }
    const page = await deps.watchersPage(job.productId, pageSize, job.cursor);
    const customers = (await deps.getCustomers(page.userIds)).filter((customer) => customer.emailVerified);
    const claim: AlertClaim = job.kind === 'back-in-stock' ? { restock: job.restockId } : { priceDropDay: job.day };
    const outcomes = await mapLimit(customers, QUEUE_CONCURRENCY, (customer) => {
      const mail: QueuedMail = {
        id: `alert-${job.id}-${customer.id}`,
        template: job.kind,
        to: customer.email,
        username: customer.username,
        userId: customer.id,
        productId: job.productId,
        ...(job.kind === 'price-drop' ? { oldCents: job.oldCents, newCents: job.newCents } : {}),
      };
      return deps.queueAlert(customer.id, job.productId, claim, mail);
    });
    const queued = outcomes.filter(Boolean).length;
    log.info('alert page queued', { jobId: job.id, kind: job.kind, page: job.page, customers: page.userIds.length, queued });
    await deps.advanceJob(job.id, job.page, page.next);
  }

  return {
    name: 'wish-alerts',
    wants: (change) => isProductEdit(change) || isJobStep(change),
    async run(change) {
      if (isProductEdit(change)) return jobsFor(change);
      const seen = alertJobOf(change.newItem);
      if (!seen || seen.done) return;
      // A redelivered record of a page already done finds the job moved on.
      const job = await deps.getJob(seen.id);
      if (!job || job.done || job.page !== seen.page) return;
      await runPage(job);
    },
  };
}

/** The reaction as deployed, over the table. */
export const wishAlertReaction = createWishAlertReaction({
  startJob: (spec) => startAlertJob(spec),
  getJob: getAlertJob,
  advanceJob: advanceAlertJob,
  getProduct,
  watchersPage,
  getCustomers: getUsersByIds,
  async queueAlert(userId, productId, claim, mail) {
    const outcome = await transactWithRetry([claimAlertPart(userId, productId, claim), putMailPart(mail, new Date())]);
    return outcome === 'done';
  },
  today: () => shopDay(new Date(), env.shopTimeZone),
});

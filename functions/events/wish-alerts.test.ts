import { describe, expect, it } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import type { Product } from '@shared/types';
import type { QueuedMail } from '../mail/mail-types';
import type { AlertJob, AlertJobSpec } from '../repositories/alert-jobs';
import type { AlertClaim } from '../repositories/wish-alerts';
import type { TableChange } from './reactions';
import { createWishAlertReaction } from './wish-alerts';

/** The table as the reaction sees it: one product, its watchers, their claims, the jobs, the outbox. */
function world(options: { watchers: string[]; product: Product; unverified?: string[] }) {
  const jobs = new Map<string, AlertJob>();
  const claims = new Set<string>();
  const queued: QueuedMail[] = [];
  const changes: TableChange[] = [];
  const jobChange = (job: AlertJob, event: 'INSERT' | 'MODIFY') =>
    changes.push({ event, newItem: { pk: `ALERTJOB#${job.id}`, sk: 'JOB', type: 'alertJob', ...job } });
  const reaction = createWishAlertReaction({
    async startJob(spec: AlertJobSpec) {
      if (jobs.has(spec.id)) return;
      const job = { ...spec, page: 0 } as AlertJob;
      jobs.set(spec.id, job);
      jobChange(job, 'INSERT');
    },
    getJob: async (id) => jobs.get(id) && { ...jobs.get(id)! },
    async advanceJob(id, page, cursor) {
      const job = jobs.get(id)!;
      if (job.page !== page) return;
      const next: AlertJob = { ...job, page: page + 1, ...(cursor ? { cursor } : { done: true }) };
      if (!cursor) delete next.cursor;
      jobs.set(id, next);
      jobChange(next, 'MODIFY');
    },
    getProduct: async () => options.product,
    async watchersPage(_productId, limit, start) {
      const from = Number(start?.at ?? 0);
      const userIds = options.watchers.slice(from, from + limit);
      return { userIds, ...(from + limit < options.watchers.length ? { next: { at: from + limit } } : {}) };
    },
    getCustomers: async (ids) =>
      ids.map((id) => ({ id, email: `${id}@example.com`, username: id, emailVerified: !options.unverified?.includes(id) })),
    async queueAlert(userId, _productId, claim: AlertClaim, mail) {
      const key = `${userId}:${JSON.stringify(claim)}`;
      if (claims.has(key)) return false;
      claims.add(key);
      queued.push(mail);
      return true;
    },
    today: () => '2026-11-23',
    pageSize: 2,
  });
  /** Runs every change the reaction wants, and those its own writes make, like the stream. */
  const drain = async () => {
    while (changes.length) {
      const change = changes.shift()!;
      if (reaction.wants(change)) await reaction.run(change);
    }
  };
  return { reaction, jobs, queued, changes, drain };
}

const productImage = (stock: number, retailCents: number) => ({
  pk: 'PRODUCT#p1',
  sk: 'PRODUCT',
  type: 'product',
  productId: 'p1',
  stock,
  retailCents,
});
const edit = (eventId: string, before: [number, number], after: [number, number]): TableChange => ({
  event: 'MODIFY',
  eventId,
  oldItem: productImage(...before),
  newItem: productImage(...after),
});

describe('wishlist alerts from the stream', () => {
  it('queue one email per watcher of a restock, a page per step, however often the records come', async () => {
    const w = world({ watchers: ['a', 'b', 'c', 'd', 'e'], product: aProduct({ product_id: 'p1', stock_quantity: 5 }), unverified: ['c'] });
    const restock = edit('e1', [0, 5000], [5, 5000]);
    await w.reaction.run(restock);
    await w.reaction.run(restock);
    // Keep every job record to deliver it again once all is done.
    const seen: TableChange[] = [];
    while (w.changes.length) {
      const change = w.changes.shift()!;
      seen.push(change);
      await w.reaction.run(change);
    }
    for (const change of [...seen, ...seen]) await w.reaction.run(change);
    expect(w.queued.map((mail) => mail.to).sort()).toEqual(['a@example.com', 'b@example.com', 'd@example.com', 'e@example.com']);
    expect(w.queued[0]).toMatchObject({ template: 'back-in-stock', userId: 'a', productId: 'p1', id: 'alert-e1-back-in-stock-a' });
    expect([...w.jobs.values()]).toEqual([expect.objectContaining({ id: 'e1-back-in-stock', page: 3, done: true })]);
  });

  it('start nothing for an edit that is neither a restock nor a price drop', async () => {
    const w = world({ watchers: ['a'], product: aProduct({ product_id: 'p1' }) });
    await w.reaction.run(edit('e2', [3, 5000], [9, 5500]));
    await w.reaction.run(edit('e3', [3, 5000], [0, 5000]));
    expect(w.jobs.size).toBe(0);
  });

  it('stop a restock that sold out again before its pages ran', async () => {
    const w = world({ watchers: ['a', 'b', 'c'], product: aProduct({ product_id: 'p1', stock_quantity: 0 }) });
    await w.reaction.run(edit('e4', [0, 5000], [2, 5000]));
    await w.drain();
    expect(w.queued).toEqual([]);
    expect(w.jobs.get('e4-back-in-stock')).toMatchObject({ done: true });
  });

  it('queue a price drop with both prices, once a day per watcher', async () => {
    const w = world({ watchers: ['a'], product: aProduct({ product_id: 'p1', retail_price: 40, stock_quantity: 4 }) });
    await w.reaction.run(edit('e5', [4, 5000], [4, 4500]));
    await w.drain();
    await w.reaction.run(edit('e6', [4, 4500], [4, 4000]));
    await w.drain();
    expect(w.queued).toEqual([expect.objectContaining({ template: 'price-drop', oldCents: 5000, newCents: 4500 })]);
    expect(w.jobs.size).toBe(2);
  });
});

// Order confirmations through the stream, on a local cloud of its own: BENCH_STREAM_ORDERS (5,000)
// checkouts held and completed as a payment completes them (the order, its confirmation mail, the
// paid-order marker: one transaction each), written as fast as the table takes them. Prints how
// long the writes took, how long until the stream handler had counted every order (the dashboard
// counter) and the lag: how long after its write each order was counted, the local stand-in for
// Lambda's iterator age. Then the catalogue: how many times it was published while the stock moved
// (at most once a second), and when it showed the last hold. Then the mails, at the send rate given (BENCH_STREAM_RATE emails a second,
// as an SES quota sets it). Run alone with `npx tsx scripts/bench-stream.ts`; `npm run bench` runs
// it so, in a process of its own: the table client is made once per process.
import { randomUUID } from 'node:crypto';
import type { Order } from '@shared/types';
import { completeCheckout, getCheckoutRecord, startCheckout } from '../functions/repositories/checkouts';
import { createProductIfAbsent } from '../functions/repositories/products';
import { readTotals } from '../functions/repositories/stats';
import { useLocalCloud } from '../functions/test-support/local-cloud';
import { anOrder } from '../functions/test-support/fakes';
import { spawnLocalCloud, type SpawnedCloud } from '../infra/local/spawn-cloud';
import { type Line, runAlone } from './bench-alone';
import { percentile } from './bench-load';

const ORDERS = Number(process.env.BENCH_STREAM_ORDERS ?? 5000);
const RATE = process.env.BENCH_STREAM_RATE ?? '500';
/** Completions at once: a sale's payments arrive together. */
const WRITERS = 16;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** An unpaid order of one bottle, as checkout makes it: the test builder's order with the bench's ids and time. */
function benchOrder(productId: string, i: number, at: Date): Order {
  const id = randomUUID();
  const when = at.toISOString();
  const order = anOrder({ id, userId: `bench-stream-user-${i}`, createdAt: when, status: 'pending', paymentStatus: 'pending' });
  return {
    ...order,
    orderId: `ORD-BENCH-${String(i).padStart(6, '0')}`,
    items: order.items.map((item) => ({ ...item, productId, name: 'Stream Eau', productName: 'Stream Eau' })),
    shippingAddress: { ...order.shippingAddress, email: `stream-${i}@bench.maison.local` },
  };
}

const paidOrders = async () => (await readTotals()).paidOrders ?? 0;

/** Mails to the bench's addresses in the local mailbox. */
async function benchMails(mailbox: string): Promise<number> {
  const store = (await (await fetch(`${mailbox}/store`)).json()) as { emails: { destination: { to: string[] } }[] };
  return store.emails.filter((mail) => mail.destination.to[0]?.endsWith('@bench.maison.local')).length;
}

async function streamThroughput(line: Line): Promise<void> {
  console.log(`\nOrder confirmations through the stream: ${ORDERS.toLocaleString('en-US')} orders, ${RATE} emails/s`);
  // When each catalogue publish took its turn, from the cloud's log.
  const publishedAt: number[] = [];
  const onLine = (text: string) => {
    if (!text.includes('"catalogue snapshot"')) return;
    const entry = JSON.parse(text) as { msg: string; turnAt?: string };
    if (entry.turnAt) publishedAt.push(Date.parse(entry.turnAt));
  };
  const cloud: SpawnedCloud = await spawnLocalCloud({ env: { MAIL_SEND_RATE: RATE }, onLine });
  try {
    useLocalCloud(cloud);
    const productId = `bench-stream-${randomUUID().slice(0, 8)}`;
    await createProductIfAbsent({
      product_id: productId,
      name: 'Stream Eau',
      brand: 'Bench House',
      category: 'Unisex',
      image_url: '/images/products/bench.svg',
      retail_price: 50,
      cost_price: 25,
      rating: 4,
      review_count: 1,
      tags: ['bench'],
      stock_quantity: ORDERS * 2,
      created_at: new Date().toISOString(),
    });
    const before = await paidOrders();
    const startedAt = Date.now();

    // Each completion's time, in the order the writers finish them.
    const writtenAt: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (next < ORDERS) {
          const i = next++;
          const now = new Date();
          const order = benchOrder(productId, i, now);
          const held = await startCheckout(order, now, { until: new Date(now.getTime() + 15 * 60_000) });
          if (!held.held) throw new Error(`order ${i} could not hold its stock`);
          const record = await getCheckoutRecord(order.id);
          if (!record) throw new Error(`order ${i}: its checkout is not there`);
          const outcome = await completeCheckout(record, { paymentId: `pi_bench_${i}`, paymentMethod: 'card' }, now);
          if (outcome !== 'completed') throw new Error(`order ${i}: ${outcome}`);
          writtenAt.push(performance.now());
        }
      }),
    );
    const writeMs = performance.now() - started;
    line(
      `  ${ORDERS.toLocaleString('en-US')} completions written (${WRITERS} at once)`,
      `${seconds(writeMs)} (${(ORDERS / (writeMs / 1000)).toFixed(0)}/s)`,
    );

    // The k-th order counted is at the latest the k-th written: its lag is the time between.
    const lags: number[] = [];
    let counted = 0;
    const deadline = started + 20 * 60_000;
    while (counted < ORDERS && performance.now() < deadline) {
      const now = (await paidOrders()) - before;
      const at = performance.now();
      for (let k = counted; k < Math.min(now, ORDERS); k += 1) lags.push(at - (writtenAt[k] ?? at));
      counted = Math.max(counted, now);
      if (counted < ORDERS) await sleep(200);
    }
    const handledMs = performance.now() - started;
    line(
      `  every order counted by the stream handler`,
      counted >= ORDERS ? `${seconds(handledMs)} after the first write` : `only ${counted} in ${seconds(handledMs)}`,
      counted >= ORDERS,
    );
    const sorted = [...lags].sort((a, b) => a - b);
    line(
      '  lag, write to counted (p50 / p95 / max)',
      `${seconds(percentile(sorted, 50))} / ${seconds(percentile(sorted, 95))} / ${seconds(sorted.at(-1) ?? 0)}`,
    );

    // Every order holds one bottle of the 2 × ORDERS in stock: the catalogue is caught up at ORDERS.
    let shown: number | undefined;
    while (shown !== ORDERS && performance.now() < deadline) {
      const listed = (await (await fetch(new URL('/api/customer/products', cloud.api))).json()) as {
        product_id: string;
        stock_quantity: number;
      }[];
      shown = listed.find((product) => product.product_id === productId)?.stock_quantity;
      if (shown !== ORDERS) await sleep(200);
    }
    line(
      '  the catalogue showing the last hold',
      shown === ORDERS ? `${seconds(performance.now() - started - writeMs)} after the last write` : `still ${shown} in stock`,
      shown === ORDERS,
    );
    const publishes = publishedAt.filter((at) => at >= startedAt).sort((a, b) => a - b);
    const gaps = publishes.slice(1).map((at, i) => at - publishes[i]!);
    line(
      '  catalogue publishes meanwhile (closest two turns)',
      `${publishes.length} (${gaps.length ? seconds(Math.min(...gaps)) : 'n/a'} apart)`,
      gaps.every((gap) => gap >= 1000),
    );

    let mails = 0;
    while (mails < ORDERS && performance.now() < deadline) {
      mails = await benchMails(cloud.mailbox);
      if (mails < ORDERS) await sleep(1000);
    }
    const mailedMs = performance.now() - started;
    line(
      `  every confirmation mail sent`,
      mails >= ORDERS ? `${seconds(mailedMs)} after the first write` : `only ${mails} in ${seconds(mailedMs)}`,
      mails >= ORDERS,
    );
    line('  the same at a 14 emails/s SES quota', `${seconds((ORDERS / 14) * 1000)} of sending, spread over the stream`);
  } finally {
    await cloud.stop();
  }
}

runAlone(import.meta.url, streamThroughput);

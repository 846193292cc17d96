import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { EntityType } from '../repositories/table';
import { toChange } from './on-table-change';
import { batchReactions, reactions, type TableChange } from './reactions';
import { passesFilter, REACTION_WATCHES, streamFilterPatterns, type StreamEventName } from './stream-filter';

type Item = Record<string, unknown>;

/** One plausible item of every type the table holds, and a change to it that matters. */
const samples: Record<
  EntityType | 'mail' | 'brandNameGuard' | 'currentToken' | 'supersededToken' | 'failedEvent',
  { item: Item; changed: Item }
> = (() => {
  const order: Item = {
    pk: 'ORDER#o1',
    sk: 'ORDER',
    type: 'order',
    id: 'o1',
    userId: 'u1',
    status: 'confirmed',
    paymentStatus: 'paid',
    totalCents: 5_000,
    items: [{ quantity: 1 }],
    createdAt: '2026-11-20T15:00:00Z',
    paidAt: '2026-11-20T15:01:00Z',
  };
  const plain = (type: string, pk: string): { item: Item; changed: Item } => {
    const item = { pk, sk: 'X', type, updatedAt: '2026-11-20T15:00:00Z' };
    return { item, changed: { ...item, updatedAt: '2026-11-21T15:00:00Z' } };
  };
  return {
    user: {
      item: { pk: 'USER#u1', sk: 'PROFILE', type: 'user', id: 'u1', role: 'user' },
      changed: { pk: 'USER#u1', sk: 'PROFILE', type: 'user', id: 'u1', role: 'admin' },
    },
    product: {
      item: { pk: 'PRODUCT#p1', sk: 'PRODUCT', type: 'product', productId: 'p1', priceCents: 100 },
      changed: { pk: 'PRODUCT#p1', sk: 'PRODUCT', type: 'product', productId: 'p1', priceCents: 200 },
    },
    subscriber: {
      item: { pk: 'SUBSCRIBER#a@b.c', sk: 'SUBSCRIBER', type: 'subscriber', email: 'a@b.c' },
      changed: { pk: 'SUBSCRIBER#a@b.c', sk: 'SUBSCRIBER', type: 'subscriber', email: 'a@b.c', unsubscribed: true },
    },
    order: { item: order, changed: { ...order, status: 'shipped' } },
    mail: {
      item: { pk: 'OUTBOX#m1', sk: 'MAIL', type: 'mail', id: 'm1', template: 'verify-email', to: 'a@b.c' },
      changed: { pk: 'OUTBOX#m1', sk: 'MAIL', type: 'mail', id: 'm1', template: 'verify-email', to: 'd@b.c' },
    },
    linkRequest: {
      item: { pk: 'LINKREQ#r1', sk: 'REQUEST', type: 'linkRequest', id: 'r1', purpose: 'reset', email: 'a@b.c' },
      changed: { pk: 'LINKREQ#r1', sk: 'REQUEST', type: 'linkRequest', id: 'r1', purpose: 'reset', email: 'd@b.c' },
    },
    emailGuard: plain('emailGuard', 'EMAIL#a@b.c'),
    usernameGuard: plain('usernameGuard', 'USERNAME#anna'),
    cartLine: plain('cartLine', 'USER#u1'),
    wishLine: plain('wishLine', 'USER#u1'),
    brand: plain('brand', 'BRAND#b1'),
    brandNameGuard: plain('brandNameGuard', 'BRANDNAME#b1'),
    checkout: {
      item: { ...order, type: 'checkout', status: 'pending', paymentStatus: 'pending' },
      changed: { ...order, type: 'checkout', status: 'pending', paymentStatus: 'pending', totalCents: 6_000 },
    },
    checkoutPointer: plain('checkoutPointer', 'USER#u1'),
    currentToken: plain('currentToken', 'USER#u1'),
    promo: plain('promo', 'PROMO#SAVE20'),
    token: plain('token', 'TOKEN#abc'),
    supersededToken: plain('supersededToken', 'TOKEN#old'),
    rate: plain('rate', 'RATE#login'),
    stripeEvent: plain('stripeEvent', 'STRIPE_EVENT#evt_1'),
    stats: plain('stats', 'STATS'),
    appliedChange: plain('appliedChange', 'CHANGE#stats-counters#e1'),
    failedEvent: plain('failedEvent', 'FAILED_EVENT'),
    publishTurn: {
      item: { pk: 'SNAPSHOT#catalogue', sk: 'PUBLISH_TURN', type: 'publishTurn', writes: 1, waiting: new Set(['p1']) },
      changed: { pk: 'SNAPSHOT#catalogue', sk: 'PUBLISH_TURN', type: 'publishTurn', writes: 2, waiting: new Set(['p1', 'p2']) },
    },
    alertJob: {
      item: {
        pk: 'ALERTJOB#e1-back-in-stock',
        sk: 'JOB',
        type: 'alertJob',
        id: 'e1-back-in-stock',
        kind: 'back-in-stock',
        productId: 'p1',
        restockId: 'e1',
        page: 0,
      },
      changed: {
        pk: 'ALERTJOB#e1-back-in-stock',
        sk: 'JOB',
        type: 'alertJob',
        id: 'e1-back-in-stock',
        kind: 'back-in-stock',
        productId: 'p1',
        restockId: 'e1',
        page: 1,
      },
    },
  };
})();

interface Sample {
  label: string;
  record: DynamoDBRecord;
  change: TableChange;
}

function sample(label: string, event: StreamEventName, oldItem?: Item, newItem?: Item): Sample {
  const record: DynamoDBRecord = {
    eventID: label,
    eventName: event,
    dynamodb: {
      ...(oldItem ? { OldImage: marshall(oldItem) as never } : {}),
      ...(newItem ? { NewImage: marshall(newItem) as never } : {}),
      SequenceNumber: '1',
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
  return { label, record, change: toChange(record) };
}

const changes: Sample[] = [
  ...Object.entries(samples).flatMap(([type, { item, changed }]) => [
    sample(`${type} added`, 'INSERT', undefined, item),
    sample(`${type} changed`, 'MODIFY', item, changed),
    sample(`${type} removed`, 'REMOVE', item, undefined),
  ]),
  sample('checkout paid, becoming an order', 'MODIFY', samples.checkout.item, samples.order.item),
];

const everyReaction = [...reactions, ...batchReactions];
const patterns = streamFilterPatterns();

describe('the stream filter', () => {
  it('has one entry per reaction, no more', () => {
    expect(Object.keys(REACTION_WATCHES).sort()).toEqual(everyReaction.map((reaction) => reaction.name).sort());
  });

  it('lets through exactly the changes some reaction wants', () => {
    const wanted = changes.filter(({ change }) => everyReaction.some((reaction) => reaction.wants(change))).map(({ label }) => label);
    const passed = changes.filter(({ record }) => passesFilter(patterns, record)).map(({ label }) => label);
    expect(passed).toEqual(wanted);
    expect(wanted).toEqual([
      'user added',
      'user changed',
      'user removed',
      'product added',
      'product changed',
      'product removed',
      'subscriber added',
      'subscriber removed',
      'order added',
      'order changed',
      'order removed',
      'mail added',
      'linkRequest added',
      'publishTurn added',
      'publishTurn changed',
      'alertJob added',
      'alertJob changed',
      'checkout paid, becoming an order',
    ]);
  });

  it('gives no reaction a change outside its own entry', () => {
    for (const reaction of everyReaction) {
      const own = streamFilterPatterns(REACTION_WATCHES[reaction.name]);
      for (const { label, change, record } of changes) {
        if (reaction.wants(change)) expect(passesFilter(own, record), `${reaction.name}: ${label}`).toBe(true);
      }
    }
  });

  it('watches no type or event its reaction never wants', () => {
    for (const reaction of everyReaction) {
      for (const watch of REACTION_WATCHES[reaction.name]!) {
        for (const [type, event] of watch.types.flatMap((t) => watch.events.map((e) => [t, e] as const))) {
          const some = changes.some(
            ({ change }) => change.event === event && (change.newItem ?? change.oldItem)?.type === type && reaction.wants(change),
          );
          expect(some, `${reaction.name}: ${type} ${event}`).toBe(true);
        }
      }
    }
  });

  it('is four patterns: additions and modifications by the new image, modifications and removals by the old', () => {
    expect(patterns).toEqual([
      {
        eventName: ['INSERT'],
        dynamodb: {
          NewImage: { type: { S: ['alertJob', 'linkRequest', 'mail', 'order', 'product', 'publishTurn', 'subscriber', 'user'] } },
        },
      },
      { eventName: ['MODIFY'], dynamodb: { NewImage: { type: { S: ['alertJob', 'order', 'product', 'publishTurn', 'user'] } } } },
      { eventName: ['MODIFY'], dynamodb: { OldImage: { type: { S: ['alertJob', 'order', 'product', 'publishTurn', 'user'] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { type: { S: ['order', 'product', 'subscriber', 'user'] } } } },
    ]);
  });
});

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../commons/document-client';
import { useLocalCloud } from '../test-support/local-cloud';
import { publishTurnsAt } from './catalogue-snapshot';
import { tableName } from './table';

useLocalCloud();

// A key of the test's own: the running cloud's stream handler takes the catalogue's turns.
const keyOfTest = () => ({ pk: 'SNAPSHOT#catalogue', sk: `PUBLISH_TURN#test-${Math.random().toString(36).slice(2)}` });
const turns = () => publishTurnsAt(keyOfTest());

describe('publish turns in the table', () => {
  it('gives no turn while nothing waits', async () => {
    expect(await turns().take(10_000, 1000)).toEqual({ taken: false, waiting: false, lastAt: 10_000 });
  });

  it('gives a turn when products wait and none was taken within the gap, with every product waiting, and clears the list', async () => {
    const item = turns();
    await item.wait(['a', 'b']);
    await item.wait(['b', 'c']);
    const first = await item.take(10_000, 1000);
    expect(first.taken && first.productIds.sort()).toEqual(['a', 'b', 'c']);
    if (!first.taken) throw new Error('no turn');
    await item.clear(first.productIds, first.mark);
    expect(await item.take(20_000, 1000)).toEqual({ taken: false, waiting: false, lastAt: 10_000 });
  });

  it('refuses a turn within the gap, saying that products wait and when the last turn was', async () => {
    const item = turns();
    await item.wait(['a']);
    await item.take(10_000, 1000);
    await item.wait(['b']);
    expect(await item.take(10_999, 1000)).toEqual({ taken: false, waiting: true, lastAt: 10_000 });
    expect(await item.take(11_000, 1000)).toMatchObject({ taken: true, productIds: ['a', 'b'] });
  });

  it('leaves the list on a turn, and clears it after the publish only if nothing was handed over since', async () => {
    const item = turns();
    await item.wait(['a']);
    const first = await item.take(10_000, 1000);
    if (!first.taken) throw new Error('no turn');
    // A publish that never ends leaves the list whole for the next turn.
    const again = await item.take(11_000, 1000);
    expect(again.taken && again.productIds).toEqual(['a']);
    if (!again.taken) throw new Error('no turn');
    await item.wait(['a', 'b']);
    await item.clear(again.productIds, again.mark);
    const third = await item.take(12_000, 1000);
    expect(third.taken && third.productIds.sort()).toEqual(['a', 'b']);
    if (!third.taken) throw new Error('no turn');
    await item.clear(third.productIds, third.mark);
    expect(await item.take(13_000, 1000)).toEqual({ taken: false, waiting: false, lastAt: 12_000 });
  });

  it('lets exactly one of many racing batches take the turn', async () => {
    const item = turns();
    await item.wait(['a']);
    const attempts = await Promise.all(Array.from({ length: 10 }, () => item.take(20_000, 1000)));
    expect(attempts.filter((attempt) => attempt.taken)).toHaveLength(1);
  });

  it('nudges the list only while products wait', async () => {
    const item = turns();
    expect(await item.nudge(10_000)).toBe(false);
    await item.wait(['a']);
    expect(await item.nudge(10_000)).toBe(true);
    const taken = await item.take(10_000, 1000);
    if (!taken.taken) throw new Error('no turn');
    await item.clear(taken.productIds, taken.mark);
    expect(await item.nudge(10_500)).toBe(false);
  });

  it('changes the item at every hand-over, products already waiting included, so each puts a record in the stream', async () => {
    const key = keyOfTest();
    const item = publishTurnsAt(key);
    await item.wait(['a']);
    const first = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key }));
    await item.wait(['a']);
    const second = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key }));
    expect(second.Item).not.toEqual(first.Item);
  });
});

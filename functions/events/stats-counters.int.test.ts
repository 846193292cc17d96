import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { useLocalCloud } from '../test-support/local-cloud';
import { documentClient } from '../commons/clients';
import { keys, tableName } from '../repositories/table';
import { handler } from './on-table-change';

useLocalCloud();

const subscribers = async () =>
  Number((await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.stats() }))).Item?.subscribers ?? 0);

function record(eventName: 'INSERT' | 'REMOVE', eventID: string): DynamoDBRecord {
  const image = { pk: { S: `SUBSCRIBER#${eventID}` }, sk: { S: 'SUBSCRIBER' }, type: { S: 'subscriber' } };
  return {
    eventID,
    eventName,
    dynamodb: eventName === 'INSERT' ? { NewImage: image, SequenceNumber: '1' } : { OldImage: image, SequenceNumber: '2' },
  };
}

describe('dashboard counters from the stream', () => {
  it('count a change once even when the stream delivers it again', async () => {
    const stamp = `${Date.now()}`;
    const before = await subscribers();
    const insert = record('INSERT', `count-once-${stamp}-a`);
    expect(await handler({ Records: [insert] })).toEqual({ batchItemFailures: [] });
    expect(await handler({ Records: [insert] })).toEqual({ batchItemFailures: [] });
    expect(await subscribers()).toBe(before + 1);

    const remove = record('REMOVE', `count-once-${stamp}-b`);
    await handler({ Records: [remove, remove] });
    expect(await subscribers()).toBe(before);
  });
});

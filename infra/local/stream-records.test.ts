import { describe, expect, it } from 'vitest';
import { toChange } from '../../functions/events/on-table-change';
import { toEventName, toLambdaRecord, toLambdaValue } from './stream-records';

const context = { streamArn: 'arn:aws:dynamodb:ddblocal:000000000000:table/maison/stream/x', region: 'us-east-1' };

describe('toLambdaRecord', () => {
  it('gives the handler the record Lambda would: epoch seconds, source, ARN and images', () => {
    const record = toLambdaRecord(
      {
        eventID: 'e1',
        eventName: 'MODIFY',
        eventVersion: '1.1',
        eventSource: 'aws:dynamodb',
        awsRegion: 'ddblocal',
        dynamodb: {
          ApproximateCreationDateTime: new Date('2025-11-22T10:00:00.900Z'),
          Keys: { pk: { S: 'PRODUCT#p1' }, sk: { S: 'PRODUCT' } },
          OldImage: { pk: { S: 'PRODUCT#p1' }, stock: { N: '3' } },
          NewImage: { pk: { S: 'PRODUCT#p1' }, stock: { N: '2' } },
          SequenceNumber: '000000000000000000042',
          SizeBytes: 120,
          StreamViewType: 'NEW_AND_OLD_IMAGES',
        },
      },
      context,
    );
    expect(record).toEqual({
      eventID: 'e1',
      eventName: 'MODIFY',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'ddblocal',
      eventSourceARN: context.streamArn,
      dynamodb: {
        ApproximateCreationDateTime: Date.UTC(2025, 10, 22, 10) / 1000,
        Keys: { pk: { S: 'PRODUCT#p1' }, sk: { S: 'PRODUCT' } },
        OldImage: { pk: { S: 'PRODUCT#p1' }, stock: { N: '3' } },
        NewImage: { pk: { S: 'PRODUCT#p1' }, stock: { N: '2' } },
        SequenceNumber: '000000000000000000042',
        SizeBytes: 120,
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    });
    expect(toChange(record)).toEqual({
      event: 'MODIFY',
      eventId: 'e1',
      oldItem: { pk: 'PRODUCT#p1', stock: 3 },
      newItem: { pk: 'PRODUCT#p1', stock: 2 },
    });
  });

  it('turns a TTL delete with an unknown event name into a REMOVE by the service', () => {
    const record = toLambdaRecord(
      {
        eventName: 'UNKNOWN_TO_SDK_VERSION' as never,
        userIdentity: { Type: 'Service', PrincipalId: 'dynamodb.amazonaws.com' },
        dynamodb: { OldImage: { pk: { S: 'TOKEN#abc' } }, SequenceNumber: '7' },
      },
      context,
    );
    expect(record.eventName).toBe('REMOVE');
    expect(record.userIdentity).toEqual({ type: 'Service', principalId: 'dynamodb.amazonaws.com' });
    expect(toChange(record)).toEqual({ event: 'REMOVE', oldItem: { pk: 'TOKEN#abc' }, newItem: undefined });
  });
});

describe('toEventName', () => {
  it.each([
    ['INSERT', 'INSERT'],
    ['MODIFY', 'MODIFY'],
    ['REMOVE', 'REMOVE'],
    ['UNKNOWN_TO_SDK_VERSION', 'REMOVE'],
    [undefined, 'REMOVE'],
  ])('%s → %s', (name, expected) => expect(toEventName(name)).toBe(expected));
});

describe('toLambdaValue', () => {
  it('encodes binary as base64, also inside maps, lists and sets', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(toLambdaValue({ M: { b: { B: bytes }, l: { L: [{ B: bytes }, { S: 'x' }] }, s: { BS: [bytes] } } })).toEqual({
      M: { b: { B: 'AQID' }, l: { L: [{ B: 'AQID' }, { S: 'x' }] }, s: { BS: ['AQID'] } },
    });
  });

  it('keeps the other types as they are', () => {
    expect(toLambdaValue({ N: '1.5' })).toEqual({ N: '1.5' });
    expect(toLambdaValue({ SS: ['a', 'b'] })).toEqual({ SS: ['a', 'b'] });
    expect(toLambdaValue({ NULL: true })).toEqual({ NULL: true });
    expect(toLambdaValue({ BOOL: false })).toEqual({ BOOL: false });
  });
});

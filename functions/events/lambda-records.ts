import type { AttributeValue as SdkValue, _Record as SdkRecord } from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue as LambdaValue, DynamoDBRecord } from 'aws-lambda';

/**
 * Turns a record read with the Streams API into the record Lambda hands a stream handler (the
 * local poller reads the stream this way, and so does the keeper of failed events in AWS):
 * dates as epoch seconds, binary values as base64, and an event name always among
 * INSERT / MODIFY / REMOVE (a TTL delete comes back from DynamoDB Local with a name the SDK
 * does not know; in AWS it is a REMOVE done by the service).
 */
export function toLambdaRecord(record: SdkRecord, context: { streamArn: string; region: string }): DynamoDBRecord {
  const data = record.dynamodb ?? {};
  const images = {
    ...(data.Keys ? { Keys: toLambdaImage(data.Keys) } : {}),
    ...(data.NewImage ? { NewImage: toLambdaImage(data.NewImage) } : {}),
    ...(data.OldImage ? { OldImage: toLambdaImage(data.OldImage) } : {}),
  };
  const created = data.ApproximateCreationDateTime;
  return {
    eventID: record.eventID,
    eventName: toEventName(record.eventName),
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion ?? context.region,
    eventSourceARN: context.streamArn,
    dynamodb: {
      ...(created ? { ApproximateCreationDateTime: Math.floor(new Date(created).getTime() / 1000) } : {}),
      ...images,
      SequenceNumber: data.SequenceNumber,
      SizeBytes: data.SizeBytes,
      StreamViewType: data.StreamViewType as NonNullable<DynamoDBRecord['dynamodb']>['StreamViewType'],
    },
    ...(record.userIdentity ? { userIdentity: { type: record.userIdentity.Type, principalId: record.userIdentity.PrincipalId } } : {}),
  };
}

/** INSERT and MODIFY as they are; anything else is a removal (TTL deletes included). */
export function toEventName(name: string | undefined): 'INSERT' | 'MODIFY' | 'REMOVE' {
  return name === 'INSERT' || name === 'MODIFY' ? name : 'REMOVE';
}

function toLambdaImage(image: Record<string, SdkValue>): Record<string, LambdaValue> {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, toLambdaValue(value)]));
}

/** The wire form Lambda delivers: the same as the SDK's, except binary is base64 text. */
export function toLambdaValue(value: SdkValue): LambdaValue {
  if (value.B !== undefined) return { B: base64(value.B) };
  if (value.BS !== undefined) return { BS: value.BS.map(base64) };
  if (value.M !== undefined) return { M: toLambdaImage(value.M) };
  if (value.L !== undefined) return { L: value.L.map(toLambdaValue) };
  const { $unknown: _unknown, ...plain } = value as SdkValue & { $unknown?: unknown };
  return plain as LambdaValue;
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

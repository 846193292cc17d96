/**
 * The shop's email send rate, shared by every concurrent stream invocation: one counter per
 * second, taken with a conditional ADD, so together they never send more than SES allows.
 *
 * | item      | pk                          | sk   | attributes      |
 * |-----------|-----------------------------|------|-----------------|
 * | send slot | RATE#mail-send#<epoch second> | RATE | hits, expiresAt |
 *
 * Access pattern: `takeSendSlot` (one send in the current second, while under the rate).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { isConditionFailure, keys, tableName } from './table';

/** Takes one send in the second `now` falls in; false when that second is full. */
export async function takeSendSlot(perSecond: number, now = new Date()): Promise<boolean> {
  const second = Math.floor(now.getTime() / 1000);
  try {
    await documentClient().send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.rate(`mail-send#${second}`),
      UpdateExpression: 'ADD hits :one SET #t = :t, expiresAt = :e',
      ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
      ExpressionAttributeNames: { '#t': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':t': 'rate', ':e': second + 120, ':limit': perSecond },
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

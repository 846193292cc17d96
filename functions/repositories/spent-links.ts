/**
 * Links that work once: an emailed address whose token a log may keep (the one-click unsubscribe
 * address, whose query CloudFront's logs record) is marked used the first time it acts, so the
 * copy in a log is spent. Only the token's hash is stored, until the token would have expired.
 *
 * | item       | pk              | sk    | attributes      |
 * |------------|-----------------|-------|-----------------|
 * | spent link | SPENT#<sha256>  | SPENT | type, expiresAt |
 *
 * No stream reaction watches the type. Access patterns: `spendLink` (mark used, once), `spendLinkPart`
 * (the same write, for a transaction).
 */
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { isConditionFailure, tableName } from './table';

const spentKey = (token: string) => ({ pk: `SPENT#${createHash('sha256').update(token).digest('hex')}`, sk: 'SPENT' });

/** The conditional write that marks a link's token used, for a transaction of its own or another's. */
export function spendLinkPart(token: string, expiresAt: number) {
  return {
    Update: {
      TableName: tableName(),
      Key: spentKey(token),
      UpdateExpression: 'SET #type = :type, expiresAt = :e',
      ConditionExpression: 'attribute_not_exists(pk)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': 'spentLink', ':e': expiresAt },
    },
  };
}

/**
 * Marks a link's token used, kept until `expiresAt` (epoch seconds, when the token dies anyway);
 * answers false when it already was. Conditional, so of any number of racing uses one wins.
 */
export async function spendLink(token: string, expiresAt: number): Promise<boolean> {
  try {
    await documentClient().send(new UpdateCommand(spendLinkPart(token, expiresAt).Update));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

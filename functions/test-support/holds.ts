import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { keys, tableName } from '../repositories/table';

/**
 * Moves a held checkout's hold end into the past, as if its hold time had gone by: the cloud's
 * release timer then finds it in the hold index like any expired hold.
 */
export async function endHoldNow(orderId: string, agoMs = 1000): Promise<void> {
  const past = new Date(Date.now() - agoMs).toISOString();
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.order(orderId),
      ConditionExpression: 'holdState = :held',
      UpdateExpression: 'SET holdUntil = :past, gsi2sk = :past',
      ExpressionAttributeValues: { ':held': 'held', ':past': past },
    }),
  );
}

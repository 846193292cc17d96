import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/**
 * Runs a transaction; answers 'done', or the cancellation reason codes (one per item) when a
 * condition failed. Conflicts with concurrent transactions are retried with jittered backoff.
 */
export async function transactWithRetry(items: TransactItem[], attempts = 12): Promise<'done' | string[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
      return 'done';
    } catch (error) {
      const codes = ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code ?? 'None');
      const name = (error as Error).name;
      if (codes.includes('ConditionalCheckFailed')) return codes;
      const conflict =
        name === 'TransactionConflictException' || codes.includes('TransactionConflict') || name === 'TransactionInProgressException';
      if (!conflict || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 25 * 2 ** attempt)));
    }
  }
}

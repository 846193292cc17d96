import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '@shared/errors';
import { documentClient } from '../commons/document-client';

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/**
 * How long a transaction keeps retrying conflicts: well inside the 10 s a route function has,
 * with room for what it did before (a payment provider's answer) and for the answer itself.
 */
export const TRANSACTION_RETRY_BUDGET_MS = 5000;

/** What a route answers when the budget ran out: a 503 its caller may retry after a second. */
const busy = () =>
  new AppError('BUSY', 'Many shoppers are buying the same item right now. Please try again in a moment.', { retryAfterSeconds: 1 });

export interface RetryOptions {
  budgetMs?: number;
  send?: (items: TransactItem[]) => Promise<unknown>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const sendTransaction = (items: TransactItem[]) => documentClient().send(new TransactWriteCommand({ TransactItems: items }));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a transaction; answers 'done', or the cancellation reason codes (one per item) when a
 * condition failed. Conflicts with concurrent transactions (many buyers of one product) are
 * retried with jittered backoff for as long as the budget lasts, then answered as BUSY (503,
 * Retry-After) rather than left to run into the function's timeout.
 */
export async function transactWithRetry(items: TransactItem[], options: RetryOptions = {}): Promise<'done' | string[]> {
  const { budgetMs = TRANSACTION_RETRY_BUDGET_MS, send = sendTransaction, now = Date.now, sleep = pause } = options;
  const deadline = now() + budgetMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await send(items);
      return 'done';
    } catch (error) {
      const codes = ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code ?? 'None');
      const name = (error as Error).name;
      if (codes.includes('ConditionalCheckFailed')) return codes;
      const conflict =
        name === 'TransactionConflictException' || codes.includes('TransactionConflict') || name === 'TransactionInProgressException';
      if (!conflict) throw error;
      const wait = Math.random() * Math.min(1000, 25 * 2 ** attempt);
      if (now() + wait >= deadline) throw busy();
      await sleep(wait);
    }
  }
}

import { describe, expect, it } from 'vitest';
import { AppError } from '@shared/errors';
import { transactWithRetry, TRANSACTION_RETRY_BUDGET_MS } from './transact';

const conflict = () =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }],
  });

/** A clock the retries' pauses move on, so no test waits for real. */
function fakeTime() {
  let time = 0;
  return { now: () => time, sleep: async (ms: number) => void (time += ms), elapsed: () => time };
}

describe('a transaction under contention', () => {
  it('retries conflicts until one goes through', async () => {
    let calls = 0;
    const time = fakeTime();
    const send = async () => {
      calls += 1;
      if (calls < 4) throw conflict();
    };
    expect(await transactWithRetry([], { send, ...time })).toBe('done');
    expect(calls).toBe(4);
  });

  it('answers the failed conditions at once, without retrying', async () => {
    let calls = 0;
    const send = async () => {
      calls += 1;
      throw Object.assign(new Error('cancelled'), { CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] });
    };
    expect(await transactWithRetry([], { send, ...fakeTime() })).toEqual(['ConditionalCheckFailed', 'None']);
    expect(calls).toBe(1);
  });

  it('gives up within its budget with a BUSY 503 the caller may retry, never running into the timeout', async () => {
    const time = fakeTime();
    let calls = 0;
    const send = async () => {
      calls += 1;
      throw conflict();
    };
    const error = await transactWithRetry([], { send, ...time }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'BUSY', status: 503, details: { retryAfterSeconds: 1 } });
    expect(time.elapsed()).toBeLessThan(TRANSACTION_RETRY_BUDGET_MS);
    expect(calls).toBeGreaterThan(5);
  });

  it('passes any other error on', async () => {
    const send = async () => {
      throw Object.assign(new Error('no table'), { name: 'ResourceNotFoundException' });
    };
    await expect(transactWithRetry([], { send, ...fakeTime() })).rejects.toThrow('no table');
  });
});

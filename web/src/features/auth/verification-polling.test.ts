import { describe, expect, it } from 'vitest';
import {
  type PollOutcome,
  type PollState,
  VERIFICATION_POLL,
  nextPollDelay,
  pollOutcomeOf,
  pollProgress,
  startVerificationPolling,
  verifiedWelcomeMessage,
} from './verification-polling';

function waitOf(state: PollState, outcome: PollOutcome) {
  const step = nextPollDelay(state, outcome);
  if (step.kind !== 'wait') throw new Error(`expected a wait, got ${step.reason}`);
  return step;
}

describe('startVerificationPolling', () => {
  it('waits 3 s before the first check', () => {
    expect(startVerificationPolling()).toEqual({ state: { attempts: 0, baseDelayMs: 3000 }, delayMs: 3000 });
  });
});

describe('nextPollDelay', () => {
  it('grows the wait by 1.2 per check while pending', () => {
    let { state } = startVerificationPolling();
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      const step = waitOf(state, 'pending');
      delays.push(step.delayMs);
      state = step.state;
    }
    expect(delays).toEqual([3600, 4320, 5184, 6221]);
    expect(state).toEqual({ attempts: 4, baseDelayMs: 3000 });
  });

  it('caps the pending wait at 30 s', () => {
    expect(waitOf({ attempts: 12, baseDelayMs: 3000 }, 'pending').delayMs).toBe(30_000); // 3000 × 1.2^13 ≈ 31 s
    expect(waitOf({ attempts: 11, baseDelayMs: 3000 }, 'pending').delayMs).toBe(26_748); // 3000 × 1.2^12 = 26747.9
  });

  it('retries other failed answers on the normal schedule', () => {
    expect(waitOf({ attempts: 0, baseDelayMs: 3000 }, 'error')).toEqual({
      kind: 'wait',
      state: { attempts: 1, baseDelayMs: 3000 },
      delayMs: 3600,
      connectionIssue: false,
    });
  });

  it('grows the base by 1.5 on a network failure or offline, with the connection notice', () => {
    const step = waitOf({ attempts: 0, baseDelayMs: 3000 }, 'network-error');
    expect(step).toEqual({ kind: 'wait', state: { attempts: 1, baseDelayMs: 4500 }, delayMs: 4500, connectionIssue: true });
    const offline = waitOf(step.state, 'offline');
    expect(offline.state.baseDelayMs).toBe(6750);
    expect(offline.delayMs).toBe(6750);
    expect(offline.connectionIssue).toBe(true);
  });

  it('caps the offline base at 30 s', () => {
    expect(waitOf({ attempts: 3, baseDelayMs: 25_000 }, 'offline').delayMs).toBe(30_000);
    expect(waitOf({ attempts: 3, baseDelayMs: 60_000 }, 'network-error').state.baseDelayMs).toBe(30_000);
  });

  it('doubles the base on a 429', () => {
    const step = waitOf({ attempts: 2, baseDelayMs: 3000 }, 'rate-limited');
    expect(step).toEqual({ kind: 'wait', state: { attempts: 3, baseDelayMs: 6000 }, delayMs: 6000, connectionIssue: false });
  });

  it('caps the 429 base at 60 s', () => {
    expect(waitOf({ attempts: 2, baseDelayMs: 40_000 }, 'rate-limited').delayMs).toBe(60_000);
    expect(waitOf({ attempts: 2, baseDelayMs: 60_000 }, 'rate-limited').delayMs).toBe(60_000);
  });

  it('returns to the 30 s cap once checks succeed after a 429', () => {
    expect(waitOf({ attempts: 3, baseDelayMs: 60_000 }, 'pending').delayMs).toBe(30_000);
  });

  it('clears the connection notice on the next answer', () => {
    expect(waitOf({ attempts: 1, baseDelayMs: 4500 }, 'pending').connectionIssue).toBe(false);
  });

  it('stops on 404', () => {
    expect(nextPollDelay({ attempts: 0, baseDelayMs: 3000 }, 'not-found')).toEqual({
      kind: 'stop',
      state: { attempts: 1, baseDelayMs: 3000 },
      reason: 'not-found',
    });
  });

  it('stops when verified', () => {
    expect(nextPollDelay({ attempts: 5, baseDelayMs: 3000 }, 'verified')).toMatchObject({ kind: 'stop', reason: 'verified' });
  });

  it('stops after the 20th check', () => {
    expect(nextPollDelay({ attempts: 18, baseDelayMs: 3000 }, 'pending').kind).toBe('wait');
    expect(nextPollDelay({ attempts: 19, baseDelayMs: 3000 }, 'pending')).toMatchObject({
      kind: 'stop',
      reason: 'exhausted',
      state: { attempts: 20 },
    });
    expect(nextPollDelay({ attempts: 19, baseDelayMs: 3000 }, 'offline')).toMatchObject({ kind: 'stop', reason: 'exhausted' });
  });

  it('still reports verified on the 20th check', () => {
    expect(nextPollDelay({ attempts: 19, baseDelayMs: 3000 }, 'verified')).toMatchObject({ kind: 'stop', reason: 'verified' });
  });

  it('makes exactly 20 checks when never verified', () => {
    let { state } = startVerificationPolling();
    let checks = 0;
    for (;;) {
      checks++;
      const step = nextPollDelay(state, 'pending');
      state = step.state;
      if (step.kind === 'stop') break;
      expect(step.delayMs).toBeLessThanOrEqual(VERIFICATION_POLL.maxDelayMs);
    }
    expect(checks).toBe(VERIFICATION_POLL.maxAttempts);
  });
});

describe('pollOutcomeOf', () => {
  it('classifies what the client saw', () => {
    expect(pollOutcomeOf({ online: false, status: 200, isEmailVerified: true })).toBe('offline');
    expect(pollOutcomeOf({})).toBe('network-error');
    expect(pollOutcomeOf({ status: 0 })).toBe('network-error');
    expect(pollOutcomeOf({ status: 429 })).toBe('rate-limited');
    expect(pollOutcomeOf({ status: 404 })).toBe('not-found');
    expect(pollOutcomeOf({ status: 200, isEmailVerified: true })).toBe('verified');
    expect(pollOutcomeOf({ status: 200, isEmailVerified: false })).toBe('pending');
    expect(pollOutcomeOf({ status: 500 })).toBe('error');
  });
});

describe('pollProgress and messages', () => {
  it('shows checks made out of 20', () => {
    expect(pollProgress(0)).toBe(0);
    expect(pollProgress(5)).toBe(0.25);
    expect(pollProgress(25)).toBe(1);
  });

  it('welcomes by the product name', () => {
    expect(verifiedWelcomeMessage('Maison')).toBe('Email verified successfully! Welcome to Maison!');
  });
});

import { useEffect, useState } from 'react';
import { type PollStopReason, VERIFICATION_POLL, nextPollDelay, pollOutcomeOf, startVerificationPolling } from '../verification-polling';
import { checkVerificationStatus } from '../api/verification-status';

export interface PollView {
  /** Still checking, or why it stopped. */
  status: 'polling' | PollStopReason;
  /** Checks made so far, out of `maxAttempts`. */
  attempts: number;
  maxAttempts: number;
  /** The last check found no connection: "Connection issue - retrying...". */
  connectionIssue: boolean;
}

const FIRST: PollView = { status: 'polling', attempts: 0, maxAttempts: VERIFICATION_POLL.maxAttempts, connectionIssue: false };

/**
 * Asks whether `email` is verified yet, on the schedule of web/src/features/auth/verification-polling
 * (spec 01 §4): 3 s growing ×1.2, slower when offline or rate-limited, at most 20 checks.
 * `restart` begins a fresh round (after a resend, say).
 */
export function useVerificationPolling(email: string): PollView & { restart: () => void } {
  const [round, setRound] = useState(0);
  const [view, setView] = useState<PollView>(FIRST);

  useEffect(() => {
    const controller = new AbortController();
    let { state, delayMs } = startVerificationPolling();
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      const seen = await checkVerificationStatus(email, controller.signal);
      if (controller.signal.aborted) return;
      const step = nextPollDelay(state, pollOutcomeOf(seen));
      state = step.state;
      if (step.kind === 'stop') {
        setView({ ...FIRST, status: step.reason, attempts: state.attempts });
        return;
      }
      setView({ ...FIRST, attempts: state.attempts, connectionIssue: step.connectionIssue });
      timer = setTimeout(check, step.delayMs);
    };
    timer = setTimeout(check, delayMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [email, round]);

  return {
    ...view,
    restart: () => {
      setView(FIRST);
      setRound((n) => n + 1);
    },
  };
}

import { pollProgress } from '../verification-polling';

/** The poll's progress: a bar that fills with each check, with a gentle shimmer while waiting. */
export function PollProgress({ attempts, maxAttempts }: { attempts: number; maxAttempts: number }) {
  const share = pollProgress(attempts);
  return (
    <div className="poll-progress">
      <div
        className="poll-progress__track"
        role="progressbar"
        aria-label="Waiting for verification"
        aria-valuemin={0}
        aria-valuemax={maxAttempts}
        aria-valuenow={attempts}
        aria-valuetext={`Check ${attempts} of ${maxAttempts}`}
      >
        <span className="poll-progress__fill" style={{ width: `${Math.max(4, share * 100)}%` }} />
      </div>
      <p className="poll-progress__label">Waiting for verification…</p>
    </div>
  );
}

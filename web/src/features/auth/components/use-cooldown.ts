import { useEffect, useState } from 'react';
import { cooldownSecondsLeft } from '../resend-cooldown';

/** A countdown in whole seconds: `start(60)` then `secondsLeft` ticks 60, 59, … 0. */
export function useCooldown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!endsAt) return;
    const tick = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(0);
    }, 250);
    return () => clearInterval(tick);
  }, [endsAt]);

  return {
    secondsLeft: endsAt ? cooldownSecondsLeft(endsAt, now) : 0,
    start: (seconds) => {
      if (seconds <= 0) return;
      const time = Date.now();
      setNow(time);
      setEndsAt(time + seconds * 1000);
    },
  };
}

import { cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useEffectEvent } from './use-effect-event';

afterEach(cleanup);

it('calls the latest handler from an effect that does not re-run, through one stable function', () => {
  const calls: string[] = [];
  const seen = new Set<unknown>();
  let fire: (() => void) | undefined;

  function Listener({ name }: { name: string }) {
    const onEvent = useEffectEvent(() => calls.push(name));
    // The test holds on to the function to see that it stays one: not a call, as the rule fears.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    seen.add(onEvent);
    useEffect(() => {
      fire = () => onEvent();
      // The effect runs once: the handler's changes reach it without a re-run.
    }, []);
    return null;
  }

  const { rerender } = render(<Listener name="first" />);
  fire!();
  rerender(<Listener name="second" />);
  fire!();

  expect(calls).toEqual(['first', 'second']);
  expect(seen.size).toBe(1);
});

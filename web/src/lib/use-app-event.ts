import { useEffect, useEffectEvent } from 'react';
import { type AppEventName, type AppEvents, on } from './events';

/** Runs `listener` on every `name` event while the component is mounted. */
export function useAppEvent<K extends AppEventName>(name: K, listener: (detail: AppEvents[K]) => void): void {
  const onEvent = useEffectEvent(listener);
  useEffect(() => on(name, (detail) => onEvent(detail)), [name]);
}

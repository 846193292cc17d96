import { useState } from 'react';
import { readSession } from '../../../lib/session';
import { useAppEvent } from '../../../lib/use-app-event';

/** "Hello, {username}", or "Hello, there" with no stored username (spec 01 §4 "Greeting"). */
export function Greeting() {
  const [username, setUsername] = useState(() => readSession()?.username ?? '');
  useAppEvent('usernameChanged', (detail) => setUsername(detail.username));
  useAppEvent('usernameRemoved', () => setUsername(''));
  return <p className="greeting">Hello, {username || 'there'}</p>;
}

import { useState } from 'react';
import { greetingName } from '../greeting';
import { useAppEvent } from '@/lib/use-app-event';
import { useSession } from '@/lib/use-session';

/**
 * "Hello, {username}", or "Hello, there" with no stored username (spec 01 §4 "Greeting"). The
 * stored name comes through the session store, so the home page drawn at build time (a guest's)
 * hydrates before the name shows; the username events then set it as they happen.
 */
export function Greeting() {
  const session = useSession();
  // undefined: no event yet; null: the name was removed.
  const [announced, setAnnounced] = useState<string | null>();
  useAppEvent('usernameChanged', (detail) => setAnnounced(detail.username));
  useAppEvent('usernameRemoved', () => setAnnounced(null));
  const username = announced === undefined ? session?.username : announced;
  return <p className="greeting">Hello, {greetingName(username)}</p>;
}

import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { addressWithoutToken, linkToken, showsToken } from '@shared/auth/link-token';
import { readItem, removeItem, writeItem } from '@/lib/browser-storage';
import { useLocation, useNavigate } from 'react-router-dom';

export type LinkPage = 'verify-email' | 'reset-password' | 'alerts-unsubscribe' | 'newsletter-unsubscribe';

/** Where a tab keeps a link's token between reading it and using it. */
export const linkTokenKey = (page: LinkPage) => `maison.linkToken.${page}`;

/**
 * The token of the emailed link that opened this page (`#token=…`, or `?token=…` from older
 * emails). It leaves the address bar at once, so history, screenshots and Referer headers never
 * hold it, and stays in the component and in this tab's session storage until the page has used
 * it: a StrictMode re-run or a reload before then still has it. `forget` drops it once used;
 * leaving the page drops it too.
 */
export function useLinkToken(page: LinkPage): { token: string; forget: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const key = linkTokenKey(page);
  const [token] = useState(() => linkToken(location) || readItem('session', key) || '');

  useLayoutEffect(() => {
    if (!token) return;
    writeItem('session', key, token);
    return () => removeItem('session', key);
  }, [key, token]);

  // An effect, so the router listens already (it subscribes in its own layout effect, after its
  // children's); it runs before the effects of the page that uses this hook, so no request the
  // page makes goes out while the address still shows the token.
  useEffect(() => {
    if (showsToken(location)) void navigate(addressWithoutToken(location), { replace: true, state: location.state });
  }, [location, navigate]);

  const forget = useCallback(() => removeItem('session', key), [key]);
  return { token, forget };
}

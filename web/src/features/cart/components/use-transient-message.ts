import { useEffect, useState } from 'react';

/**
 * A message that clears itself after `ms` (the cart's stock and promo banners, 3 s). Showing the
 * same text again restarts the clock. `sticky` messages stay until replaced or cleared.
 */
export function useTransientMessage(ms: number) {
  const [shown, setShown] = useState<{ text: string; sticky: boolean; at: number } | null>(null);

  useEffect(() => {
    if (!shown || shown.sticky) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);

  return {
    message: shown?.text ?? '',
    show: (text: string, { sticky = false } = {}) => setShown({ text, sticky, at: Date.now() }),
    clear: () => setShown(null),
  };
}

import { useState } from 'react';
import { HeartIcon } from '@/components/icons';

interface WishlistButtonProps {
  productName: string;
  saved: boolean;
  onToggle: () => Promise<unknown> | void;
  /** `icon`: the heart on a card; `full`: the popup's labelled button. */
  variant?: 'icon' | 'full';
}

/** The wishlist toggle; its name says what a press will do. Disabled while the call is under way. */
export function WishlistButton({ productName, saved, onToggle, variant = 'icon' }: WishlistButtonProps) {
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setBusy(true);
    try {
      await onToggle();
    } finally {
      setBusy(false);
    }
  };
  const heart = <HeartIcon size={20} fill={saved ? 'currentColor' : 'none'} />;
  if (variant === 'full') {
    return (
      <button type="button" className={`button button--ghost wish-full${saved ? ' is-saved' : ''}`} disabled={busy} onClick={press}>
        {heart}
        {saved ? 'Remove from Wishlist' : 'Add to Wishlist'}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`wish-icon${saved ? ' is-saved' : ''}`}
      aria-label={saved ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
      disabled={busy}
      onClick={press}
    >
      {heart}
    </button>
  );
}

import { useState } from 'react';
import { BOTTLE_TONES, PerfumeBottle } from '../../../components/perfume-bottle';

/**
 * A saved product's picture; a drawn bottle stands in when there is none or it fails to load
 * (spec 02 §9), so a card never shows a broken image.
 */
export function WishlistImage({ src, name }: { src: string | null | undefined; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src?.trim() || failed === src) {
    return <PerfumeBottle tone={BOTTLE_TONES.rose} label={name} className="wish-card__fallback" />;
  }
  return (
    <img src={src} alt={name} width={320} height={320} loading="lazy" decoding="async" onError={() => setFailed(src)} />
  );
}

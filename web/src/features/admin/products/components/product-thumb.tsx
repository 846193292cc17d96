import { useState } from 'react';
import { BOTTLE_TONES, PerfumeBottle } from '@/components/perfume-bottle';

/** A product's picture, or a drawn bottle when there is none or it fails to load. Decorative: the name is beside it. */
export function ProductThumb({ src, size = 56 }: { src: string | null | undefined; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src?.trim() || failed === src) return <PerfumeBottle tone={BOTTLE_TONES.rose} className="product-thumb" />;
  return (
    <img
      className="product-thumb"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}

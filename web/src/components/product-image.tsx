import { type MouseEventHandler, useState } from 'react';
import { BOTTLE_TONES, PerfumeBottle } from './perfume-bottle';
import './product-image.css';

export interface ProductImageProps {
  src: string | null | undefined;
  /** The product's name; '' for a decorative picture beside its name. */
  alt: string;
  size: number;
  className?: string;
  loading?: 'eager' | 'lazy';
  onClick?: MouseEventHandler<HTMLImageElement>;
}

/**
 * A product's picture; a drawn bottle stands in when there is none (a product added without
 * one) or it fails to load, so no card, line or dialog ever shows a broken image.
 */
export function ProductImage({ src, alt, size, className, loading = 'lazy', onClick }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src?.trim() || failed === src) {
    return (
      <PerfumeBottle
        tone={BOTTLE_TONES.rose}
        label={alt || undefined}
        className={['product-image__fallback', className].filter(Boolean).join(' ')}
      />
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      onClick={onClick}
      onError={() => setFailed(src)}
    />
  );
}

import { ProductImage } from '@/components/product-image';

/**
 * A saved product's picture; a drawn bottle stands in when there is none or it fails to load
 * (spec 02 §9), so a card never shows a broken image.
 */
export function WishlistImage({ src, name }: { src: string | null | undefined; name: string }) {
  return <ProductImage src={src} alt={name} size={320} className="wish-card__image" />;
}

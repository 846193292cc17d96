import type { Product } from '@shared/types';
import { mapLimit } from '../commons/map-limit';
import { type CardPicture, cardFingerprint, shareCardSvg } from '../images/share-card-svg';
import { publishObject, type RemovableObject, unpublishObject } from './published-object';

/** What drawing share cards needs; functions/repositories/product-pages.ts has the live one. */
export interface ShareCardStore {
  /** A product's card in the images bucket; a write records `fingerprint` with it. */
  card(productId: string, fingerprint?: string): RemovableObject;
  /** The picture at a product's `image_url`, when it is in the images bucket and of a type a card can show. */
  picture(imageUrl: string): Promise<CardPicture | undefined>;
}

/** The card's SVG drawn as a PNG (functions/images/share-card-renderer.ts). */
type DrawCard = (svg: string) => Promise<Uint8Array>;

export interface ShareCards {
  store: ShareCardStore;
  draw: DrawCard;
}

/** Cards drawn at once: drawing is CPU-bound and single-threaded, so two only overlap one's reads with the other's drawing. */
const CARDS_IN_FLIGHT = 2;

/**
 * Draws the share card of each product whose stored card was drawn from something else (its
 * picture, name or house changed, or it has none), and writes it under `generation`, so a card
 * drawn from older data never replaces one drawn from newer. A card already current costs one
 * metadata read. Answers how many were drawn.
 */
export async function publishShareCards(cards: ShareCards, products: readonly Product[], generation: number): Promise<number> {
  const drawn = await mapLimit(products, CARDS_IN_FLIGHT, async (product) => {
    const fingerprint = cardFingerprint(product);
    const card = cards.store.card(product.product_id, fingerprint);
    if ((await card.current())?.fingerprint === fingerprint) return 0;
    const png = await cards.draw(shareCardSvg(product, await cards.store.picture(product.image_url)));
    await publishObject(card, Buffer.from(png), generation);
    return 1;
  });
  return drawn.reduce<number>((sum, one) => sum + one, 0);
}

/** Takes down the cards of deleted products, as their pages are. */
export async function unpublishShareCards(cards: ShareCards, productIds: readonly string[], generation: number): Promise<void> {
  await mapLimit(productIds, CARDS_IN_FLIGHT, (id) => unpublishObject(cards.store.card(id), generation));
}

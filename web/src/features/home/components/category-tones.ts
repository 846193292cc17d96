import type { Category } from '@shared/types';
import { BOTTLE_TONES, type BottleTone } from '@/components/perfume-bottle';

/** The bottle colour drawn on each category card. */
export const CATEGORY_TONES: Record<Category, BottleTone> = {
  Women: BOTTLE_TONES.rose,
  Men: BOTTLE_TONES.amber,
  Unisex: BOTTLE_TONES.sage,
  Gifts: BOTTLE_TONES.plum,
};

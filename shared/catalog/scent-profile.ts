/**
 * A fragrance's profile: its family, its concentration and its notes by tier. Perfume buyers
 * choose by these, since nobody can smell a perfume online.
 */

/** The scent families a product belongs to one of, each with what a shopper reads about it. */
export const SCENT_FAMILIES = [
  'Floral',
  'Fruity',
  'Fresh/Citrus',
  'Aquatic',
  'Green',
  'Aromatic/Fougère',
  'Woody',
  'Amber/Oriental',
  'Leather',
  'Chypre',
  'Gourmand',
] as const;

export type ScentFamily = (typeof SCENT_FAMILIES)[number];

/** The family a text names, in any case and spacing ('woody' is Woody); undefined for none of the list. */
export function scentFamilyOf(text: string): ScentFamily | undefined {
  const wanted = text.trim().toLowerCase();
  return SCENT_FAMILIES.find((family) => family.toLowerCase() === wanted);
}

export const SCENT_FAMILY_DESCRIPTIONS: Readonly<Record<ScentFamily, string>> = {
  Floral: 'Built around flowers: rose, jasmine, tuberose, iris. Romantic, from airy to opulent.',
  Fruity: 'Ripe, juicy fruit up front: pear, berries, peach, apple. Playful and bright.',
  'Fresh/Citrus': 'Bergamot, lemon, mandarin and neroli. Sparkling, clean and easy to wear.',
  Aquatic: 'Sea air, salt and watery accords. Cool, open and sporty.',
  Green: 'Cut grass, leaves, galbanum and fig leaf. Crisp and outdoorsy.',
  'Aromatic/Fougère': 'Lavender, herbs and oakmoss over coumarin. The classic barbershop fresh.',
  Woody: 'Cedar, sandalwood, vetiver and oud. Dry, warm and grounded.',
  'Amber/Oriental': 'Resins, vanilla, spices and incense. Warm, rich and sensual.',
  Leather: 'Suede, birch tar and smoky leather. Bold and textured.',
  Chypre: 'Citrus over a mossy, patchouli-rich base. Elegant and sophisticated.',
  Gourmand: 'Edible notes: vanilla, caramel, praline, coffee. Sweet and comforting.',
};

/** How strong the juice is, strongest first; a gift set may have none. */
export const CONCENTRATIONS = ['Parfum', 'Eau de Parfum', 'Eau de Toilette', 'Eau de Cologne', 'Body Mist'] as const;

export type Concentration = (typeof CONCENTRATIONS)[number];

/** The notes of a fragrance as its pyramid lists them: what you smell first, then its heart, then what lasts. */
export interface ScentNotes {
  top: string[];
  heart: string[];
  base: string[];
}

export const NOTE_TIERS = ['top', 'heart', 'base'] as const;

export type NoteTier = (typeof NOTE_TIERS)[number];

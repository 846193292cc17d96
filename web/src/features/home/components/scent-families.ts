/** The three scent families the hero presents, with notes shown on larger screens. */
export const SCENT_FAMILIES = [
  { name: 'Floral', notes: 'Rose · Jasmine · Peony' },
  { name: 'Aromatic', notes: 'Lavender · Sage · Bergamot' },
  { name: 'Woody', notes: 'Sandalwood · Cedar · Vetiver' },
] as const;

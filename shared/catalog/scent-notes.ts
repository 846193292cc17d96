/**
 * The one vocabulary of notes: every note a product lists is written as here ("Tonka Bean", never
 * "tonka" or "Tonka Beans"), so filters, the finder and similarity compare like with like.
 */
export const NOTE_VOCABULARY = [
  // Citrus
  'Bergamot', 'Bitter Orange', 'Blood Orange', 'Citron', 'Citrus', 'Clementine', 'Grapefruit',
  'Lemon', 'Lime', 'Mandarin', 'Neroli', 'Orange', 'Petitgrain', 'Pomelo', 'Yuzu',
  // Fruit
  'Apple', 'Apricot', 'Banana', 'Black Cherry', 'Blackberry', 'Blackcurrant', 'Cherry', 'Coconut',
  'Fig', 'Litchi', 'Mango', 'Melon', 'Nectarine', 'Passion Fruit', 'Peach', 'Pear', 'Pineapple',
  'Plum', 'Pomegranate', 'Quince', 'Raspberry', 'Red Berries', 'Rhubarb', 'Strawberry',
  'Watermelon', 'Wild Strawberry', 'Persimmon', 'Cloudberry', 'Cranberry', 'Mulberry', 'Sapodilla',
  'Dried Fruit', 'Fruity Notes', 'Pumpkin', 'Cucumber',
  // Flowers
  'Carnation', 'Cherry Blossom', 'Cyclamen', 'Freesia', 'Frangipani', 'Gardenia', 'Geranium',
  'Heliotrope', 'Hyacinth', 'Honeysuckle', 'Iris', 'Jasmine', 'Jasmine Sambac', 'Lavender',
  'Lily', 'Lily of the Valley', 'Lotus', 'Magnolia', 'Mimosa', 'Narcissus', 'Orange Blossom',
  'Orchid', 'Osmanthus', 'Peony', 'Rose', 'Tiare Flower', 'Tuberose', 'Violet', 'White Flowers',
  'Ylang-Ylang', 'Lilac', 'Water Lily', 'Champaca', 'Linden Blossom', 'Daisy', 'Banana Blossom',
  'Tobacco Blossom', 'Hawthorn', 'Tulip', 'Immortelle', 'Rangoon Creeper', 'Pear Blossom', 'Chamomile',
  // Green and herbs
  'Basil', 'Blackcurrant Bud', 'Clary Sage', 'Fig Leaf', 'Galbanum', 'Grass', 'Green Notes',
  'Green Tea', 'Ivy', 'Mint', 'Rosemary', 'Sage', 'Tea', 'Thyme', 'Tomato Leaf', 'Violet Leaf',
  'Artemisia', 'Juniper Berry', 'Bamboo', 'Matcha Tea', 'Black Tea', 'Mate', 'Tarragon', 'Dill',
  'Bay Leaf', 'Eucalyptus', 'Oregano', 'Myrtle', 'Angelica', 'Olive Leaf', 'Santolina',
  // Spices
  'Anise', 'Black Pepper', 'Cardamom', 'Cinnamon', 'Clove', 'Coriander', 'Cumin', 'Ginger',
  'Nutmeg', 'Pink Pepper', 'Saffron', 'Star Anise', 'Pepper', 'Elemi', 'Szechuan Pepper', 'Caraway',
  'Pimento', 'Spicy Notes',
  // Woods and mosses
  'Birch', 'Cashmeran', 'Cedar', 'Cypress', 'Driftwood', 'Guaiac Wood', 'Oakmoss',
  'Oud', 'Patchouli', 'Pine', 'Rosewood', 'Sandalwood', 'Vetiver', 'Woody Notes', 'Ambroxan',
  'Iso E Super', 'Cypriol', 'Papyrus', 'Teak', 'Ebony', 'Mahogany', 'Moss', 'Amberwood', 'Redwood',
  'Fir', 'Balsa Wood', 'Wolfwood', 'Tiger Liana',
  // Resins, balsams, amber
  'Amber', 'Ambergris', 'Benzoin', 'Copal', 'Frankincense', 'Incense', 'Labdanum', 'Myrrh',
  'Opoponax', 'Peru Balsam', 'Styrax', 'Tolu Balsam', 'Resins',
  // Sweet and edible
  'Almond', 'Caramel', 'Chocolate', 'Cocoa', 'Coffee', 'Cotton Candy', 'Hazelnut', 'Honey',
  'Licorice', 'Marshmallow', 'Milk', 'Praline', 'Rum', 'Cognac', 'Whisky', 'Brown Sugar',
  'Sugar', 'Tonka Bean', 'Vanilla', 'Pistachio', 'Rice', 'Chestnut', 'Meringue', 'Tobacco',
  'Coumarin', 'Truffle', 'Kulfi', 'Vodka', 'Gin', 'Champagne', 'Beeswax',
  // Animalic, skin and others
  'Aldehydes', 'Ambrette', 'Castoreum', 'Civet', 'Leather', 'Musk', 'White Musk', 'Suede',
  'Powdery Notes', 'Salt', 'Sea Notes', 'Sea Salt', 'Ozonic Notes', 'Aquatic Notes',
  'Metallic Notes', 'Smoke', 'Birch Tar', 'Hay', 'Earth', 'Mineral Notes', 'Calone', 'Cashmere Wood',
  'Seaweed', 'Ink', 'Cotton Flower', 'Lemon Verbena', 'Ginger Lily',
] as const;

export type Note = (typeof NOTE_VOCABULARY)[number];

/** Other spellings shoppers, admins and sheets use, to the vocabulary's one (lower case on the left). */
export const NOTE_ALIASES: Readonly<Record<string, Note>> = {
  orris: 'Iris',
  'orris root': 'Iris',
  agarwood: 'Oud',
  'oud wood': 'Oud',
  olibanum: 'Frankincense',
  tonka: 'Tonka Bean',
  'tonka beans': 'Tonka Bean',
  'ylang ylang': 'Ylang-Ylang',
  'mandarin orange': 'Mandarin',
  tangerine: 'Mandarin',
  cedarwood: 'Cedar',
  'virginia cedar': 'Cedar',
  'atlas cedar': 'Cedar',
  muguet: 'Lily of the Valley',
  'lily-of-the-valley': 'Lily of the Valley',
  ambrox: 'Ambroxan',
  ambroxide: 'Ambroxan',
  'sichuan pepper': 'Szechuan Pepper',
  'pink peppercorn': 'Pink Pepper',
  'black currant': 'Blackcurrant',
  cassis: 'Blackcurrant',
  lychee: 'Litchi',
  'vanilla absolute': 'Vanilla',
  'madagascar vanilla': 'Vanilla',
  'bourbon vanilla': 'Vanilla',
  'damask rose': 'Rose',
  'bulgarian rose': 'Rose',
  'turkish rose': 'Rose',
  'may rose': 'Rose',
  'rose de mai': 'Rose',
  'calabrian bergamot': 'Bergamot',
  'sicilian lemon': 'Lemon',
  'pink grapefruit': 'Grapefruit',
  'sea salt accord': 'Sea Salt',
  'white musks': 'White Musk',
  musks: 'Musk',
  'orange flower': 'Orange Blossom',
  'neroli oil': 'Neroli',
};

const fold = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

const BY_FOLDED: ReadonlyMap<string, Note> = new Map([
  ...NOTE_VOCABULARY.map((note) => [fold(note), note] as const),
  ...Object.entries(NOTE_ALIASES),
]);

/** The longest a note may be written. */
export const MAX_NOTE_LENGTH = 40;

/** Notes one tier may list. */
export const MAX_NOTES_PER_TIER = 12;

/**
 * A note as the vocabulary writes it: any case, extra spaces or a known other spelling
 * ("tonka beans", " ORRIS ") gives the one spelling ("Tonka Bean", "Iris"). A note the vocabulary
 * lacks is kept, in title case ("pink lotus" → "Pink Lotus"), so one a house names still lists
 * and filters the same way each time. Empty text is undefined.
 */
export function normaliseNote(text: string): string | undefined {
  const folded = fold(text);
  if (!folded) return undefined;
  return BY_FOLDED.get(folded) ?? folded.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** Whether a note is one of the vocabulary's (after normalising). */
export const isKnownNote = (text: string): boolean => BY_FOLDED.has(fold(text));

/** A tier typed as comma-separated text, or given as a list: normalised, empties and repeats dropped, in order. */
export function parseNotes(input: string | readonly string[] | null | undefined): string[] {
  const parts = Array.isArray(input) ? input : String(input ?? '').split(',');
  const notes: string[] = [];
  for (const part of parts) {
    const note = normaliseNote(String(part));
    if (note && !notes.includes(note)) notes.push(note);
  }
  return notes;
}

/** Notes as the admin form and the spreadsheet write them: 'Bergamot, Pink Pepper'. */
export const notesToInput = (notes: readonly string[] | undefined): string => (notes ?? []).join(', ');

/**
 * What to suggest while a tier is typed: the vocabulary's notes matching the note being typed
 * (the text after the last comma), those starting with it first, leaving out the notes the field
 * lists already. Nothing before a letter is typed.
 */
export function noteSuggestions(text: string, limit = 6): Note[] {
  const parts = text.split(',');
  const typing = fold(parts[parts.length - 1] ?? '');
  if (!typing) return [];
  const listed = new Set(parts.slice(0, -1).map((part) => normaliseNote(part)).filter(Boolean));
  const open = NOTE_VOCABULARY.filter((note) => !listed.has(note) && fold(note) !== typing);
  const starts = open.filter((note) => fold(note).startsWith(typing));
  const within = open.filter((note) => !fold(note).startsWith(typing) && fold(note).includes(typing));
  return [...starts, ...within].slice(0, limit);
}

/** The field's text with the note being typed replaced by `note`, ready for the next: 'Bergamot, Pink Pepper, '. */
export function completeNote(text: string, note: string): string {
  const parts = text.split(',').map((part) => part.trim());
  parts[parts.length - 1] = note;
  return `${parts.filter(Boolean).join(', ')}, `;
}

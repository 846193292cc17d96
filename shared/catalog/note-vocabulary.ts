/**
 * The vocabulary of notes: the notes the admin form suggests and the seed lists, each written as
 * shared/catalog/scent-notes.ts `normaliseNote` spells it (a test holds every one to it). Only
 * the admin's screens and the tests load this list; the servers spell notes by the rule.
 */
import { foldNote, normaliseNote } from './scent-notes';

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

const KNOWN: ReadonlySet<string> = new Set(NOTE_VOCABULARY);

/** Whether a note is one of the vocabulary's (after normalising: 'orris' is Iris). */
export const isKnownNote = (text: string): boolean => KNOWN.has(normaliseNote(text) ?? '');

/**
 * What to suggest while a tier is typed: the vocabulary's notes matching the note being typed
 * (the text after the last comma), those starting with it first, leaving out the notes the field
 * lists already. Nothing before a letter is typed.
 */
export function noteSuggestions(text: string, limit = 6): Note[] {
  const parts = text.split(',');
  const typing = foldNote(parts[parts.length - 1] ?? '');
  if (!typing) return [];
  const listed = new Set(parts.slice(0, -1).map((part) => normaliseNote(part)).filter(Boolean));
  const open = NOTE_VOCABULARY.filter((note) => !listed.has(note) && foldNote(note) !== typing);
  const starts = open.filter((note) => foldNote(note).startsWith(typing));
  const within = open.filter((note) => !foldNote(note).startsWith(typing) && foldNote(note).includes(typing));
  return [...starts, ...within].slice(0, limit);
}

/** The field's text with the note being typed replaced by `note`, ready for the next: 'Bergamot, Pink Pepper, '. */
export function completeNote(text: string, note: string): string {
  const parts = text.split(',').map((part) => part.trim());
  parts[parts.length - 1] = note;
  return `${parts.filter(Boolean).join(', ')}, `;
}

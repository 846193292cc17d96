/**
 * How notes are written: every note a product lists is spelt one way ("Tonka Bean", never "tonka"
 * or "Tonka Beans"), so filters, the finder and similarity compare like with like. The list of
 * known notes, for suggestions, is shared/catalog/note-vocabulary.ts.
 */
import type { Note } from './note-vocabulary';

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

export const foldNote = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Short words a note's name keeps in lower case after its first word: 'Lily of the Valley'. */
const SMALL_WORDS = new Set(['of', 'the', 'de', 'du', 'la', 'le', 'and', 'en']);

/** A note's name in the vocabulary's case: each word capitalised (after a space or a hyphen), but the small words. */
function spelled(folded: string): string {
  return folded.replace(/(^|[\s-])(\p{L}+)/gu, (_, before: string, word: string) =>
    before && SMALL_WORDS.has(word) ? before + word : before + word[0]!.toUpperCase() + word.slice(1),
  );
}

/** The longest a note may be written. */
export const MAX_NOTE_LENGTH = 40;

/** Notes one tier may list. */
export const MAX_NOTES_PER_TIER = 12;

/**
 * A note as the vocabulary writes it (shared/catalog/note-vocabulary.ts): any case, extra spaces
 * or a known other spelling ("tonka beans", " ORRIS ") gives the one spelling ("Tonka Bean",
 * "Iris"). The vocabulary is written by the same rule (a test holds it to it), so a note it lacks
 * is spelled the same way each time too ("pink lotus" → "Pink Lotus"), and the servers need not
 * carry the whole list. Empty text is undefined.
 */
export function normaliseNote(text: string): string | undefined {
  const folded = foldNote(text);
  if (!folded) return undefined;
  return NOTE_ALIASES[folded] ?? spelled(folded);
}

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

import { describe, expect, it } from 'vitest';
import { completeNote, isKnownNote, NOTE_VOCABULARY, noteSuggestions } from './note-vocabulary';
import { NOTE_ALIASES, normaliseNote, notesToInput, parseNotes } from './scent-notes';

describe('the note vocabulary', () => {
  it('spells each note once, in title case', () => {
    const folded = NOTE_VOCABULARY.map((note) => note.toLowerCase());
    expect(new Set(folded).size).toBe(NOTE_VOCABULARY.length);
    for (const note of NOTE_VOCABULARY) expect(note, note).toBe(normaliseNote(note));
  });

  it('sends every other spelling to a note of the vocabulary', () => {
    for (const [alias, note] of Object.entries(NOTE_ALIASES)) {
      expect(NOTE_VOCABULARY, alias).toContain(note);
      expect(alias).toBe(alias.toLowerCase());
      expect(
        NOTE_VOCABULARY.map((n) => n.toLowerCase()),
        `${alias} is a note itself`,
      ).not.toContain(alias);
    }
  });
});

describe('normalising a note', () => {
  it("finds the vocabulary's spelling whatever the case and spacing", () => {
    expect(normaliseNote('  tonka   bean ')).toBe('Tonka Bean');
    expect(normaliseNote('BERGAMOT')).toBe('Bergamot');
    expect(normaliseNote('lily of the valley')).toBe('Lily of the Valley');
  });

  it("sends other spellings to the vocabulary's", () => {
    expect(normaliseNote('Orris')).toBe('Iris');
    expect(normaliseNote('tonka beans')).toBe('Tonka Bean');
    expect(normaliseNote('Ylang Ylang')).toBe('Ylang-Ylang');
    expect(normaliseNote('Madagascar vanilla')).toBe('Vanilla');
  });

  it('keeps a note the vocabulary lacks, in title case, and knows it is new', () => {
    expect(normaliseNote('pink lotus')).toBe('Pink Lotus');
    expect(normaliseNote('sea-buckthorn')).toBe('Sea-Buckthorn');
    expect(isKnownNote('pink lotus')).toBe(false);
    expect(isKnownNote('orris')).toBe(true);
  });

  it('is nothing for blank text', () => {
    expect(normaliseNote('  ')).toBeUndefined();
  });
});

describe('a tier typed as text', () => {
  it('is split at commas, normalised, without blanks or repeats', () => {
    expect(parseNotes('bergamot, , Pink pepper,BERGAMOT, orris')).toEqual(['Bergamot', 'Pink Pepper', 'Iris']);
    expect(parseNotes(['vanilla', 'Vanilla absolute'])).toEqual(['Vanilla']);
    expect(parseNotes(undefined)).toEqual([]);
  });

  it('is written back as the form shows it', () => {
    expect(notesToInput(['Bergamot', 'Pink Pepper'])).toBe('Bergamot, Pink Pepper');
    expect(notesToInput(undefined)).toBe('');
  });
});

describe('suggesting notes while a tier is typed', () => {
  it('offers the notes that start with what is typed, then those containing it', () => {
    const offered = noteSuggestions('Bergamot, van');
    expect(offered[0]).toBe('Vanilla');
    const peppers = noteSuggestions('peppe', 10);
    expect(peppers).toEqual(expect.arrayContaining(['Pepper', 'Pink Pepper', 'Black Pepper']));
    expect(peppers[0]).toBe('Pepper');
    // A note typed in full needs no suggestion of itself.
    expect(noteSuggestions('pepper', 10)).not.toContain('Pepper');
  });

  it('leaves out the notes listed already, and offers nothing before a letter is typed', () => {
    expect(noteSuggestions('Vanilla, vani')).not.toContain('Vanilla');
    expect(noteSuggestions('Bergamot, ')).toEqual([]);
    expect(noteSuggestions('rose', 3)).toHaveLength(3);
  });

  it('completes the note being typed and makes room for the next', () => {
    expect(completeNote('bergamot, pink pe', 'Pink Pepper')).toBe('bergamot, Pink Pepper, ');
    expect(completeNote('', 'Rose')).toBe('Rose, ');
  });
});

import { useId } from 'react';
import { completeNote, noteSuggestions } from '@shared/catalog/note-vocabulary';
import '@/components/form-field.css';

interface NotesFieldProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * One tier of notes, typed comma-separated, with the vocabulary's notes that match the one being
 * typed offered as buttons under it: one click (or Enter) writes the note as the vocabulary spells
 * it and leaves the field ready for the next. A note the vocabulary lacks may still be typed.
 */
export function NotesField({ label, name, value, error, onChange }: NotesFieldProps) {
  const id = useId();
  const suggestions = noteSuggestions(value);
  const described = [error ? `${id}-error` : '', `${id}-note`].filter(Boolean).join(' ');
  const choose = (note: string) => {
    onChange({ target: { value: completeNote(value, note) } });
    document.getElementById(id)?.focus();
  };
  return (
    <div className="form-field notes-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        className="form-field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={onChange}
      />
      <p id={`${id}-note`} className="form-field__hint">
        Comma-separated, e.g. Bergamot, Pink Pepper
      </p>
      {suggestions.length > 0 && (
        <ul className="notes-field__suggestions" aria-label={`Suggested ${label.toLowerCase()}`}>
          {suggestions.map((note) => (
            <li key={note}>
              <button type="button" className="notes-field__suggestion" onClick={() => choose(note)}>
                {note}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

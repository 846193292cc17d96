import { type KeyboardEvent, useId, useState } from 'react';
import { type CountedOption, matchingNoteOptions, toggleInList } from '@shared/catalog/filters';

interface NotesFilterProps {
  options: readonly CountedOption[];
  chosen: readonly string[];
  onChange: (notes: string[]) => void;
}

/**
 * The Notes filter: type a note, pick it from the catalogue's notes that match (a combobox:
 * arrows move, Enter picks, Escape closes), and the shop shows the products listing every note
 * picked. Each picked note is a button that takes it away again.
 */
export function NotesFilter({ options, chosen, onChange }: NotesFilterProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const matches = matchingNoteOptions(options, typed, chosen);
  const expanded = open && matches.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (note: string) => {
    onChange([...chosen, note]);
    setTyped('');
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && matches.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % matches.length);
    } else if (event.key === 'ArrowUp' && matches.length) {
      event.preventDefault();
      setActive((index) => (index - 1 + matches.length) % matches.length);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      pick(matches[Math.min(active, matches.length - 1)]!.value);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <fieldset className="filter-group notes-filter">
      <legend>Notes</legend>
      <label htmlFor={id} className="visually-hidden">
        Find a note: products with all the notes you pick
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        className="notes-filter__input"
        autoComplete="off"
        placeholder="Find a note, e.g. vanilla"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded ? optionId(Math.min(active, matches.length - 1)) : undefined}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={`${id}-list`} role="listbox" aria-label="Matching notes" className="notes-filter__options" hidden={!expanded}>
        {matches.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="notes-filter__option"
            // Before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option.value);
            }}
          >
            {option.value} <span className="filter-count">({option.count})</span>
          </li>
        ))}
      </ul>
      {chosen.length > 0 && (
        <ul className="notes-filter__chosen" aria-label="Notes picked">
          {chosen.map((note) => (
            <li key={note}>
              <button
                type="button"
                className="notes-filter__chip"
                aria-label={`Remove ${note}`}
                onClick={() => onChange(toggleInList(chosen, note))}
              >
                {note} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

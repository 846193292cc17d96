import { type Ref, useId } from 'react';
import './list-screen.css';

/** A labelled search box over an admin list; filtering happens as the admin types. */
export function ListSearch({
  label,
  value,
  placeholder,
  inputRef,
  onChange,
}: {
  label: string;
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="list-search">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        className="form-field__input"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

import { type FormEvent, useEffect, useState, useEffectEvent } from 'react';
import { SearchBox } from '@/components/search-box';

/** How long typing pauses before the list asks the server again. */
const SEARCH_DEBOUNCE_MS = 350;

/**
 * The order search box: applies the text once typing pauses, or at once on Enter. The parent
 * owns the applied search; this keeps what is being typed.
 */
export function OrderSearch({ applied, onSearch }: { applied: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(applied);
  const [seen, setSeen] = useState(applied);
  // The address changed under us (a link to /orders, Back): show that search, not the stale text.
  if (applied !== seen) {
    setSeen(applied);
    if (text.trim() !== applied) setText(applied);
  }
  const apply = useEffectEvent(onSearch);

  useEffect(() => {
    if (text.trim() === applied.trim()) return;
    const timer = window.setTimeout(() => apply(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, applied]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };

  return (
    <form className="order-search" role="search" onSubmit={onSubmit}>
      <SearchBox label="Search orders" placeholder="Search by order number, product or status" value={text} onChange={setText} />
    </form>
  );
}

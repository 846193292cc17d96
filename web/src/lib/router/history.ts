import { type Location, type Path, createKey, createPath, parsePath } from './location';

/** The session history the router reads and writes: the browser's, or an in-memory list for tests. */
export interface History {
  readonly location: Location;
  push(path: Required<Path>, state: unknown): void;
  replace(path: Required<Path>, state: unknown): void;
  go(delta: number): void;
  /** Hears every change (push, replace, Back and Forward); returns the unsubscribe. */
  listen(listener: (location: Location) => void): () => void;
}

/** What each browser history entry stores, as the router before this one did, so entries stay readable. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function asLocation(path: Path, state: unknown, key: string): Location {
  return { pathname: '/', search: '', hash: '', ...path, state: state ?? null, key };
}

export function createBrowserHistory(): History {
  const entry = () => (window.history.state ?? null) as Partial<EntryState> | null;
  const read = () => {
    const { pathname, search, hash } = window.location;
    return asLocation({ pathname, search, hash }, entry()?.usr, entry()?.key ?? 'default');
  };
  let location = read();
  let listener: ((location: Location) => void) | null = null;
  const changed = () => {
    location = read();
    listener?.(location);
  };

  const write = (path: Required<Path>, state: unknown, replace: boolean) => {
    // The entry the tab opened on has no index until the app writes one: it counts as 0. (Writing
    // it at start would cost a history call before the first paint.)
    const idx = (entry()?.idx ?? 0) + (replace ? 0 : 1);
    const next: EntryState = { usr: state ?? null, key: createKey(), idx };
    const url = createPath(path);
    if (replace) window.history.replaceState(next, '', url);
    else {
      try {
        window.history.pushState(next, '', url);
      } catch (error) {
        // Safari caps pushState calls; a state that cannot be cloned is the caller's mistake.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(url);
        return;
      }
    }
    changed();
  };

  return {
    get location() {
      return location;
    },
    push: (path, state) => write(path, state, false),
    replace: (path, state) => write(path, state, true),
    go: (delta) => window.history.go(delta),
    listen(fn) {
      listener = fn;
      window.addEventListener('popstate', changed);
      return () => {
        listener = null;
        window.removeEventListener('popstate', changed);
      };
    },
  };
}

/** An entry to start a memory history with: an address, or its parts with a state. */
export type InitialEntry = string | (Path & { state?: unknown });

export function createMemoryHistory(initialEntries: readonly InitialEntry[] = ['/'], initialIndex?: number): History {
  const entries = initialEntries.map((entry, i) => {
    const path = typeof entry === 'string' ? parsePath(entry) : entry;
    return asLocation(path, typeof entry === 'string' ? null : entry.state, i === 0 ? 'default' : createKey());
  });
  const clamp = (n: number) => Math.min(Math.max(n, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  let listener: ((location: Location) => void) | null = null;
  const changed = () => listener?.(entries[index]!);

  return {
    get location() {
      return entries[index]!;
    },
    push(path, state) {
      index += 1;
      entries.splice(index, entries.length, asLocation(path, state, createKey()));
      changed();
    },
    replace(path, state) {
      entries[index] = asLocation(path, state, createKey());
      changed();
    },
    go(delta) {
      index = clamp(index + delta);
      changed();
    },
    listen(fn) {
      listener = fn;
      return () => {
        listener = null;
      };
    },
  };
}

/** Where the app is: the address's parts, the state a navigation passed, and a key per visit. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** "default" for the entry the tab opened on; a fresh random key for every navigation. */
  key: string;
}

/** Parts of an address; a missing pathname means the current one. */
export type Path = Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

/** Where a link or navigation goes: an address (absolute, or only `?query`/`#hash`) or its parts. */
export type To = string | Path;

export function parsePath(path: string): Path {
  const parts: Path = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parts.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parts.pathname = path;
  return parts;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Path): string {
  return pathname + (search && search !== '?' ? search : '') + (hash && hash !== '#' ? hash : '');
}

const prefixed = (text: string | undefined, mark: string) =>
  !text || text === mark ? '' : text.startsWith(mark) ? text : mark + text;

/**
 * The address `to` names, seen from `currentPathname`: a missing pathname keeps the current one,
 * a relative one is resolved against it (`..` climbs), and `?`/`#` get their marks.
 */
export function resolveTo(to: To, currentPathname: string): Required<Path> {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const segments = parts.pathname?.startsWith('/') ? [''] : currentPathname.replace(/\/+$/, '').split('/');
  for (const segment of (parts.pathname ?? '').replace(/^\/+/, '').split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.' && segment !== '') {
      segments.push(segment);
    }
  }
  const pathname = parts.pathname === undefined || parts.pathname === '' ? currentPathname : segments.join('/') || '/';
  return { pathname, search: prefixed(parts.search, '?'), hash: prefixed(parts.hash, '#') };
}

export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

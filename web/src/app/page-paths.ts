// Matching an address to a page, kept free of imports: the first-load script (web/src/first-load.ts)
// runs it before the framework has arrived, on the paths the build gives it.

const segmentsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/** Whether a path matches a route pattern (`:param`, `:param?`, a trailing `*`), as React Router matches it. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const got = segmentsOf(pathname);
  for (const [i, part] of want.entries()) {
    if (part === '*') return true;
    if (part.endsWith('?')) return got.length <= i + 1;
    if (got[i] === undefined || (!part.startsWith(':') && part !== got[i])) return false;
  }
  return got.length === want.length;
}

/** The page whose paths match the address, once its redirect is followed; `fallback` when none does. */
export function pageMatching<Name extends string>(
  pages: Readonly<Record<Name, { readonly paths: readonly string[] }>>,
  redirects: Readonly<Record<string, string>>,
  pathname: string,
  fallback: Name,
): Name {
  const target = Object.entries(redirects).find(([from]) => matchesPattern(from, pathname))?.[1] ?? pathname;
  const names = Object.keys(pages) as Name[];
  return names.find((name) => pages[name].paths.some((pattern) => matchesPattern(pattern, target))) ?? fallback;
}

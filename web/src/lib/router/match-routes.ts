import type { ReactNode } from 'react';

/** One `<Route>`: a path (relative to its parent's, `:name`, `:name?` and a final `*` allowed) or `index`. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

/** The routes a pathname selects, root first, with its params and the part a splat did not take. */
export interface RouteMatch {
  routes: RouteObject[];
  params: Params;
  /** The matched pathname without what `*` took: where descendant `<Routes>` start from. */
  pathnameBase: string;
}

interface Branch {
  routes: RouteObject[];
  /** Position of each route among its siblings, to try earlier siblings first on equal scores. */
  positions: number[];
  score: number;
  matcher: RegExp;
  paramNames: string[];
}

const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');

/** `a/:b?/c?` as every path it stands for, longest first (how optional segments are ranked). */
function explodeOptionalSegments(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const restExploded = explodeOptionalSegments(rest.join('/'));
  const result = restExploded.map((sub) => (sub === '' ? required : `${required}/${sub}`));
  if (optional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}

// Static segments outrank dynamic ones, which outrank a splat; an index route outranks its layout.
function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** A case-insensitive matcher for a whole path (optional segments already exploded), and its params in order. */
function compilePath(path: string): Pick<Branch, 'matcher' | 'paramNames'> {
  const paramNames: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        paramNames.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    paramNames.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { matcher: new RegExp(source, 'i'), paramNames };
}

function flatten(routes: RouteObject[], branches: Branch[] = [], parents: RouteObject[] = [], positions: number[] = [], parentPath = '') {
  routes.forEach((route, position) => {
    const paths = route.path?.includes('?') ? explodeOptionalSegments(route.path) : [route.path ?? ''];
    for (let relative of paths) {
      if (relative.startsWith('/')) {
        if (!relative.startsWith(parentPath)) throw new Error(`Route path "${relative}" must start with its parents' path "${parentPath}".`);
        relative = relative.slice(parentPath.length);
      }
      const path = joinPaths([parentPath, relative]);
      const chain = [...parents, route];
      const chainPositions = [...positions, position];
      if (route.children?.length) flatten(route.children, branches, chain, chainPositions, path);
      if (route.path == null && !route.index) continue;
      branches.push({ routes: chain, positions: chainPositions, score: computeScore(path, route.index), ...compilePath(path) });
    }
  });
  return branches;
}

function rank(branches: Branch[]): Branch[] {
  return branches.sort((a, b) => {
    if (a.score !== b.score) return b.score - a.score;
    const siblings = a.positions.length === b.positions.length && a.positions.slice(0, -1).every((n, i) => n === b.positions[i]);
    return siblings ? a.positions.at(-1)! - b.positions.at(-1)! : 0;
  });
}

function decodePath(value: string): string {
  try {
    return value
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return value;
  }
}

/** The best-ranked routes for a pathname (static over dynamic over splat, then order), or null. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch | null {
  const decoded = decodePath(pathname);
  for (const branch of rank(flatten(routes))) {
    const found = branch.matcher.exec(decoded);
    if (!found) continue;
    const params: Params = {};
    let base = found[0];
    branch.paramNames.forEach((name, i) => {
      const value = found[i + 1] ?? '';
      if (name === '*') base = found[0].slice(0, found[0].length - value.length);
      params[name] = value.replace(/%2F/g, '/');
    });
    return { routes: branch.routes, params, pathnameBase: base.replace(/(.)\/+$/, '$1') || '/' };
  }
  return null;
}

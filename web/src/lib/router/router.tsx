import {
  Children,
  Fragment,
  type ReactNode,
  createContext,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { type History, type InitialEntry, createBrowserHistory, createMemoryHistory } from './history';
import { type Location, type To, resolveTo } from './location';
import { type Params, type RouteObject, matchRoutes } from './match-routes';

const HistoryContext = createContext<History | null>(null);
const LocationContext = createContext<Location | null>(null);

interface RouteLevel {
  params: Params;
  pathnameBase: string;
  outlet: ReactNode;
}
const RouteContext = createContext<RouteLevel>({ params: {}, pathnameBase: '/', outlet: null });

function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // Navigations are transitions, so a page that is still loading keeps the last one on screen.
  useLayoutEffect(() => history.listen((next) => startTransition(() => setLocation(next))), [history]);
  return (
    <HistoryContext value={history}>
      <LocationContext value={location}>{children}</LocationContext>
    </HistoryContext>
  );
}

/** The app's router, on the browser's address and history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router on a history of its own (tests): `initialEntries`, at `initialIndex` (the last by default). */
export function MemoryRouter({ initialEntries, initialIndex, children }: {
  initialEntries?: InitialEntry[];
  initialIndex?: number;
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  return <Router history={history}>{children}</Router>;
}

function useRouter(): { history: History; location: Location } {
  const history = useContext(HistoryContext);
  const location = useContext(LocationContext);
  if (!history || !location) throw new Error('Routing hooks and links work only inside a router.');
  return { history, location };
}

export function useLocation(): Location {
  return useRouter().location;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Navigates to an address (`replace` overwrites the current entry), or by `delta` entries in history. */
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  const { history, location } = useRouter();
  const { pathname } = location;
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') return history.go(to);
      const path = resolveTo(to, pathname);
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    },
    [history, pathname],
  );
}

/** The params of the matched route (`:name` segments, `*` for what a splat took). */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The address's query, and a setter that navigates to the same page with a new query. */
export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((now: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useNavigate();
  const setParams = useCallback(
    (next: SearchInit | ((now: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = JSON.stringify(resolveTo(to, useLocation().pathname));
  useEffect(() => navigate(JSON.parse(target) as To, { replace, state }), [navigate, target, replace, state]);
  return null;
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside `<Routes>`, which reads its props; it never renders by itself. */
export function Route(_props: RouteProps): null {
  return null;
}

function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesOf(child.props.children));
      return;
    }
    const { path, index, element, children: nested } = child.props;
    routes.push({ path, index, element, children: nested ? routesOf(nested) : undefined });
  });
  return routes;
}

/**
 * Renders the best match among its `<Route>`s for the address, each route's element holding the
 * next in its `<Outlet>`. Inside a splat route (`admin/*`), it matches what the splat took.
 */
export function Routes({ children }: { children: ReactNode }) {
  const parent = useContext(RouteContext);
  const { pathname } = useLocation();
  const baseSegments = parent.pathnameBase === '/' ? 0 : parent.pathnameBase.split('/').length - 1;
  const remaining = baseSegments ? `/${pathname.split('/').slice(baseSegments + 1).join('/')}` : pathname;
  const match = matchRoutes(routesOf(children), remaining);
  if (!match) return null;
  const params = { ...parent.params, ...match.params };
  const pathnameBase = match.pathnameBase === '/' ? parent.pathnameBase : `${parent.pathnameBase.replace(/\/$/, '')}${match.pathnameBase}`;
  return match.routes.reduceRight<ReactNode>(
    (outlet, route) => <RouteContext value={{ params, pathnameBase, outlet }}>{route.element === undefined ? outlet : route.element}</RouteContext>,
    null,
  );
}

/** Where a layout route shows the matched child route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

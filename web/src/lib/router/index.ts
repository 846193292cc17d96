/**
 * The app's client-side router: routes declared with `<Routes>`/`<Route>` (layouts, index routes,
 * `:params`, optional segments, splats, matched case-insensitively), links, redirects and the
 * hooks the pages use. The storefront needs only this much routing, and it costs about a tenth
 * of a general-purpose router's bytes on the first load.
 */
export { Link, NavLink, type LinkProps, type NavLinkProps } from './link';
export type { Location, To } from './location';
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateFunction,
  type NavigateOptions,
} from './router';

// The one react-router every app shares (ARCHITECTURE rule 4), cut to the browser API the site uses.
// Shared as a whole, the library could not be tree-shaken: 60 KB compressed on every page, most of it
// data routers, server rendering and sessions. This module is what each app provides and consumes
// under the keys `react-router` and `react-router-dom` (see `sharedSingletons`); the lint rule in
// eslint.config.mjs keeps imports to these names. Adding a name here ships with the shell first.
// The relative path keeps the request out of the federation's `react-router/` prefix match.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  matchPath,
  generatePath,
  createSearchParams,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from '../../node_modules/react-router/dist/production/index.mjs';

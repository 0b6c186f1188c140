// The one react-router every app shares (ARCHITECTURE rule 4), cut to the names the apps' code imports
// (tests resolve the library itself).
// Shared as a whole, the library could not be tree-shaken: every page carried all of it, most of it
// data routers, server rendering and sessions (what the cut saves: bench/results.md, "What changed the
// numbers (home page, compressed JavaScript)"). This module is what each app provides and consumes
// under the keys `react-router` and `react-router-dom` (see `sharedSingletons`); the lint rule in
// eslint.config.mjs keeps imports to these names. Adding a name here ships with the shell first.
// The library is imported by a name of its own (`cutSourceRequests` in packageFiles.ts): its production
// build, found through the package; by its own name the federation would hand this module itself.
export {
  BrowserRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'federation-cut-source/react-router';

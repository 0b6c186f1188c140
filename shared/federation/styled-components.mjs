// The one styled-components every app shares (its ThemeProvider context and its one style sheet must
// reach every remote), cut to the names the site uses. Shared whole, a shared module cannot be
// tree-shaken: every page got server rendering, StyleSheetManager and the rest (what the cut saves:
// bench/results.md, "Federation's cost under 1.2 × the monolith on every page, and under 150 KB on three").
// This module is what each app provides and consumes under the key `styled-components` (see
// `sharedSingletons`); the lint rule in eslint.config.mjs and shared/test/cuts.test.ts keep imports to
// these names. Adding a name here ships with the shell first.
// The library is imported by a name of its own (`cutSourceRequests` in packageFiles.ts): its browser ES
// build, found through the package's `module` and `browser` fields (it has no `exports` map).
export {
  default,
  createGlobalStyle,
  css,
  keyframes,
  ThemeProvider,
  useTheme,
} from 'federation-cut-source/styled-components';

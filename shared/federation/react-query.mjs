// The one react-query every app shares (its QueryClientProvider context must reach every remote), cut
// to the names the site uses. A shared module cannot be tree-shaken, so sharing the whole library sent
// infinite queries, suspense, hydration and the rest on every page; this module is what each app
// provides and consumes under the key `@tanstack/react-query` (see `sharedSingletons`), and the lint
// rule in eslint.config.mjs keeps imports to these names. Adding a name here ships with the shell first.
export {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '../../node_modules/@tanstack/react-query/build/modern/index.js';

// The one react-query every app shares (its QueryClientProvider context must reach every remote), cut
// to the names the site uses. A shared module cannot be tree-shaken, so sharing the whole library sent
// infinite queries, suspense, hydration and the rest on every page; this module is what each app
// provides and consumes under the key `@tanstack/react-query` (see `sharedSingletons`), and the lint
// rule in eslint.config.mjs keeps imports to these names. Adding a name here ships with the shell first.
// The library is imported by a name of its own (`cutSourceRequests` in packageFiles.ts): its ES build,
// found through the package's exports; by its own name the federation would hand this module itself.
export {
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from 'federation-cut-source/react-query';

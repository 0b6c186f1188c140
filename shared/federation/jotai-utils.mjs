// The one jotai/utils every app shares (ARCHITECTURE rule 4), cut to the names the site uses. Shared
// whole, a shared module cannot be tree-shaken: jotai/utils sent all seventeen of its helpers on every
// page for two (their size: bench/results.md, "JavaScript before interactive on all four pages"). This
// module is what each app provides and consumes under the key `jotai/utils` (see `sharedSingletons`);
// the lint rule in eslint.config.mjs and shared/test/cuts.test.ts keep imports to these names. Adding
// a name here ships with the shell first.
// The library is imported by a name of its own (`cutSourceRequests` in packageFiles.ts): the file jotai
// exports as `jotai/vanilla/utils`, which imports `jotai/vanilla`, the shared singleton.
export { atomWithStorage, createJSONStorage } from 'federation-cut-source/jotai-utils';

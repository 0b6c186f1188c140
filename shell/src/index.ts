// The shell's entry: the async boundary of ARCHITECTURE rule 5, and one step more. Why, in one place
// (shell/README.md points here):
// - The boundary holds. Rule 5 forbids evaluating a shared module before the federation runtime has
//   set up the share scope (an eager consumption, which fails). Both imports
//   below are dynamic, so `react-dom/client` (a shared singleton) is resolved by the runtime exactly as
//   it would be from ./bootstrap.
// - The step more is for the page after its first paint. The guest already sees the page from its HTML
//   (src/app/firstPaint.ts), so every long task from here on blocks input on a painted page (and counts
//   as blocking time). Evaluating React and React DOM (their chunk, `lib-shared`, downloads beside this
//   file) and then the app is two tasks with a yield between, not one long one (bench/README.md).
// Nothing else belongs here: whatever needs a library or the registry starts in ./bootstrap.
// The chunk is named so the page's head can preload it (startupChunks.ts).
void import('react-dom/client')
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));

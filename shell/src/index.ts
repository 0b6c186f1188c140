// The shell's entry: the async boundary of ARCHITECTURE rule 5, and one step more. Why, in one place
// (docs/shell.md points here):
// - The boundary holds. Rule 5 forbids evaluating a shared module before the federation runtime has
//   set up the share scope (an eager consumption, which fails). Every import below is dynamic, so each
//   shared singleton is resolved by the runtime exactly as it would be from ./bootstrap.
// - The step more is for the page after its first paint. The guest already sees the page from its HTML
//   (src/app/firstPaint.ts), so every long task from here on blocks input on a painted page (and counts
//   as blocking time). This file's evaluation (the federation runtime's code and its setup), resolving
//   and evaluating React DOM, then the other libraries the app starts with (router, styled-components,
//   jotai, react-query; all in `lib-shared`, which downloads beside this file), then the app are four
//   tasks with a yield between each, not one long one (measured: bench/results.md).
// Nothing else belongs here: whatever needs the registry starts in ./bootstrap.
// The chunk is named so the page's head can preload it (startupChunks.ts).
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));
void yieldToBrowser()
  .then(() => import('react-dom/client'))
  .then(yieldToBrowser)
  .then(() =>
    Promise.all([
      import('react-router-dom'),
      import('styled-components'),
      import('jotai'),
      import('@tanstack/react-query'),
    ]),
  )
  .then(yieldToBrowser)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));

// ARCHITECTURE rule 5: the entry is only an async boundary.
// Performance (issue 8, total blocking time): the libraries are evaluated in a task of their own,
// then the app in the next, instead of both in one long task.
// Named so the page's head can preload it (startupChunks.ts).
void import('react-dom/client')
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));

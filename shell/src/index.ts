// ARCHITECTURE rule 5: the entry is only an async boundary.
// Named so the page's head can preload it (startupChunks.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

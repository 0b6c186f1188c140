/**
 * The dev servers' ports, one table for `npm run dev` (scripts/dev.mjs) and every app's dev config
 * (shared/federation): shell 3000, remotes 3101–3103, API 4000. `DEV_<APP>_PORT` (SHELL, CATALOG,
 * BOOKING, CONTENT, API) moves one; scripts/dev.mjs passes the ports on to every dev server, so the
 * shell's dev registry, the remotes' CORS and the API agree. Plain JavaScript: Node runs dev.mjs as is.
 */
const defaults = { shell: 3000, catalog: 3101, booking: 3102, content: 3103, api: 4000 };

/** The variable that moves `app`'s dev port: `DEV_SHELL_PORT`, `DEV_API_PORT`, … */
export const devPortVariable = (app) => `DEV_${app.toUpperCase()}_PORT`;

export const devPorts = Object.fromEntries(
  Object.entries(defaults).map(([app, port]) => [app, Number(process.env[devPortVariable(app)] ?? port)]),
);

/** The origin of `app`'s dev server: `http://localhost:3000` for the shell. */
export const devOrigin = (app) => `http://localhost:${devPorts[app]}`;

import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Mounts the site into the page's root element. Performance: as a transition, the first
 * render yields to the browser every few milliseconds instead of holding the main thread for the
 * whole page in one long task (what it did to TBT: bench/results.md, "What changed the numbers (home
 * page, compressed JavaScript)"). The bench's monolith mounts the same way.
 */
export function renderApp(app: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

/**
 * Code no first view needs loads when the guest shows an intent on the part that needs it: a pointer
 * over it, a finger on it, focus in it (React's focus events bubble, so a field inside counts). By the
 * time they click, it is usually in; a guest who never turns to it never loads it. A load that fails
 * here is left for the real use to meet and report.
 */
export function loadOnIntent(load: () => Promise<unknown>) {
  const prepare = () => void load().catch(() => undefined);
  return { onPointerEnter: prepare, onTouchStart: prepare, onFocus: prepare };
}

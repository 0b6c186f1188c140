import { useCallback, useSyncExternalStore } from 'react';

/** Saved stays live on this device only (no accounts, SPEC §6). */
export const SAVED_KEY = 'makao.savedProperties';

const listeners = new Set<() => void>();

function readSaved(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(SAVED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saving a stay updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether this stay is saved on this device, and a toggle. */
export function useSavedProperty(id: string): [saved: boolean, toggle: () => void] {
  const saved = useSyncExternalStore(
    subscribe,
    () => readSaved().includes(id),
    () => false,
  );
  const toggle = useCallback(() => {
    const current = readSaved();
    const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
    try {
      window.localStorage.setItem(SAVED_KEY, JSON.stringify(next));
    } catch {
      // Private mode or a full quota: nothing can be kept on this device.
    }
    listeners.forEach((listener) => listener());
  }, [id]);
  return [saved, toggle];
}

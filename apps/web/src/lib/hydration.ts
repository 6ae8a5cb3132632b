import { useSyncExternalStore } from 'react';

/*
 * Whether the app is past taking over a server-rendered page (decision 1104). In that first render a component must
 * draw what the server drew, which knows nothing of the browser: Preact's hydrate keeps the server's nodes and
 * attributes where the trees differ. What depends on the browser (session storage, a media query) is read once this
 * turns true, right after. A page the browser renders itself never sees false.
 */
let done = typeof window !== 'undefined';
const listeners = new Set<() => void>();

export function beginHydration() {
  done = false;
}

export function endHydration() {
  done = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useHydrated = () => useSyncExternalStore(subscribe, () => done, () => false);

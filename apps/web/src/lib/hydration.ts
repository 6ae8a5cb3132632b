import { useSyncExternalStore } from 'react';

/*
 * Whether the app is past taking over a server-rendered page (decision 1104). In that first render a component must
 * draw what the server drew, which knows nothing of the browser: Preact's hydrate keeps the server's nodes and
 * attributes where the trees differ. What depends on the browser (session storage, a media query) is read once this
 * turns true, right after. A page the browser renders itself never sees false.
 *
 * The take-over comes in pieces (decision 1105): regions wrapped in <HydrateLater> put themselves off during
 * hydrate()'s own pass and are hydrated each in a task of their own after it. The take-over ends when the last one is.
 */
let done = typeof window !== 'undefined';
let takingOver = false;
let held = 0;
const listeners = new Set<() => void>();

export function beginHydration() {
  done = false;
  takingOver = true;
}

/** hydrate() has returned; the take-over ends once the regions it put off are hydrated too. */
export function endHydration() {
  takingOver = false;
  settle();
}

/** Whether Preact's hydrate() is running its first pass now, when a region may still put itself off. */
export const isTakingOver = () => takingOver;

/** Holds the end of the take-over until the returned function is called (once). */
export function holdHydration() {
  held++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held--;
    settle();
  };
}

function settle() {
  if (done || takingOver || held > 0) return;
  done = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `callback` once the page is the app's: at once on a page the browser rendered. */
export function whenHydrated(callback: () => void) {
  if (done) return callback();
  const stop = subscribe(() => {
    stop();
    callback();
  });
}

export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => done,
    () => false,
  );

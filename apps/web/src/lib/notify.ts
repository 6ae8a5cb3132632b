import { useSyncExternalStore } from 'react';
import { SHELL } from '@padosi/shared/site';
import { sharedText } from './shared-messages';

export type NotificationType = 'success' | 'error' | 'info' | 'warning';

// sonner (about 10 KB compressed) is no part of the first page: the first notification loads it and mounts the
// shell's toaster, and the toast is shown once the toaster is listening (toasts sent before its mount are lost).
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Whether the shell should render its toaster; turns true at the first notification. */
export const useToasterWanted = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );

/** Called by the toaster after it mounted. */
export const toasterMounted = () => markMounted();

/**
 * The shell's notification toast: a message and a type, hidden after its duration (default 3 s). A shared catalogue's
 * English (the `*_MESSAGES` a page passes) shows in the page's language; other texts come already translated.
 */
export function notify(type: NotificationType, message: string, duration: number = SHELL.toastMs) {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  void Promise.all([import('sonner'), mounted]).then(([{ toast }]) => toast[type](sharedText(message), { duration }));
}

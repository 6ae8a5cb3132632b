import { useEffect, useSyncExternalStore } from 'react';

/** Lets any screen open the shell's quick-enquiry modal with a service already filled in. */
let state = { open: false, service: '' };
const listeners = new Set<() => void>();
const set = (next: typeof state) => {
  state = next;
  listeners.forEach((l) => l());
};

export const openQuickEnquiry = (service = '') => set({ open: true, service });
export const closeQuickEnquiry = () => set({ ...state, open: false });
export const useQuickEnquiry = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );

/**
 * A provider or category page names its service while it is shown, so the floating enquiry button opens with
 * that service filled in; leaving the page clears it again.
 */
export function usePageService(service: string | null | undefined) {
  useEffect(() => {
    if (!service) return;
    set({ ...state, service });
    return () => {
      if (state.service === service) set({ ...state, service: '' });
    };
  }, [service]);
}

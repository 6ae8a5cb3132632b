import { useLocation } from 'react-router';

/** Navigation state after a save: which item was just posted or updated, so the list shows it first and marked. */
export interface JustPostedState {
  justPosted?: number;
}

export const justPostedState = (id: number): JustPostedState => ({ justPosted: id });

/** The id the previous page just saved, if any. */
export function useJustPosted(): number | null {
  const state = useLocation().state as JustPostedState | null;
  return typeof state?.justPosted === 'number' ? state.justPosted : null;
}

/** The item just saved first, the rest in their order. */
export function firstIf<T>(items: T[], isIt: (item: T) => boolean): T[] {
  const hit = items.find(isIt);
  return hit ? [hit, ...items.filter((i) => i !== hit)] : items;
}

/** The mark on the card of the item just saved. */
export function JustPostedMark() {
  return <span className="absolute right-2 top-2 z-10 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white shadow-sm">Just posted</span>;
}

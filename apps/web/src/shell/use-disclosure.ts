import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Closes a disclosure on Escape or on a press outside `ref`, while it is open. */
function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && close();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, close]);
}

/**
 * A header menu's open state: `ref` goes on the element holding the button and the panel (a press outside it
 * closes the menu, as Escape does) and `toggle` on the button.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const toggle = { type: 'button', 'aria-expanded': open, onClick: () => setOpen((o) => !o) } as const;
  return { open, close, ref, toggle };
}

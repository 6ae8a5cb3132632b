import { useEffect, useEffectEvent } from 'react';

interface SwipeHandlers {
  onRight?: (startX: number) => void;
  onLeft?: () => void;
  threshold: number;
}

/** Horizontal swipes on the whole page (touch events): more than `threshold` px and more sideways than up or down. */
export function useHorizontalSwipe({ onRight, onLeft, threshold }: SwipeHandlers) {
  const right = useEffectEvent((startX: number) => onRight?.(startX));
  const left = useEffectEvent(() => onLeft?.());
  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0];
      start = t ? { x: t.clientX, y: t.clientY } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (!start || !t) return;
      const dx = t.clientX - start.x;
      const dy = t.clientY - start.y;
      if (Math.abs(dx) > threshold && Math.abs(dx) > Math.abs(dy)) {
        if (dx > 0) right(start.x);
        else left();
      }
      start = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [threshold]);
}

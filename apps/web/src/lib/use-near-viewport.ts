import { useEffect, useState } from 'react';

export interface NearViewportOptions {
  /** false: true at once. */
  enabled?: boolean;
  /**
   * Also turn true this long after the page has loaded, when the network is quiet, so what is below the fold is
   * ready before the reader scrolls (and present for find-in-page and tests). Omit to wait for the scroll alone.
   */
  idleAfterLoadMs?: number;
}

/**
 * Turns true once the element given to the returned ref comes within 200 px of the viewport (and stays true); an
 * element that is not displayed (display: none) never does. Used to load below-the-fold chunks and their data
 * after the first screen. The ref is a callback, so an element that mounts later (after a loading state) is
 * observed too.
 */
export function useNearViewport<T extends Element>({ enabled = true, idleAfterLoadMs }: NearViewportOptions = {}) {
  const [element, setElement] = useState<T | null>(null);
  // The server's render (no window) draws what is below the fold as not near, as the browser's first render does.
  const [near, setNear] = useState(() => !enabled || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'));
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element]);
  useEffect(() => {
    if (near || idleAfterLoadMs === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      timer = setTimeout(() => setNear(true), idleAfterLoadMs);
    };
    if (document.readyState === 'complete') arm();
    else window.addEventListener('load', arm, { once: true });
    return () => {
      window.removeEventListener('load', arm);
      clearTimeout(timer);
    };
  }, [near, idleAfterLoadMs]);
  return [setElement, near] as const;
}

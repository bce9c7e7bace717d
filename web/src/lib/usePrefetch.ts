import { useCallback, useEffect, useRef } from 'react';

const whenIdle = (callback: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(callback) : window.setTimeout(callback, 1);

/**
 * Starts `load` (a dialog's code, say) before the visitor asks for it: once the element behind `ref`
 * has been on screen and the browser is idle, or at once on a pointer over it or focus in it, so a
 * tap opens what it asks for without waiting for the network. A failed load is left for the tap's
 * own load to report.
 */
export function usePrefetch<T extends HTMLElement>(load: () => Promise<unknown>) {
  const ref = useRef<T>(null);
  const now = useCallback(() => void load().catch(() => undefined), [load]);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenIdle(now);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [now]);
  return { ref, onPointerEnter: now, onPointerDown: now, onFocus: now };
}

import { type RefObject, useEffect, useRef } from 'react';

/** How far below the view the end of a list may be when the next page is asked for. */
const AHEAD = '240px';

/**
 * Infinite scroll: calls `load` when `sentinel` (an element after a list's last row) comes into view, but only
 * while `canLoad` (a next page exists and nothing is loading: spec §5). When a page arrives with the end still
 * in view, it asks for the next one.
 */
export function useLoadMoreOnView(sentinel: RefObject<Element | null>, canLoad: boolean, load: () => void): void {
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [sentinel, canLoad]);
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './table-scroll.module.css';

type Props = {
  /** What the table holds, the name of its scroll region ('Projects'). */
  label: string;
  /** The table's narrowest width; below it the frame scrolls. */
  minWidth: number;
  children: ReactNode;
};

/**
 * A wide table on a narrow screen: it scrolls sideways in a frame with a shadow at each edge that has more behind
 * it, and, while it can scroll, the frame is a named region keyboard users reach with Tab and scroll with the
 * arrow keys (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, minWidth, children }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const measure = () => {
      const hidden = node.scrollWidth - node.clientWidth;
      const start = node.scrollLeft > 1;
      const end = hidden - node.scrollLeft > 1;
      setMore((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => {
      node.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, []);

  const scrolls = more.start || more.end;
  return (
    <div className={classes.frame} data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the name comes with the role region, both only while it scrolls */}
      <div
        ref={scroller}
        className={classes.scroller}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? label : undefined}
        tabIndex={scrolls ? 0 : undefined}
      >
        <div style={{ minWidth }}>{children}</div>
      </div>
    </div>
  );
}

import { useLayoutEffect, useState } from 'react';

/**
 * Whether the element's content overflows it. A scrolling region must be focusable so keyboard users can scroll it,
 * but a focus stop on a region that does not scroll is noise, so the tab stop follows the content.
 */
export function useScrollable(element: HTMLElement | null): boolean {
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight);
    // Measured before the first paint, so the tab stop is right from the start: the observer's first report comes a
    // frame later, and a story's axe check on a busy machine ran in between and found a scrolling region without one.
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => {
      observer.disconnect();
    };
  }, [element]);
  return scrollable;
}

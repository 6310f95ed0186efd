import { useEffect, useState } from 'react';

/**
 * Whether the element's content overflows it. A scrolling region must be focusable so keyboard users can scroll it,
 * but a focus stop on a region that does not scroll is noise, so the tab stop follows the content.
 */
export function useScrollable(element: HTMLElement | null): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!element) return undefined;
    // ResizeObserver reports once on observe, so this also measures the first layout.
    const observer = new ResizeObserver(() => {
      setScrollable(element.scrollHeight > element.clientHeight);
    });
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => {
      observer.disconnect();
    };
  }, [element]);
  return scrollable;
}

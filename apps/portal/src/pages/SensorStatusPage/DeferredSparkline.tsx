import { Sparkline, type SparklineProps } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { SparklinePlaceholder } from './SensorStatusPage.styles';

/** Rows whose sparkline is drawn as soon as the page renders; further down, lines wait until they come near view. */
export const EAGER_SPARKLINES = 30;
/** How far outside the viewport a waiting line starts drawing, so a normal scroll never shows a blank. */
const NEAR_VIEW = '100% 0px';

/** One observer for every waiting line of the page (hundreds of observers cost more than one with many targets). */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function whenNearView(element: Element, show: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    show();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: NEAR_VIEW },
  );
  waiting.set(element, show);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

export interface DeferredSparklineProps extends SparklineProps {
  /** Draw at once (the first rows of the page, and any message such as the metrics error, which costs nothing). */
  eager: boolean;
}

/**
 * A Sparkline that is drawn when its row comes near the viewport. With 500 sensors, building and painting 500
 * lines of 288 points is most of the page's first paint; the placeholder keeps the line's box, so nothing moves
 * when it is drawn. Once drawn, a line stays.
 */
export function DeferredSparkline({ eager, ...props }: DeferredSparklineProps) {
  const [shown, setShown] = useState(eager);
  // Once asked to draw at once (e.g. while an error shows), the line stays drawn afterwards too.
  if (eager && !shown) setShown(true);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (shown || !element) return undefined;
    return whenNearView(element, () => setShown(true));
  }, [shown]);
  if (shown || eager) return <Sparkline {...props} />;
  return <SparklinePlaceholder ref={placeholder} aria-hidden="true" />;
}

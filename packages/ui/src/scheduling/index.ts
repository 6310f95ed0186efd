/**
 * Work put off until the browser has painted or is idle: for the large tables, whose derived data (search index,
 * overscan rows) would otherwise lengthen the frame a user is waiting for.
 */

/** Runs `work` in a task of its own once the next frame has been painted; answers a cancel. */
export function afterNextPaint(work: () => void): () => void {
  let timer: number | undefined;
  // A timer set from an animation-frame callback runs after that frame's paint.
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(work);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * Runs `work` among the animation-frame callbacks of the second frame to run them from now, before that frame's style
 * and layout; answers a cancel. Called from a scroll handler (which runs before its frame's callbacks), that is the
 * frame after the one that paints the scroll; called from a task between frames, the one after the next. DOM changes
 * made there are laid out in that frame's own rendering, where a change made in a task between frames stays unlaid
 * out until the next scroll event reads the scroll offset, which then lays it out inside the scroll handler.
 */
export function inFrameAfterNext(work: () => void): () => void {
  let second: number | undefined;
  const first = window.requestAnimationFrame(() => {
    second = window.requestAnimationFrame(work);
  });
  return () => {
    window.cancelAnimationFrame(first);
    if (second !== undefined) window.cancelAnimationFrame(second);
  };
}

/** Where the browser has no requestIdleCallback (Safari): this much work per task. */
const FALLBACK_SLICE_MS = 8;

/**
 * Runs `work` when the browser is idle, with the time it may take (Safari: soon after, with a few ms); answers a
 * cancel.
 */
export function whenIdle(work: (timeRemaining: () => number) => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback((deadline) => {
      work(() => deadline.timeRemaining());
    });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => {
    const end = performance.now() + FALLBACK_SLICE_MS;
    work(() => end - performance.now());
  }, 0);
  return () => window.clearTimeout(handle);
}

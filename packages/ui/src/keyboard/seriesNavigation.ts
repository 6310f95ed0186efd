/**
 * Where a key moves the active item of a one-dimensional series (points of a line, bars of a chart), following
 * the slider pattern: arrows step, Page keys jump, Home and End go to the ends. Undefined for other keys.
 */
export function nextIndexForKey(key: string, current: number, count: number, pageStep = 10): number | undefined {
  if (count <= 0) return undefined;
  const last = count - 1;
  const clamp = (index: number) => Math.min(last, Math.max(0, index));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(current + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(current - 1);
    case 'PageUp':
      return clamp(current + pageStep);
    case 'PageDown':
      return clamp(current - pageStep);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

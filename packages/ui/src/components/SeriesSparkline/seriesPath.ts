/** Default size of a series sparkline in a table row (CSS pixels). */
export const SERIES_SPARKLINE_WIDTH = 120;
export const SERIES_SPARKLINE_HEIGHT = 24;
/** Space kept free around the line so the stroke is not clipped at the edges. */
export const SERIES_SPARKLINE_INSET = 2;
/** SVG user units per CSS pixel: whole tenths of a pixel are cheaper to write and parse than decimals. */
export const SERIES_UNITS_PER_PIXEL = 10;

/**
 * The SVG path of evenly spaced values, from 0 at the bottom to the largest value at the top, in tenths of a pixel.
 * A single value is a flat line across; no values is an empty path.
 */
export function seriesPath(values: readonly number[], width: number, height: number): string {
  const finite = values.map((value) => (Number.isFinite(value) ? Math.max(0, value) : 0));
  if (finite.length === 0) return '';
  const units = SERIES_UNITS_PER_PIXEL;
  const inset = SERIES_SPARKLINE_INSET * units;
  const left = inset;
  const right = width * units - inset;
  const top = inset;
  const bottom = height * units - inset;
  const peak = Math.max(...finite);
  const yOf = (value: number) => Math.round(peak === 0 ? bottom : bottom - ((bottom - top) * value) / peak);
  if (finite.length === 1) {
    const y = yOf(finite[0] ?? 0);
    return `M${String(left)},${String(y)}H${String(right)}`;
  }
  const step = (right - left) / (finite.length - 1);
  let path = '';
  finite.forEach((value, index) => {
    path += `${index === 0 ? 'M' : 'L'}${String(Math.round(left + index * step))},${String(yOf(value))}`;
  });
  return path;
}

const rateFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

/** What a reader takes from the line at a glance: its peak, average and latest value. */
export function describeSeries(
  label: string,
  values: readonly number[],
  format: (value: number) => string = (value) => rateFormat.format(value),
): string {
  if (values.length === 0) return `${label}: no data`;
  const peak = Math.max(...values);
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  const latest = values.at(-1) ?? 0;
  return `${label}: peak ${format(peak)}, average ${format(average)}, latest ${format(latest)}`;
}

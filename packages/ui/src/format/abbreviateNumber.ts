import { MISSING_VALUE } from './placeholders';

/** Suffixes by power of the base: 10^3 (or 2^10) is K, and so on up to Y. */
export const NUMBER_SUFFIXES = ['', 'K', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y'] as const;

export interface AbbreviateOptions {
  /** 1000 for counts (default), 1024 for bytes. */
  base?: number;
  /** Digits after the decimal point once abbreviated (default 0). */
  decimals?: number;
}

export type NumericInput = number | string | null | undefined;

export function toFiniteNumber(value: NumericInput): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * '1234' → '1K', with `{ decimals: 2 }` → '1.23K'; bytes use `{ base: 1024 }`. Values below the base are shown
 * whole. Rounding never produces '1000K': it rolls over to '1M'. Anything not numeric is '---'.
 */
export function abbreviateNumber(value: NumericInput, { base = 1000, decimals = 0 }: AbbreviateOptions = {}): string {
  const number = toFiniteNumber(value);
  if (number === undefined) return MISSING_VALUE;
  const sign = number < 0 ? '-' : '';
  const magnitude = Math.abs(number);
  if (magnitude < base) return `${sign}${Math.round(magnitude)}`;

  let exponent = Math.min(Math.floor(Math.log(magnitude) / Math.log(base)), NUMBER_SUFFIXES.length - 1);
  // Guard against floating-point error in the logarithm at exact powers of the base.
  if (magnitude / base ** exponent < 1) exponent -= 1;
  let scaled = (magnitude / base ** exponent).toFixed(decimals);
  if (Number(scaled) >= base && exponent < NUMBER_SUFFIXES.length - 1) {
    exponent += 1;
    scaled = (magnitude / base ** exponent).toFixed(decimals);
  }
  return `${sign}${scaled}${NUMBER_SUFFIXES[exponent] ?? ''}`;
}

/** Byte counts on base 1024 with one decimal: 1536 → '1.5KB'. */
export function formatBytes(value: NumericInput, decimals = 1): string {
  const abbreviated = abbreviateNumber(value, { base: 1024, decimals });
  return abbreviated === MISSING_VALUE ? abbreviated : `${abbreviated}B`;
}

// Made on first use: creating a number format costs milliseconds of ICU set-up that a page showing no full number
// (the onboarding overview loads this module) should not pay while it loads.
let fullNumberFormat: Intl.NumberFormat | undefined;

/** The whole number with grouping, for the tooltip behind an abbreviation: 1234567 → '1,234,567'. */
export function formatFullNumber(value: NumericInput): string {
  const number = toFiniteNumber(value);
  if (number === undefined) return MISSING_VALUE;
  fullNumberFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return fullNumberFormat.format(number);
}

/** Natural order of text ('host-9' before 'host-10'): DataTable sorts by it, EndpointTable orders its filter options. */

/** Digit runs are padded to this width; longer runs compare as text. */
const DIGIT_WIDTH = 12;
const ZEROS = '0'.repeat(DIGIT_WIDTH);

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * Lower case with every run of digits zero-padded, so a plain code-unit comparison orders text case-insensitively
 * and naturally ('host-9' before 'host-10', '10.0.0.9' before '10.0.0.10') without a collator, which is far
 * slower over 100,000 rows. A hand loop, as a regular expression with a replacer costs three times as much.
 */
export function naturalKey(text: string): string {
  const lower = text.toLowerCase();
  let key = '';
  let start = 0;
  while (start < lower.length) {
    const digits = isDigit(lower.charCodeAt(start));
    let end = start + 1;
    while (end < lower.length && isDigit(lower.charCodeAt(end)) === digits) end += 1;
    const run = lower.slice(start, end);
    key += digits && run.length < DIGIT_WIDTH ? ZEROS.slice(run.length) + run : run;
    start = end;
  }
  return key;
}

/** The default order of present values: numbers first, numerically; then text by `naturalKey`. */
export function compareSortValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  const left = naturalKey(a);
  const right = naturalKey(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

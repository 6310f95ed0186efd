/** The words of a free-text filter, lower-cased; none for blank input. */
export function searchTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term !== '');
}

/** Whether lower-cased row text contains every term (no terms: every row matches). */
export function matchesTerms(text: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!text.includes(term)) return false;
  return true;
}

/**
 * One lower-cased search string per row, built once per rows array, so a keystroke is a plain `includes` over
 * each string rather than reading and lower-casing every field of every row again.
 */
export function buildSearchIndex<Row>(rows: readonly Row[], searchText: (row: Row) => string): string[] {
  return rows.map((row) => searchText(row).toLowerCase());
}

/** The positions of `order` whose rows pass `keep`, still in `order`'s order. */
export function filterOrder(order: Uint32Array, keep: (index: number) => boolean): Uint32Array {
  const kept = new Uint32Array(order.length);
  let count = 0;
  for (const index of order) {
    if (keep(index)) {
      kept[count] = index;
      count += 1;
    }
  }
  return kept.slice(0, count);
}

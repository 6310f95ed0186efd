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
 * Whether every text `narrower` matches is matched by `wider` too: each of wider's terms lies within one of
 * narrower's ('win' within 'windows'), so a text holding narrower's terms holds wider's. Typing on at the end of a
 * search narrows it; no terms match everything, so they narrow nothing here (there is no wider result to start from).
 */
export function termsNarrow(wider: readonly string[], narrower: readonly string[]): boolean {
  if (wider.length === 0) return false;
  return wider.every((term) => narrower.some((other) => other.includes(term)));
}

/**
 * One lower-cased search string per row, built once per rows array, so a keystroke is a plain `includes` over
 * each string rather than reading and lower-casing every field of every row again.
 */
export function buildSearchIndex<Row>(rows: readonly Row[], searchText: (row: Row) => string): string[] {
  return rows.map((row) => searchText(row).toLowerCase());
}

/** Rows indexed between two looks at the clock. */
const ROWS_PER_CHECK = 500;

export interface SearchIndexBuilder {
  /** Indexes further rows while `more()` says so (asked every few hundred rows); answers whether every row is in. */
  extend(more: () => boolean): boolean;
  /** The whole index when every row is in, else undefined (nothing is indexed on the spot). */
  whole(): string[] | undefined;
  /** Indexes the rows still left, and answers the whole index. */
  complete(): string[];
}

/**
 * {@link buildSearchIndex} a part at a time, for a large table that builds its index while the browser is idle: each
 * idle period adds rows until its deadline, so no single task holds the main thread for the whole table.
 */
export function createSearchIndexBuilder<Row>(
  rows: readonly Row[],
  searchText: (row: Row) => string,
): SearchIndexBuilder {
  const index: string[] = [];
  const extend = (more: () => boolean) => {
    while (index.length < rows.length) {
      for (const row of rows.slice(index.length, index.length + ROWS_PER_CHECK)) {
        index.push(searchText(row).toLowerCase());
      }
      if (!more()) break;
    }
    return index.length === rows.length;
  };
  return {
    extend,
    whole: () => (index.length === rows.length ? index : undefined),
    complete: () => {
      extend(() => true);
      return index;
    },
  };
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

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

import { useEffect, useMemo, useState } from 'react';
import { afterNextPaint, whenIdle } from '../../scheduling';
import {
  createSearchIndexBuilder,
  searchTerms,
  type RowFilter,
  type SearchIndex,
  type SearchIndexBuilder,
} from '../DataTable';
import {
  anyContained,
  createEndpointFilter,
  endpointFilterNarrows,
  endpointSearchFields,
  sameEndpointFilterValues,
  operatingSystemOptions,
  type EndpointFilterInput,
  type EndpointFilterValues,
} from './endpointFilterRules';
import { isRowComplete, type EndpointRow } from './endpointRow';

const searchIndexes = new WeakMap<readonly EndpointRow[], SearchIndexBuilder>();

/** The search index of a rows array, as far as it is built; kept while the rows array lives. */
function searchIndexBuilderFor(rows: readonly EndpointRow[]): SearchIndexBuilder {
  let builder = searchIndexes.get(rows);
  if (!builder) {
    builder = createSearchIndexBuilder(rows, endpointSearchFields);
    searchIndexes.set(rows, builder);
  }
  return builder;
}

interface MadeFilter extends EndpointFilterInput {
  filter: RowFilter<EndpointRow>;
  searchIndex: SearchIndex | undefined;
}

/** The last row filter made for a rows array, and what from: the next one, typed on, narrows it. */
const lastFilters = new WeakMap<readonly EndpointRow[], MadeFilter>();

function sameInput(made: MadeFilter, input: EndpointFilterInput, searchIndex: SearchIndex | undefined): boolean {
  return (
    made.searchIndex === searchIndex &&
    sameEndpointFilterValues(made, input) &&
    made.terms.length === input.terms.length &&
    made.terms.every((term, position) => term === input.terms[position])
  );
}

/**
 * The row filter of these filter values, marked as narrowing the last one made for the rows when it does. The same
 * input answers the same filter: a render React repeats (StrictMode) or discards must not start a chain from a
 * filter the table never applied.
 */
function endpointFilterFor(
  rows: readonly EndpointRow[],
  input: EndpointFilterInput,
  searchIndex: SearchIndex | undefined,
): RowFilter<EndpointRow> | undefined {
  const last = lastFilters.get(rows);
  if (last !== undefined && sameInput(last, input, searchIndex)) return last.filter;
  const wider = last !== undefined && endpointFilterNarrows(last, input) ? last.filter : undefined;
  const filter = createEndpointFilter(input.values, input.terms, searchIndex, wider);
  if (filter === undefined) lastFilters.delete(rows);
  else lastFilters.set(rows, { ...input, searchIndex, filter });
  return filter;
}

/** Leaves an idle period with this much time to spare (the browser's own idle work). */
const IDLE_MARGIN_MS = 2;

/**
 * Builds the search index of the rows over as many idle periods as it takes, each only until its deadline: 100,000
 * rows take over 100 ms, which in one task would hold up a click or a keystroke that came meanwhile.
 */
function buildWhenIdle(rows: readonly EndpointRow[]): () => void {
  const builder = searchIndexBuilderFor(rows);
  let cancel = whenIdle(function step(timeRemaining) {
    if (!builder.extend(() => timeRemaining() > IDLE_MARGIN_MS)) cancel = whenIdle(step);
  });
  return () => {
    cancel();
  };
}

/**
 * What the table derives from its rows, each memoised on only what it reads: the OS options and flags per rows
 * array; the lower-cased search text per rows array; the row filter per filter value. The search text is built
 * while the browser is idle after the rows arrive, a part per idle period, so the first keystroke does not wait for
 * it; a search begun before then reads the rows' fields instead (about a quarter of the time building the index
 * takes), and the index is completed right after that keystroke has painted, so the next one finds it: typing leaves
 * the browser no idle time to finish it in. Rows that arrive during a search (the incomplete rows re-fetched) are
 * indexed at once, as that render is no keystroke: the next keystroke, often right after, finds their index too.
 */
export function useEndpointRows(rows: readonly EndpointRow[], filters: EndpointFilterValues) {
  const { status, operatingSystem, containment, text } = filters;
  const terms = useMemo(() => searchTerms(text), [text]);
  const searching = terms.length > 0;
  // The rows the current search began on (state that follows the props, set during render as React advises).
  const [searchedRows, setSearchedRows] = useState<readonly EndpointRow[] | null>(null);
  if (searching !== (searchedRows !== null)) setSearchedRows(searching ? rows : null);
  // This render's value already (the render that sets it runs to its end before React renders again).
  const searchBegunOn = searching ? (searchedRows ?? rows) : null;
  // Looked at again with each keystroke: the index may have been completed since the last one.
  const searchIndex = useMemo(() => {
    if (terms.length === 0) return undefined;
    const builder = searchIndexBuilderFor(rows);
    return rows === searchBegunOn ? builder.whole() : builder.complete();
  }, [rows, terms, searchBegunOn]);
  useEffect(() => {
    if (rows.length === 0) return;
    return buildWhenIdle(rows);
  }, [rows]);
  const indexMissing = searching && searchIndex === undefined;
  useEffect(() => {
    if (!indexMissing) return;
    return afterNextPaint(() => searchIndexBuilderFor(rows).extend(() => true));
  }, [rows, indexMissing]);
  const rowFilter = useMemo(
    () => endpointFilterFor(rows, { values: { status, operatingSystem, containment }, terms }, searchIndex),
    [rows, status, operatingSystem, containment, terms, searchIndex],
  );
  const operatingSystems = useMemo(() => operatingSystemOptions(rows), [rows]);
  const containmentAvailable = useMemo(() => anyContained(rows), [rows]);
  const someIncomplete = useMemo(() => rows.some((row) => !isRowComplete(row)), [rows]);
  return { terms, rowFilter, operatingSystems, containmentAvailable, someIncomplete };
}

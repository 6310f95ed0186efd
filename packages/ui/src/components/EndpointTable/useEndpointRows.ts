import { useEffect, useMemo } from 'react';
import { buildSearchIndex, searchTerms } from '../DataTable';
import {
  anyContained,
  createEndpointFilter,
  endpointSearchText,
  operatingSystemOptions,
  type EndpointFilterValues,
} from './endpointFilterRules';
import { isRowComplete, type EndpointRow } from './endpointRow';

const searchIndexes = new WeakMap<readonly EndpointRow[], string[]>();

/** The lower-cased search text of each row, built once and kept while the rows array lives. */
function searchIndexFor(rows: readonly EndpointRow[]): string[] {
  let index = searchIndexes.get(rows);
  if (!index) {
    index = buildSearchIndex(rows, endpointSearchText);
    searchIndexes.set(rows, index);
  }
  return index;
}

/** Runs `work` when the browser is idle (Safari has no requestIdleCallback: soon after, then). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
}

/**
 * What the table derives from its rows, each memoised on only what it reads: the OS options and flags per rows
 * array; the lower-cased search text per rows array; the row filter per filter value. The search text is built
 * while the browser is idle after the rows arrive (100,000 rows take tens of ms), so the first keystroke does not
 * wait for it; a search before then builds it on the spot.
 */
export function useEndpointRows(rows: readonly EndpointRow[], filters: EndpointFilterValues) {
  const { status, operatingSystem, containment, text } = filters;
  const terms = useMemo(() => searchTerms(text), [text]);
  const searching = terms.length > 0;
  const searchIndex = useMemo(() => (searching ? searchIndexFor(rows) : undefined), [rows, searching]);
  useEffect(() => {
    if (rows.length === 0) return;
    return whenIdle(() => {
      searchIndexFor(rows);
    });
  }, [rows]);
  const rowFilter = useMemo(
    () => createEndpointFilter({ status, operatingSystem, containment }, terms, searchIndex),
    [status, operatingSystem, containment, terms, searchIndex],
  );
  const operatingSystems = useMemo(() => operatingSystemOptions(rows), [rows]);
  const containmentAvailable = useMemo(() => anyContained(rows), [rows]);
  const someIncomplete = useMemo(() => rows.some((row) => !isRowComplete(row)), [rows]);
  return { terms, rowFilter, operatingSystems, containmentAvailable, someIncomplete };
}

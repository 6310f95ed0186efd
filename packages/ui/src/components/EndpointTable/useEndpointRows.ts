import { useEffect, useMemo } from 'react';
import { searchTerms } from '../DataTable';
import {
  anyContained,
  createEndpointFilter,
  endpointSearchText,
  operatingSystemOptions,
  type EndpointFilterValues,
} from './endpointFilterRules';
import { isRowComplete, type EndpointRow } from './endpointRow';

/** Each rows array's lower-cased search texts, built up to `texts.length` rows so far. */
const searchIndexes = new WeakMap<readonly EndpointRow[], string[]>();

function partialIndex(rows: readonly EndpointRow[]): string[] {
  let texts = searchIndexes.get(rows);
  if (!texts) {
    texts = [];
    searchIndexes.set(rows, texts);
  }
  return texts;
}

/** Adds the search texts of the next rows, up to row `until`. */
function extendIndex(rows: readonly EndpointRow[], texts: string[], until: number): void {
  for (let index = texts.length; index < until; index += 1) {
    const row = rows[index];
    texts.push(row === undefined ? '' : endpointSearchText(row).toLowerCase());
  }
}

/** The lower-cased search text of each row, finished on the spot if the idle build has not got there yet. */
function searchIndexFor(rows: readonly EndpointRow[]): string[] {
  const texts = partialIndex(rows);
  extendIndex(rows, texts, rows.length);
  return texts;
}

/** Rows indexed per idle slice before checking the time left (about half a millisecond of work). */
const IDLE_CHUNK = 1_000;

/**
 * Builds the search index while the browser is idle, a chunk at a time within each idle period, so it never holds
 * up a frame (100,000 rows take tens of ms in one go). Safari has no requestIdleCallback: a chunk per timeout there.
 */
function indexWhenIdle(rows: readonly EndpointRow[]): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(step);
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(step, 0);
      cancel = () => window.clearTimeout(handle);
    }
  };
  function step(deadline?: IdleDeadline) {
    const texts = partialIndex(rows);
    do extendIndex(rows, texts, Math.min(rows.length, texts.length + IDLE_CHUNK));
    while (texts.length < rows.length && deadline !== undefined && deadline.timeRemaining() > 1);
    if (texts.length < rows.length) schedule();
  }
  schedule();
  return () => cancel();
}

/**
 * What the table derives from its rows, each memoised on only what it reads: the OS options and flags per rows
 * array; the lower-cased search text per rows array; the row filter per filter value. The search text is built
 * while the browser is idle after the rows arrive, a chunk per idle slice, so the first keystroke does not wait for
 * it; a search before then builds the rest on the spot.
 */
export function useEndpointRows(rows: readonly EndpointRow[], filters: EndpointFilterValues) {
  const { status, operatingSystem, containment, text } = filters;
  const terms = useMemo(() => searchTerms(text), [text]);
  const searching = terms.length > 0;
  const searchIndex = useMemo(() => (searching ? searchIndexFor(rows) : undefined), [rows, searching]);
  useEffect(() => {
    if (rows.length === 0) return;
    return indexWhenIdle(rows);
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

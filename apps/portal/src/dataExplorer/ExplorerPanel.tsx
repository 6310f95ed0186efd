import type { ApiRequestError } from '@portal/api';
import { Banner } from '@portal/ui';
import type { ReactNode } from 'react';
import type { ApiQuery } from '../api/useApi';
import { DataPanel } from '../kit';
import { wasAdjusted, type RequestedRange } from './explorerRange';
import { EXPLORER_TEXT } from './explorerText';

/** What the explorer's calls answer: the rows and the range the server answered for. */
export interface ExplorerReply<Row> {
  results: Row[];
  start: string;
  end: string;
}

/** The server's "nothing matches" (portal-core §8: AD data empty is not found). */
export const isNoResults = (error: ApiRequestError | undefined): boolean => error?.status === 404;

/** A 404 is the empty state, not an error: the query as the panel should show it. */
function asShown<Row>(query: ApiQuery<ExplorerReply<Row>>): ApiQuery<ExplorerReply<Row>> {
  if (!isNoResults(query.error)) return query;
  return {
    ...query,
    data: { results: [], start: '', end: '' },
    error: undefined,
    updatedAt: query.updatedAt ?? Date.now(),
  };
}

export interface ExplorerPanelProps<Row> {
  title: string;
  query: ApiQuery<ExplorerReply<Row>>;
  /** The range asked for, to tell whether the server moved it. */
  requested: RequestedRange;
  children: (reply: ExplorerReply<Row>) => ReactNode;
}

/**
 * The explorer's table panel: when it was updated and a refresh, the loading text, 'No results found matching your
 * search criteria' when nothing matches, any other error in the panel's error banner with Retry, and the
 * adjusted-range notice when the server moved the start or the end.
 */
export function ExplorerPanel<Row>({ title, query, requested, children }: ExplorerPanelProps<Row>) {
  return (
    <DataPanel
      title={title}
      query={asShown(query)}
      loading={EXPLORER_TEXT.loading}
      isEmpty={(reply) => reply.results.length === 0}
      empty={{ title: EXPLORER_TEXT.noResults, icon: 'search' }}
    >
      {(reply) => (
        <>
          {wasAdjusted(requested, reply) && <Banner intent="info">{EXPLORER_TEXT.adjusted}</Banner>}
          {children(reply)}
        </>
      )}
    </DataPanel>
  );
}

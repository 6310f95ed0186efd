import { Freshness, StatTile, type StatTileProps } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiQuery } from '../../api/useApi';
import { TileFooter, TileText } from './DashboardPage.styles';

/** What a tile shows once its data is there. */
export type TileContent = Pick<StatTileProps, 'value' | 'description' | 'badge' | 'children' | 'link'> & {
  /** Explains the metric, above when it was fetched. */
  note?: ReactNode;
};

export interface DashboardTileProps<T> {
  title: string;
  query: ApiQuery<T>;
  /** Names the spinner while the data loads. */
  loadingLabel: string;
  /** The body's height while loading, when what loads has a known height (StatTile's `loadingHeight`). */
  loadingHeight?: number;
  /** The note while loading, when the loaded tile's note is known before its data (so the footer does not move). */
  loadingNote?: ReactNode;
  children: (data: T) => TileContent;
}

/**
 * A dashboard tile over one query: it loads, fails (message and Retry) and refreshes on its own, and says when its
 * data was fetched, like the kit's DataPanel, with the StatTile's large value.
 */
export function DashboardTile<T>({
  title,
  query,
  loadingLabel,
  loadingHeight,
  loadingNote,
  children,
}: DashboardTileProps<T>) {
  const { data, error } = query;
  const loading = data === undefined && !error;
  const content: TileContent = error ? {} : data === undefined ? { note: loadingNote } : children(data);
  const { note, ...body } = content;
  return (
    <StatTile
      title={title}
      {...body}
      linkAs={RouterLink}
      loading={loading}
      loadingLabel={loadingLabel}
      loadingHeight={loadingHeight}
      error={error && { message: error.message, status: error.status }}
      onRetry={() => void query.mutate()}
      footer={
        <TileFooter>
          {note !== undefined && <TileText>{note}</TileText>}
          <Freshness
            updatedAt={query.updatedAt}
            onRefresh={() => void query.mutate()}
            refreshing={query.isValidating && data !== undefined}
            refreshLabel={`Refresh ${title}`}
          />
        </TileFooter>
      }
    />
  );
}

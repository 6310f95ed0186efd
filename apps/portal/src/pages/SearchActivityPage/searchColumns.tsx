import type { LogSearch } from '@portal/api';
import {
  Badge,
  Button,
  formatBytes,
  formatFullNumber,
  Link,
  useDataTableCellFocus,
  type DataTableColumn,
} from '@portal/ui';
import { createContext, useContext } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LOG_SEARCH_TEXT, logSearchPath, searchPhase, useLogExportStatus } from '../../logSearch';
import { ExportState, QueryCell, QueryText, RowActions } from './SearchActivityPage.styles';
import {
  dateText,
  exportsSummary,
  PHASE_INTENTS,
  rangeText,
  SEARCH_ACTIVITY_TEXT,
  statusText,
} from './searchActivityView';

/** What a row's buttons ask the page to do; a context keeps the column definitions module-level. */
export interface SearchRowActions {
  retry: (search: LogSearch) => void;
  remove: (search: LogSearch) => void;
  showExports: (search: LogSearch) => void;
  /** The search an action is running on, if any: its buttons show it, the others wait. */
  busyId: string | undefined;
  pollMs: number | undefined;
  /** Exports are offered only with `log_downloads_enabled` (portal-core §3). */
  exportsEnabled: boolean;
}

export const SearchActionsContext = createContext<SearchRowActions>({
  retry: () => undefined,
  remove: () => undefined,
  showExports: () => undefined,
  busyId: undefined,
  pollMs: undefined,
  exportsEnabled: false,
});

/** A blank query searched everything; it still needs a name to be opened by. */
export const queryLabel = (search: LogSearch): string => search.request.query || '(all logs)';

/** The query opens the search (`/logsearch/search/:searchId`): its progress, results and exports. */
function OpenSearchLink({ search }: { search: LogSearch }) {
  const focus = useDataTableCellFocus();
  return (
    <QueryCell>
      <Link href={logSearchPath(search.id)} as={RouterLink} title={queryLabel(search)} {...focus}>
        <QueryText>{queryLabel(search)}</QueryText>
      </Link>
    </QueryCell>
  );
}

/** The latest export, polled while it runs; its download link once complete. */
function LatestExport({ search }: { search: LogSearch }) {
  const { pollMs } = useContext(SearchActionsContext);
  const focus = useDataTableCellFocus();
  const latest = search.exports.at(-1);
  if (latest === undefined) return <ExportState>{SEARCH_ACTIVITY_TEXT.noExports}</ExportState>;
  return <PolledExport search={search} listed={latest} pollMs={pollMs} focus={focus} />;
}

function PolledExport({
  search,
  listed,
  pollMs,
  focus,
}: {
  search: LogSearch;
  listed: LogSearch['exports'][number];
  pollMs: number | undefined;
  focus: ReturnType<typeof useDataTableCellFocus>;
}) {
  const { entry, url, linkError, pollError, retry } = useLogExportStatus(listed, pollMs);
  const exports = [...search.exports.slice(0, -1), entry];
  // The status or the link failing says so in the row, with Retry (as the log search page's exports do).
  const problem = pollError ?? linkError;
  return (
    <ExportState data-export-status={entry.status}>
      <span>{exportsSummary(exports)}</span>
      {url !== undefined && (
        <Link href={url} download aria-label={`${LOG_SEARCH_TEXT.download} of ${queryLabel(search)}`} {...focus}>
          {SEARCH_ACTIVITY_TEXT.download}
        </Link>
      )}
      {problem !== undefined && (
        <>
          <span role="alert">{problem}</span>
          <Button
            size="sm"
            onClick={retry}
            aria-label={`Retry the export of ${queryLabel(search)}`}
            {...(url === undefined ? focus : {})}
          >
            Retry
          </Button>
        </>
      )}
    </ExportState>
  );
}

/** Retry (a settled search), Delete (Cancel while it runs) and the search's exports. */
function SearchActions({ search }: { search: LogSearch }) {
  const { retry, remove, showExports, busyId, exportsEnabled } = useContext(SearchActionsContext);
  const focus = useDataTableCellFocus();
  const running = searchPhase(search) === 'running';
  const name = queryLabel(search);
  const busy = busyId !== undefined;
  return (
    <RowActions>
      <Button
        size="sm"
        disabled={running || busy}
        loading={busyId === search.id}
        aria-label={`${SEARCH_ACTIVITY_TEXT.retry} search ${name}`}
        onClick={() => retry(search)}
        {...focus}
      >
        {SEARCH_ACTIVITY_TEXT.retry}
      </Button>
      <Button
        size="sm"
        variant="danger"
        disabled={busy}
        aria-label={`${running ? SEARCH_ACTIVITY_TEXT.cancel : SEARCH_ACTIVITY_TEXT.delete} search ${name}`}
        onClick={() => remove(search)}
        {...focus}
      >
        {running ? SEARCH_ACTIVITY_TEXT.cancel : SEARCH_ACTIVITY_TEXT.delete}
      </Button>
      {exportsEnabled && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${SEARCH_ACTIVITY_TEXT.exports} of ${name}`}
          onClick={() => showExports(search)}
          {...focus}
        >
          {SEARCH_ACTIVITY_TEXT.exports}
        </Button>
      )}
    </RowActions>
  );
}

const phaseOrder = (search: LogSearch) => statusText(search);

const COLUMNS: readonly DataTableColumn<LogSearch>[] = [
  {
    id: 'query',
    header: 'Query',
    cell: (search) => <OpenSearchLink search={search} />,
    sortValue: (search) => search.request.query,
    interactive: true,
    width: 24,
  },
  {
    id: 'range',
    header: 'Range',
    cell: (search) => rangeText(search.request),
    sortValue: (search) => search.request.start_time,
    width: 26,
  },
  { id: 'date', header: 'Date', cell: (search) => dateText(search.date), sortValue: (s) => s.date, width: 15 },
  { id: 'user', header: 'User', cell: (search) => search.user, sortValue: (search) => search.user, width: 20 },
  {
    id: 'count',
    header: 'Count',
    cell: (search) => formatFullNumber(search.count),
    sortValue: (search) => search.count,
    align: 'end',
    width: 10,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (search) => <Badge intent={PHASE_INTENTS[searchPhase(search)]}>{statusText(search)}</Badge>,
    sortValue: phaseOrder,
    width: 12,
  },
  {
    id: 'size',
    header: 'Size',
    cell: (search) => formatBytes(search.size),
    sortValue: (search) => search.size,
    align: 'end',
    width: 9,
  },
  {
    id: 'exports',
    header: 'Exports',
    cell: (search) => <LatestExport search={search} />,
    interactive: true,
    width: 18,
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: (search) => <SearchActions search={search} />,
    interactive: true,
    width: 25,
  },
];

/** With exports (`log_downloads_enabled`) and without: the Exports column only when they are offered. */
export const SEARCH_COLUMNS = {
  withExports: COLUMNS,
  withoutExports: COLUMNS.filter((column) => column.id !== 'exports'),
} as const;

export const searchRowId = (search: LogSearch): string => search.id;

import type { LogExport, LogSearch } from '@portal/api';
import { Badge, Button, Link, ProgressBar } from '@portal/ui';
import { useState } from 'react';
import { CheckboxLabel, FilterBar, FilterField } from '../kit';
import { canExport, DEFAULT_EXPORT_OPTIONS, type ExportOptions } from './logSearchRules';
import { ARCHIVE_FORMAT_LABELS, DATA_FORMAT_LABELS, LOG_SEARCH_TEXT } from './logSearchText';
import {
  ExportHeading,
  ExportItem,
  ExportList,
  ExportNote,
  ExportProgress,
  ExportRoot,
  ExportSelect,
} from './LogExportControls.styles';
import { useLogExportAccess } from './useLogSearch';
import { useLogExportStatus, useStartLogExport } from './useLogExports';

export interface LogExportControlsProps {
  search: LogSearch;
  /** How often a running export is polled (2 s); stories shorten it. */
  pollMs?: number;
  /** The heading level of 'Export' (3 by default). */
  headingLevel?: 2 | 3 | 4;
}

/** One export: a progress bar while it runs, then the download link, or that it failed. */
function ExportEntry({ listed, pollMs }: { listed: LogExport; pollMs?: number }) {
  const { entry, url, linkError, pollError, retry } = useLogExportStatus(listed, pollMs);
  const problem = pollError ?? linkError;
  let state;
  if (entry.status === 'COMPLETE') {
    state = (
      <>
        <Badge intent="success">{LOG_SEARCH_TEXT.exportComplete}</Badge>
        {url === undefined ? (
          problem === undefined && <span>{LOG_SEARCH_TEXT.linkLoading}</span>
        ) : (
          <Link href={url} download>
            {LOG_SEARCH_TEXT.download}
          </Link>
        )}
      </>
    );
  } else if (entry.status === 'FAILED') {
    state = <Badge intent="danger">{LOG_SEARCH_TEXT.exportFailed}</Badge>;
  } else {
    const label = entry.status === 'NOT_STARTED' ? LOG_SEARCH_TEXT.exportNotStarted : LOG_SEARCH_TEXT.exportInProgress;
    state = (
      <ExportProgress>
        <ProgressBar value={entry.percent_complete} label={label} showLabel />
      </ExportProgress>
    );
  }
  return (
    <ExportItem data-export-id={entry.export_id} data-export-status={entry.status}>
      {state}
      {problem !== undefined && (
        <>
          <span role="alert">{problem}</span>
          <Button size="sm" onClick={retry}>
            Retry
          </Button>
        </>
      )}
    </ExportItem>
  );
}

/**
 * A search's exports (portal-core §3, §4): start one (csv in a zip by default, split by time frame when chosen; the
 * v2 call when the flag says so), each polled until complete, then its download link. Offered only with
 * `log_downloads_enabled`; otherwise it says so.
 */
export function LogExportControls({ search, pollMs, headingLevel = 3 }: LogExportControlsProps) {
  const { enabled, v2 } = useLogExportAccess();
  const { start, isStarting } = useStartLogExport();
  const [options, setOptions] = useState<ExportOptions>(DEFAULT_EXPORT_OPTIONS);
  const heading = <ExportHeading as={`h${String(headingLevel)}`}>{LOG_SEARCH_TEXT.exportHeading}</ExportHeading>;
  if (!enabled) {
    return (
      <ExportRoot aria-label={LOG_SEARCH_TEXT.exportHeading}>
        {heading}
        <ExportNote>{LOG_SEARCH_TEXT.exportsDisabled}</ExportNote>
      </ExportRoot>
    );
  }
  const exportable = canExport(search);
  return (
    <ExportRoot aria-label={LOG_SEARCH_TEXT.exportHeading}>
      {heading}
      <FilterBar
        as="form"
        aria-label={LOG_SEARCH_TEXT.exportHeading}
        onSubmit={(event) => {
          event.preventDefault();
          void start(search.id, options);
        }}
      >
        {/* The v2 call takes the search id only, so it offers no choices. */}
        {!v2 && (
          <>
            <FilterField>
              {LOG_SEARCH_TEXT.dataFormat}
              <ExportSelect
                value={options.dataFormat}
                onChange={(event) =>
                  setOptions({ ...options, dataFormat: event.target.value === 'json' ? 'json' : 'csv' })
                }
              >
                <option value="csv">{DATA_FORMAT_LABELS.csv}</option>
                <option value="json">{DATA_FORMAT_LABELS.json}</option>
              </ExportSelect>
            </FilterField>
            <FilterField>
              {LOG_SEARCH_TEXT.archiveFormat}
              <ExportSelect
                value={options.archiveFormat}
                onChange={(event) =>
                  setOptions({ ...options, archiveFormat: event.target.value === 'gzip' ? 'gzip' : 'zip' })
                }
              >
                <option value="zip">{ARCHIVE_FORMAT_LABELS.zip}</option>
                <option value="gzip">{ARCHIVE_FORMAT_LABELS.gzip}</option>
              </ExportSelect>
            </FilterField>
            <CheckboxLabel>
              <input
                type="checkbox"
                checked={options.splitByTimeframe}
                onChange={(event) => setOptions({ ...options, splitByTimeframe: event.target.checked })}
              />
              {LOG_SEARCH_TEXT.splitByTimeframe}
            </CheckboxLabel>
            <CheckboxLabel>
              <input
                type="checkbox"
                checked={options.logSourcesInfo}
                onChange={(event) => setOptions({ ...options, logSourcesInfo: event.target.checked })}
              />
              {LOG_SEARCH_TEXT.logSourcesInfo}
            </CheckboxLabel>
          </>
        )}
        <Button type="submit" variant="primary" disabled={!exportable} loading={isStarting}>
          {LOG_SEARCH_TEXT.exportButton}
        </Button>
      </FilterBar>
      {!exportable && <ExportNote>{LOG_SEARCH_TEXT.exportNeedsResults}</ExportNote>}
      {search.exports.length > 0 && (
        <ExportList aria-label="Exports of this search">
          {search.exports.map((entry) => (
            <ExportEntry key={entry.export_id} listed={entry} pollMs={pollMs} />
          ))}
        </ExportList>
      )}
    </ExportRoot>
  );
}

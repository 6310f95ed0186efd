import { Button, Link, useDataTableCellFocus, VisuallyHidden } from '@portal/ui';
import { createContext, useContext, useEffect, useRef } from 'react';
import { useApi } from '../../api/useApi';
import { CellError, DownloadCell } from './ReportsPage.styles';
import type { Report } from './reportsView';

/** Which reports' links were asked for, kept by the page: a row scrolled out of view and back keeps its link. */
export interface ReportDownloads {
  requested: ReadonlySet<string>;
  request: (id: string) => void;
}

export const ReportDownloadsContext = createContext<ReportDownloads>({
  requested: new Set(),
  request: () => undefined,
});

/** A signed link is fetched once when asked for and kept as it is: it must not change under the user's pointer. */
const LINK_CONFIG = { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false };

export const REPORT_DOWNLOAD_TEXT = {
  request: 'Get download link',
  download: 'Download',
  retry: 'Retry',
} as const;

/**
 * A report's download: 'Get download link' asks the report download call, then the link takes its place (and the
 * focus). A failure shows beside the report with Retry, and the other reports are untouched.
 */
export function ReportDownloadCell({ report }: { report: Report }) {
  const { requested, request } = useContext(ReportDownloadsContext);
  const asked = requested.has(report.id);
  const link = useApi('reportDownload', asked ? { query: { id: report.id } } : null, LINK_CONFIG);
  const focus = useDataTableCellFocus();
  // Only a link this row's user asked for takes the focus, not one that was there already.
  const askedHere = useRef(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const url = link.data?.url;
  useEffect(() => {
    if (url !== undefined && askedHere.current) linkRef.current?.focus();
  }, [url]);

  const forReport = <VisuallyHidden>{` ${report.name}`}</VisuallyHidden>;
  if (url !== undefined) {
    return (
      <Link href={url} ref={linkRef} newTab {...focus}>
        {REPORT_DOWNLOAD_TEXT.download}
        {forReport}
      </Link>
    );
  }
  if (link.error && !link.isValidating) {
    return (
      <DownloadCell>
        <CellError role="alert" title={link.error.message}>
          {link.error.message}
        </CellError>
        <Button size="sm" {...focus} onClick={() => void link.mutate()}>
          {REPORT_DOWNLOAD_TEXT.retry}
          {forReport}
        </Button>
      </DownloadCell>
    );
  }
  return (
    <Button
      size="sm"
      {...focus}
      loading={asked}
      onClick={() => {
        askedHere.current = true;
        request(report.id);
      }}
    >
      {REPORT_DOWNLOAD_TEXT.request}
      {forReport}
    </Button>
  );
}

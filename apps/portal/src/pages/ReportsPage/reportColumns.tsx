import { formatDate, MISSING_VALUE, type DataTableColumn } from '@portal/ui';
import { ReportDownloadCell } from './ReportDownloadCell';
import { reportKindLabel, type Report } from './reportsView';

const created = (report: Report) => formatDate(report.created_at, 'date') ?? MISSING_VALUE;

export const REPORT_COLUMNS: readonly DataTableColumn<Report>[] = [
  { id: 'name', header: 'Report', cell: (report) => report.name, sortValue: (report) => report.name },
  {
    id: 'type',
    header: 'Type',
    cell: (report) => reportKindLabel(report.kind),
    sortValue: (report) => reportKindLabel(report.kind),
    width: 28,
  },
  { id: 'created', header: 'Created', cell: created, sortValue: (report) => report.created_at, width: 16 },
  {
    id: 'download',
    header: 'Download',
    cell: (report) => <ReportDownloadCell report={report} />,
    interactive: true,
    width: 40,
  },
];

export const reportRowId = (report: Report): string => report.id;

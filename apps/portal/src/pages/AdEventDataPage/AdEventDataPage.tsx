import { AD_EVENT_TYPES, type AdEventRow, type AdEventType } from '@portal/api';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import {
  EXPLORER_SWR,
  ExplorerPanel,
  ExplorerStack,
  ExplorerTable,
  ExplorerToolbar,
  ExplorerTypeNav,
  requestedRange,
  shownRange,
  useExplorerView,
  type ExplorerView,
} from '../../dataExplorer';
import { PageFrame } from '../../kit';
import { PATHS } from '../../routing/paths';
import { adEventColumns } from './adEventColumns';
import { AD_FILTER_LABELS, AD_TYPE_INFO, AD_TYPES, AD_VIEW, adEventsQuery, rowValue } from './adEventView';

const toType = (value: string | undefined): AdEventType =>
  AD_EVENT_TYPES.find((type) => type === value) ?? 'event_code';

function AdEventTable({ type, rows, view }: { type: AdEventType; rows: AdEventRow[]; view: ExplorerView }) {
  const { search } = useLocation();
  const columns = useMemo(() => adEventColumns(type, rows, search), [type, rows, search]);
  const info = AD_TYPE_INFO[type];
  return (
    <ExplorerTable
      rows={rows}
      columns={columns}
      getRowId={rowValue}
      caption={`AD events by ${info.header.toLowerCase()}`}
      noun={info.noun}
      view={view}
    />
  );
}

/** One type's explorer; keyed by type, so another type never shows this one's rows while it loads. */
function AdEventExplorer({ type }: { type: AdEventType }) {
  const view = useExplorerView(AD_VIEW);
  const query = adEventsQuery(type, view);
  const events = useApi('adEvents', { query }, EXPLORER_SWR);
  const [now] = useState(() => new Date());
  const requested = requestedRange(view.filters);
  const info = AD_TYPE_INFO[type];
  return (
    <ExplorerStack>
      <ExplorerTypeNav base={PATHS.dataAd} types={AD_TYPES} current={type} label="AD event types" />
      <ExplorerToolbar view={view} range={shownRange(events.data, requested, now)} filterLabels={AD_FILTER_LABELS} />
      <ExplorerPanel title={`Top ${info.noun}`} query={events} requested={requested}>
        {(reply) => <AdEventTable type={type} rows={reply.results} view={view} />}
      </ExplorerPanel>
    </ExplorerStack>
  );
}

/**
 * AD Event Data (portal-core §2): the top 100 Active Directory event codes, users, origin users or domains over a
 * time range, with the heat map and a sparkline per row; the filters, the range and the sort are in the URL, and a
 * count drills into the other types with the row's value as a filter.
 */
export function AdEventDataPage() {
  const type = toType(useParams().type);
  return (
    <PageFrame
      title="AD Event Data"
      description="Active Directory events by event code, user, origin user or domain."
      width="full"
    >
      <AdEventExplorer key={type} type={type} />
    </PageFrame>
  );
}
